import { useEffect, useState } from 'react';
import { STORAGE_KEYS, type Subscription } from '@sift/contracts';
import { track, useActiveProfile, useUser } from '@sift/app-kit';
import { LazyPart, lazyPart } from '@sift/ui';
import { accountCalls, fetchAccountData } from '../shared/account-data';
import { readTime, takeoverDue, takeoverReason, writeTime, type TakeoverReason } from './widget-rules';

// The dialog (the kit's, and the card form after it) loads only when the takeover is due: the widget, mounted on every
// page, stays small (docs/decisions/0139). If it cannot be fetched, nothing shows; the page goes on.
const TakeoverDialog = lazyPart(() => import('./takeover-dialog').then((m) => ({ default: m.TakeoverDialog })));

/**
 * The billing takeover (002 §4, §9), a widget in the shell's `site-overlay` slot (docs/decisions/0055): when the card
 * is expiring and the plan renewing, or the plan is past due, at most once per 3 hours (LAST_TAKEOVER). Its dialog
 * (takeover-dialog.tsx): read, update payment, success.
 */
export function BillingTakeover() {
  const user = useUser();
  const profile = useActiveProfile();
  const [reason, setReason] = useState<TakeoverReason | null>(null);
  const userId = user?.id;
  const allowed = Boolean(profile?.account_access && user?.subscription?.subscription_is_active);

  useEffect(() => {
    if (!userId || !allowed || !takeoverDue(Date.now(), readTime(localStorage, STORAGE_KEYS.lastTakeover))) return undefined;
    let live = true;
    // The summary /account shows, from the site's query client when it was just loaded (0086).
    fetchAccountData(accountCalls.subscription)
      .then(({ subscription }) => {
        const why = takeoverReason(subscription as Subscription | null);
        if (!live || !why || !takeoverDue(Date.now(), readTime(localStorage, STORAGE_KEYS.lastTakeover))) return;
        writeTime(localStorage, STORAGE_KEYS.lastTakeover, Date.now());
        setReason(why);
        track('billing_takeover_shown', { reason: why });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId, allowed]);

  if (!reason) return null;
  return (
    <LazyPart>
      <TakeoverDialog reason={reason} onClose={() => setReason(null)} />
    </LazyPart>
  );
}
