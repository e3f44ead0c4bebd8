import { lazy, Suspense, useEffect, useState } from 'react';
import { PAST_DUE_WARNING, STORAGE_KEYS, type Subscription } from '@sift/contracts';
import { refreshUser, track, useActiveProfile, useUser } from '@sift/app-kit';
import { Alert, Button, Dialog, Spinner } from '@sift/ui';
import { api } from '../../api';
import { accountCalls, accountChanged, fetchAccountData } from '../shared/account-data';
import { readTime, takeoverDue, takeoverReason, writeTime, type TakeoverReason } from './widget-rules';

// The card form (and Stripe's loader) loads only when a member chooses to update: the widget itself stays small.
const UpdateBillingForm = lazy(() => import('../billing/update-billing-form').then((m) => ({ default: m.UpdateBillingForm })));

type Step = 'read' | 'update' | 'success';

const TEXT: Record<TakeoverReason, { title: string; body: string }> = {
  'past-due': { title: 'Your payment did not go through', body: PAST_DUE_WARNING },
  'card-expiring': { title: 'Your card is expiring', body: 'The card on file expires before your next payment. Update it so your filters keep working.' },
};

/**
 * The billing takeover (002 §4, §9), a widget in the shell's `site-overlay` slot (docs/decisions/0055): when the card
 * is expiring and the plan renewing, or the plan is past due, at most once per 3 hours (LAST_TAKEOVER). Read, update
 * payment, success; a past-due plan is paid with the new card at once (a refusal keeps the form with the card's message).
 */
export function BillingTakeover() {
  const user = useUser();
  const profile = useActiveProfile();
  const [reason, setReason] = useState<TakeoverReason | null>(null);
  const [step, setStep] = useState<Step>('read');
  const [failure, setFailure] = useState<string | null>(null);
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
  const text = TEXT[reason];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && setReason(null)}
      title={step === 'success' ? 'Thank you!' : text.title}
      size="lg"
      className="ac-takeover"
    >
      {step === 'read' && (
        <div className="ac-form">
          <p>{text.body}</p>
          <div className="ac-actions">
            <Button variant="secondary" onClick={() => setReason(null)}>
              Remind me later
            </Button>
            <Button onClick={() => setStep('update')}>Update payment</Button>
          </div>
        </div>
      )}
      {step === 'update' && (
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          {failure && <Alert tone="error">{failure}</Alert>}
          <UpdateBillingForm
            submitLabel="Update payment"
            onCancel={() => setReason(null)}
            onSaved={async (_card, { paidPastDue }) => {
              setFailure(null);
              if (reason === 'past-due' && !paidPastDue) {
                // Nothing was open any more (paid meanwhile), or the plan was not past due: make sure it is settled.
                try {
                  await api().account.reactivateSubscription();
                } catch {
                  // Not past due: nothing to pay.
                }
              }
              await Promise.all([refreshUser(), accountChanged()]);
              setStep('success');
            }}
          />
        </Suspense>
      )}
      {step === 'success' && (
        <div className="ac-form">
          <Alert tone="success">
            {reason === 'past-due'
              ? 'Your payment method is updated and your subscription is active again. It can take 3-5 minutes to show everywhere.'
              : 'Your payment method is updated.'}
          </Alert>
          <div className="ac-actions">
            <Button onClick={() => setReason(null)}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
