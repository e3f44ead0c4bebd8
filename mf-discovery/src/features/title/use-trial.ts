import { readPromoCode } from '@sift/app-kit';
import { api } from '../../api';
import { useResource } from '../data/resource-cache';

/** Whether a visitor's active promo code gives trial days ('Try Filtering Free', 001 §1). */
export function useTrial(enabled: boolean): boolean {
  const code = enabled ? readPromoCode() : null;
  const { data } = useResource(code ? `promo:${code}` : null, () => api().promos.find(code!), 10 * 60_000);
  return Boolean(data && data.trial_period_days > 0);
}
