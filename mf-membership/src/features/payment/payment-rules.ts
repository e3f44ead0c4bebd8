import {
  normalisePromoCode,
  PROMO_NOT_APPLIED,
  PROVIDE_REQUIRED_FIELDS,
  ZIP_INVALID,
  type Promo,
  type SubscriptionPlan,
} from '@sift/contracts';
import type { BillingDetails } from './card-entry/card-entry';

export type BillingForm = Required<Omit<BillingDetails, 'email'>>;

export const EMPTY_BILLING: BillingForm = {
  name: '',
  address_line1: '',
  address_city: '',
  address_state: '',
  address_zip: '',
  address_country: 'US',
};

/** US zip: 5 digits or 5+4 (002 §5). */
export const isValidUsZip = (zip: string) => /^\d{5}(-\d{4})?$/.test(zip.trim());

/** 002 §5: name, zip and country always; address, city and state when the plan requires billing info. */
export function billingErrors(form: BillingForm, plan: Pick<SubscriptionPlan, 'requires_billing_info'>): { form?: string; zip?: string } {
  const required: (keyof BillingForm)[] = ['name', 'address_zip', 'address_country'];
  if (plan.requires_billing_info) required.push('address_line1', 'address_city', 'address_state');
  if (required.some((field) => !form[field].trim())) return { form: PROVIDE_REQUIRED_FIELDS };
  if (form.address_country === 'US' && !isValidUsZip(form.address_zip)) return { zip: ZIP_INVALID };
  return {};
}

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
