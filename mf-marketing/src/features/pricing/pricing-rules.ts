/** The landing pricing rules (000 §2.9, §9; 002 §5, §9). */
import { formatDiscount, formatPrice } from '@sift/ui';
import type { PlanView, PromoView } from '../landing-data/landing-data';

/** All plans by price ascending; the tier-0 (free) plan is hidden while a promo code is active. */
export function visiblePlans(plans: readonly PlanView[], promo: PromoView | null): PlanView[] {
  return [...plans].filter((plan) => !promo || plan.tier_level !== 0).sort((a, b) => a.price - b.price || a.id - b.id);
}

/** The price as the landing page shows it: dollars, a trailing ".00" removed. */
export const landingPrice = (plan: Pick<PlanView, 'price'>) => formatPrice(plan.price, { style: 'landing' });

export const pricePeriod = (plan: Pick<PlanView, 'billing_frequency'>) => (plan.billing_frequency === 'yearly' ? 'per year' : 'per month');

/**
 * What the promo takes off this plan ("20% off", "$2 off"): its coupon on a monthly plan, its annual coupon on a
 * yearly one (a code without one is valid for monthly plans only, 002 §5); nothing on the free plan.
 */
export function planDiscount(plan: PlanView, promo: PromoView | null): string | null {
  if (!promo?.coupon || plan.price === 0) return null;
  const coupon = plan.billing_frequency === 'yearly' ? promo.coupon.annual_coupon : promo.coupon;
  return formatDiscount(coupon, { style: 'landing' });
}
