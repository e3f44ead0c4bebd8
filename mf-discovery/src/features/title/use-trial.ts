import { readPromoCode } from '@sift/app-kit';
import { api } from '../../api';
import { apiKey, PUBLIC_SCOPE, useApiQuery } from '@sift/data';

/** Whether a visitor's active promo code gives trial days ('Try Filtering Free', 001 §1). */
export function useTrial(enabled: boolean): boolean {
  const code = enabled ? readPromoCode() : null;
  const { data } = useApiQuery(code ? apiKey(PUBLIC_SCOPE, `promos/${code}/`) : null, () => api().promos.find(code!), { staleTime: 10 * 60_000 });
  return Boolean(data && data.trial_period_days > 0);
}
