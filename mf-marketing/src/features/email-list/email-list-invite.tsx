import { lazy, Suspense, useEffect, useState } from 'react';
import { EMAIL_MODAL_DELAY_MS, STORAGE_KEYS } from '@sift/contracts';
import { msSinceArrival } from '@sift/mount';

const EmailListDialog = lazy(() => import('./email-list-dialog'));

function seen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.emailListModalSeen) !== null;
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.emailListModalSeen, String(Date.now()));
  } catch {
    // a browser that refuses storage may see the invitation again on a later visit
  }
}

/**
 * 000 §2.1, §9: on '/', the e-mail-list modal opens after 20,000 ms. Once a browser has seen it, it does not open
 * again (the spec leaves repeat visits open; asking every visit would nag: docs/decisions/0034). Its code is loaded
 * when it opens, so it costs the first visit nothing.
 *
 * The 20 s count from the visitor's arrival: on a page that came pre-rendered, from the document's start (the app
 * may have started seconds later, docs/decisions/0060); after a navigation in the app, from the page's mount.
 */
export function EmailListInvite({ delayMs = EMAIL_MODAL_DELAY_MS }: { delayMs?: number }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [arrivedAgo] = useState(msSinceArrival);
  useEffect(() => {
    if (seen()) return undefined;
    const timer = setTimeout(
      () => {
        markSeen();
        setShown(true);
        setOpen(true);
      },
      Math.max(0, delayMs - arrivedAgo),
    );
    return () => clearTimeout(timer);
  }, [delayMs, arrivedAgo]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <EmailListDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
