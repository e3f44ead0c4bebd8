import { normalisePromoCode, PROMO_NOT_APPLIED, type Promo, type SubscriptionPlan } from '@sift/contracts';

/** An entered code that is not the applied one blocks submit (002 §5). */
export function unappliedPromoError(input: string, applied: Promo | null): string | null {
  const typed = normalisePromoCode(input).toLowerCase();
  if (!typed) return null;
  return applied && applied.code.toLowerCase() === typed ? null : PROMO_NOT_APPLIED;
}

/** A promo without an annual coupon only fits monthly plans (002 §5). */
export const promoFitsPlan = (promo: Promo, plan: Pick<SubscriptionPlan, 'billing_frequency'>) =>
  plan.billing_frequency !== 'yearly' || Boolean(promo.coupon?.annual_coupon);

/** The promo's discount on this plan in cents, as a negative number (0 without one). Percentages are rounded. */
export function discountCents(promo: Promo | null, plan: Pick<SubscriptionPlan, 'price' | 'billing_frequency'>): number {
  const coupon = promo?.coupon;
  if (!coupon) return 0;
  const source = plan.billing_frequency === 'yearly' ? coupon.annual_coupon : coupon;
  if (!source) return 0;
  if (source.percent_off !== null) return -Math.round((plan.price * source.percent_off) / 100);
  return -Math.min(plan.price, source.amount_off ?? 0);
}

/** 002 §9: the total is max(0, price + discount - gift balance); a trial charges nothing today. */
export function paymentTotal(price: number, discount: number, giftBalance: number, trialDays = 0): number {
  if (trialDays > 0) return 0;
  return Math.max(0, price + discount - giftBalance);
}
