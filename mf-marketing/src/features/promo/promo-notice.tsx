import { useEffect } from 'react';
import { promoCodeDropped } from '@sift/contracts';
import { clearPromoCode } from '@sift/app-kit';
import { useToast } from '@sift/ui';

/** How long the notice of a dropped code stays: long enough to read a sentence. */
const NOTICE_MS = 6000;

/**
 * 000 §2.1, §4.6: a promo code that arrived by link or redirect and is unknown or expired is dropped from this browser
 * and the visitor is told so, never kept silently.
 */
export function PromoNotice({ rejectedCode }: { rejectedCode: string | null }) {
  const toast = useToast();
  useEffect(() => {
    if (!rejectedCode) return;
    clearPromoCode();
    toast(promoCodeDropped(rejectedCode), { duration: NOTICE_MS });
  }, [rejectedCode, toast]);
  return null;
}
