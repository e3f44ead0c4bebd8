import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { id, text } from './common';

export const billingFrequency = lazySchema(() => z.enum(['monthly', 'yearly']));
export type BillingFrequency = z.infer<typeof billingFrequency>;

export const subscriptionPlan = lazySchema(() => z.object({
  id,
  price: z.int().check(z.nonnegative()),
  billing_frequency: billingFrequency,
  tier_level: z.int().check(z.nonnegative()),
  title: z.string(),
  title_display: z.string(),
  highlight_text: z.nullable(z.string()),
  requires_billing_info: z.boolean(),
  stripe_price_lookup_key: z.string(),
}));
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const coupon = lazySchema(() => z.object({
  percent_off: z.nullable(z.number()),
  amount_off: z.nullable(z.int()),
  friendly_title: z.nullable(z.string()),
  annual_coupon: z.nullable(
    z.object({ percent_off: z.nullable(z.number()), amount_off: z.nullable(z.int()), messaging: z.nullable(z.string()) }),
  ),
}));
export type Coupon = z.infer<typeof coupon>;

export const promo = lazySchema(() => z.object({
  code: z.string(),
  deal_message: z.nullable(z.string()),
  use_message: z.nullable(z.string()),
  trial_period_days: z.int().check(z.nonnegative()),
  coupon: z.nullable(coupon),
  price: z.nullable(z.int()),
  /** How long the coupon lasts, as Stripe's: 'once' (the first invoice), 'repeating' (duration_in_months), 'forever'. */
  duration: z.nullable(z.string()),
  duration_in_months: z.optional(z.nullable(z.int())),
  messaging: z.nullable(z.string()),
}));
export type Promo = z.infer<typeof promo>;

/** Query of GET subscription-promos/: the code as typed (non-word characters are stripped by the server). */
export const promoQuery = lazySchema(() => z.object({ code: z.optional(text(100)) }));

export const subscription = lazySchema(() => z.object({
  id,
  plan_id: id,
  plan_type: billingFrequency,
  plan_tier: z.string(),
  plan_price: z.string(),
  status_v2: z.enum(['active', 'incomplete']),
  last_payment_failed_at: z.nullable(z.string()),
  is_renewing: z.boolean(),
  is_upsellable_to_annual: z.boolean(),
  source: z.enum(['ios', 'tvos', 'google_play', 'roku', 'other']),
  end_date: z.nullable(z.string()),
  promo: z.nullable(z.string()),
  promo_price: z.nullable(z.string()),
  promo_message: z.nullable(z.string()),
  promo_expires: z.nullable(z.string()),
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
  ends_at: z.nullable(z.string()),
  ends_rewards_at: z.nullable(z.string()),
  /**
   * The member's referrals (the account area): members who joined with their link, those whose first payment is
   * still to come, those rewarded, and the credit earned so far in cents.
   */
  rewards: z.optional(
    z.object({
      referred: z.int().check(z.nonnegative()),
      pending: z.int().check(z.nonnegative()),
      rewarded: z.int().check(z.nonnegative()),
      earned: z.int().check(z.nonnegative()),
    }),
  ),
}));
export type Sharing = z.infer<typeof sharing>;
