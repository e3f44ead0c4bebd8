import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SubscriptionSummary } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { accountCalls, useAccountData } from '../shared/account-data';
import { canCancel } from '../subscription/plan-state';

/**
 * The cancel flow is only for renewing plans billed through the card payment provider; anyone else goes to /account
 * (002 §2.4). Answers the subscription summary once it is known to be one. The summary is the one /account shows (kept
 * in the site's query client: coming from there it is not asked again), judged on its first answer only: the flow's
 * own change (a cancel, a discount) reloads it, and must not send the member away in the middle of a step.
 */
export function useCancelableSubscription(): { summary: SubscriptionSummary | null; error: Error | null } {
  const navigate = useNavigate();
  const { data, error } = useAccountData(accountCalls.subscription);
  const [first, setFirst] = useState<SubscriptionSummary | null>(data);
  if (first === null && data !== null) setFirst(data);
  const cancelable = first !== null && canCancel(first.subscription);
  useEffect(() => {
    if (first !== null && !cancelable) void navigate(href('account'), { replace: true });
  }, [first, cancelable, navigate]);
  return { summary: cancelable ? first : null, error: first === null ? error : null };
}
