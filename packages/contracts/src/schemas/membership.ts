import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id, text } from './common';

export const billingFrequency = lazySchema(() => z.enum(['monthly', 'yearly']));
export type BillingFrequency = z.infer<typeof billingFrequency>;

export const subscriptionPlan = lazySchema(() => z.object({
  id,
  price: z.number().int().nonnegative(),
  billing_frequency: billingFrequency,
  tier_level: z.number().int().nonnegative(),
  title: z.string(),
  title_display: z.string(),
  highlight_text: z.string().nullable(),
  requires_billing_info: z.boolean(),
  stripe_price_lookup_key: z.string(),
}));
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const coupon = lazySchema(() => z.object({
  percent_off: z.number().nullable(),
  amount_off: z.number().int().nullable(),
  friendly_title: z.string().nullable(),
  annual_coupon: z
    .object({ percent_off: z.number().nullable(), amount_off: z.number().int().nullable(), messaging: z.string().nullable() })
    .nullable(),
}));
export type Coupon = z.infer<typeof coupon>;

export const promo = lazySchema(() => z.object({
  code: z.string(),
  deal_message: z.string().nullable(),
  use_message: z.string().nullable(),
  trial_period_days: z.number().int().nonnegative(),
  coupon: coupon.nullable(),
  price: z.number().int().nullable(),
  /** How long the coupon lasts, as Stripe's: 'once' (the first invoice), 'repeating' (duration_in_months), 'forever'. */
  duration: z.string().nullable(),
  duration_in_months: z.number().int().nullable().optional(),
  messaging: z.string().nullable(),
}));
export type Promo = z.infer<typeof promo>;

/** Query of GET subscription-promos/: the code as typed (non-word characters are stripped by the server). */
export const promoQuery = lazySchema(() => z.object({ code: text(100).optional() }));

export const subscription = lazySchema(() => z.object({
  id,
  plan_id: id,
  plan_type: billingFrequency,
  plan_tier: z.string(),
  plan_price: z.string(),
  status_v2: z.enum(['active', 'incomplete']),
  last_payment_failed_at: z.string().nullable(),
  is_renewing: z.boolean(),
  is_upsellable_to_annual: z.boolean(),
  source: z.enum(['ios', 'tvos', 'google_play', 'roku', 'other']),
  end_date: z.string().nullable(),
  promo: z.string().nullable(),
  promo_price: z.string().nullable(),
  promo_message: z.string().nullable(),
  promo_expires: z.string().nullable(),
  subscription_is_active: z.boolean(),
  subscription_is_from_in_app_purchase: z.boolean(),
  is_card_expiring: z.boolean(),
  is_past_due: z.boolean(),
}));
export type Subscription = z.infer<typeof subscription>;

export const sharing = lazySchema(() => z.object({
  link: z.string(),
  image_url: z.string(),
  title: z.string(),
  description: z.string(),
  rewards_title: z.string(),
  rewards_help_text: z.string(),
  ends_at: z.string().nullable(),
  ends_rewards_at: z.string().nullable(),
  /**
   * The member's referrals (the account area): members who joined with their link, those whose first payment is
   * still to come, those rewarded, and the credit earned so far in cents.
   */
  rewards: z
    .object({
      referred: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
      rewarded: z.number().int().nonnegative(),
      earned: z.number().int().nonnegative(),
    })
    .optional(),
}));
export type Sharing = z.infer<typeof sharing>;
