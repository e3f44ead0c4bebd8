import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SubscriptionSummary } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { api } from '../../api';
import { canCancel } from '../subscription/plan-state';

/**
 * The cancel flow is only for renewing plans billed through the card payment provider; anyone else goes to /account
 * (002 §2.4). Answers the subscription summary once it is known to be one.
 */
export function useCancelableSubscription(): { summary: SubscriptionSummary | null; error: Error | null } {
  const navigate = useNavigate();
  const [summary, setSummary] = useState<SubscriptionSummary | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    api()
      .membership.mySubscription()
      .then((found) => {
        if (!live) return;
        if (canCancel(found.subscription)) setSummary(found);
        else void navigate(href('account'), { replace: true });
      })
      .catch((failure: Error) => live && setError(failure));
    return () => {
      live = false;
    };
  }, [navigate]);
  return { summary, error };
}
