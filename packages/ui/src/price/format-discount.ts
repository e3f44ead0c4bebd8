import type { Coupon } from '@sift/contracts';
import { formatPrice, type PriceStyle } from './format-price';

/**
 * A coupon's discount as shown beside a price (000 §9, 002 §9): percent_off rounded ("15% off"), else amount_off
 * (cents, as prices are) in dollars ("$5.00 off", "$5 off" on landing). Null when the coupon takes nothing off.
 */
export function formatDiscount(
  coupon: Pick<Coupon, 'percent_off' | 'amount_off'> | null | undefined,
  { style = 'default' }: { style?: PriceStyle } = {},
): string | null {
  if (!coupon) return null;
  if (coupon.percent_off !== null && coupon.percent_off > 0) return `${Math.round(coupon.percent_off)}% off`;
  if (coupon.amount_off !== null && coupon.amount_off > 0) return `${formatPrice(coupon.amount_off, { style })} off`;
  return null;
}
