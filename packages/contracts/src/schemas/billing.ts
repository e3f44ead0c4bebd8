/**
 * Subscribing and paying (002 §3, §4, §7): the subscription summary, subscribe requests and answers, the card
 * payment provider's pieces (client configuration, card, latest payment), promos of the signed-in user, the
 * Iterable event and the e-mail confirmation detail. docs/api-paths.md "Membership".
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { NUL_NOT_ALLOWED } from '../messages';
import { id, int32, paged, text } from './common';
import { promo, subscription, subscriptionPlan } from './membership';

/** GET subscriptions/my-subscription/ (002 §3 "Summary"). */
export const subscriptionSummary = lazySchema(() => z.object({
  subscription: z.nullable(subscription),
  subscription_is_active: z.boolean(),
  /** Plans the user may move to (all plans without a live subscription), by price ascending. */
  upgrade_paths: z.array(subscriptionPlan),
  subscription_discount_eligible: z.boolean(),
}));
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

export const mySubscriptionQuery = lazySchema(() => z.object({ bypass_pricing: z.optional(text(100)) }));

/** What the browser needs to take a card: Stripe's publishable key, or the sandbox that behaves like it. */
export const paymentClientConfig = lazySchema(() => z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), publishable_key: z.string() }),
  z.object({ provider: z.literal('sandbox') }),
]));
export type PaymentClientConfig = z.infer<typeof paymentClientConfig>;

/** A card as the account shows it (002 §3 "Billing card display"). */
export const billingCard = lazySchema(() => z.object({
  brand: z.string(),
  brand_img: z.string(),
  last4: z.string(),
  exp_month: z.int(),
  exp_year: z.int(),
}));
export type BillingCard = z.infer<typeof billingCard>;

/** The latest payment of a subscription: what the client needs to confirm it or to say why it failed. */
export const paymentInfo = lazySchema(() => z.object({
  intent_id: z.string(),
  /** 'payment' charges now; 'setup' only checks the card (a trial). */
  kind: z.enum(['payment', 'setup']),
  status: z.enum(['succeeded', 'requires_action', 'requires_payment_method', 'processing', 'canceled']),
  /** For the provider's client library to confirm the payment (3-D Secure). */
  client_secret: z.nullable(z.string()),
  amount: z.int().check(z.nonnegative()),
  /** The provider's message when the card failed (shown as returned, 002 §8). */
  error_message: z.nullable(z.string()),
  error_code: z.nullable(z.string()),
}));
export type PaymentInfo = z.infer<typeof paymentInfo>;

const extra = lazySchema(() =>
  z.record(text(100), z.unknown()).check(
    z.refine((value) => JSON.stringify(value).length <= 4096, 'Extra details are limited to 4 KB.'),
    z.refine((value) => !JSON.stringify(value).includes('\\u0000'), NUL_NOT_ALLOWED),
  ),
);

/**
 * POST subscriptions/ (002 §7). `idempotency_key` (or the Idempotency-Key header) makes a retry, a double click
 * or a second tab answer the same subscription instead of creating another.
 */
export const subscribeRequest = lazySchema(() => z.object({
  subscription_plan_id: int32,
  subscription_promo_code: z.optional(z.nullable(text(100))),
  idempotency_key: z.optional(text(100)),
  extra: z.optional(extra),
  rupi: z.optional(z.nullable(text(100))),
  campaign: z.optional(z.nullable(text(200))),
  ir_click_id: z.optional(z.nullable(text(200))),
  message: z.optional(z.nullable(text(1000))),
  /** The client's idea of the price, promo and billing name and zip, kept with the request for support. */
  plan_id: z.optional(int32),
  price: z.optional(int32),
  promo: z.optional(z.nullable(text(100))),
  name: z.optional(text(200)),
  zip: z.optional(text(20)),
}));
export type SubscribeRequest = z.infer<typeof subscribeRequest>;

export const subscribeResponse = lazySchema(() => z.extend(subscription, { latest_payment: z.nullable(paymentInfo) }));

/** GET subscriptions/preview/?subscription_plan_id=&subscription_promo_code=: what subscribing would charge today. */
export const subscribePreviewQuery = lazySchema(() => z.object({
  subscription_plan_id: z.pipe(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number)), int32),
  subscription_promo_code: z.optional(text(100)),
}));
/**
 * The payment page's "Due today", by the server's rules (docs/decisions/0064): `new` (the price minus the promo's
 * discount; 0 during a trial), `upgrade` (the provider's prorated charge), `resume` (the plan one has: nothing).
 * Credit is spent first. Cents.
 */
export const subscribePreview = lazySchema(() => z.object({
  plan_id: id,
  kind: z.enum(['new', 'upgrade', 'resume']),
  subtotal: z.int().check(z.nonnegative()),
  discount: z.int().check(z.nonnegative()),
  credit_applied: z.int().check(z.nonnegative()),
  due_today: z.int().check(z.nonnegative()),
  trial_days: z.int().check(z.nonnegative()),
}));
export type SubscribePreview = z.infer<typeof subscribePreview>;
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

export const confirmPaymentIntentBody = lazySchema(() => z.object({ intent_id: text(200) }));

/** POST stripe/customer/ (002 §7): the card token made by the provider's client library, and the billing form. */
export const paymentCustomerRequest = lazySchema(() => z.object({
  token: text(200).check(z.minLength(1)),
  email: z.optional(text(320)),
  name: z.optional(text(200)),
  address_line1: z.optional(text(200)),
  address_city: z.optional(text(100)),
  address_state: z.optional(text(100)),
  address_zip: z.optional(text(20)),
  address_country: z.optional(text(2)),
}));
export type PaymentCustomerRequest = z.infer<typeof paymentCustomerRequest>;

/**
 * The card saved as the default; with a past-due plan, the new card pays the open invoice at once: `past_due_payment`
 * is that payment (succeeded, requires_action with the secret to confirm, or requires_payment_method with the
 * provider's message), null when nothing was due.
 */
export const paymentCustomerResponse = lazySchema(() => z.object({ customer_id: z.string(), card: z.nullable(billingCard), past_due_payment: z.optional(z.nullable(paymentInfo)) }));
export type PaymentCustomerResponse = z.infer<typeof paymentCustomerResponse>;

export const defaultPaymentMethodResponse = lazySchema(() => z.object({ card: z.nullable(billingCard) }));

/** GET subscription-promos/active/: the promo of the user's subscription, or of their signup, while it is valid. */
export const activePromoResponse = lazySchema(() => z.object({ promo: z.nullable(promo) }));

/** GET subscription-promos/preview-annual-promo/?code= (002 §7, §9 'Annual promo default message'). */
export const annualPromoPreview = lazySchema(() => z.object({
  code: z.nullable(z.string()),
  plan_id: id,
  /** The yearly plan's price, and twelve months of the monthly plan, in cents. */
  annual_price: z.int().check(z.nonnegative()),
  monthly_equivalent_price: z.int().check(z.nonnegative()),
  /** The yearly price after the promo's annual coupon. */
  discounted_price: z.int().check(z.nonnegative()),
  messaging: z.string(),
}));
export type AnnualPromoPreview = z.infer<typeof annualPromoPreview>;

/** POST iterable/ (000 §7): an event for the marketing e-mail platform, e.g. 'last_plan_selected' with the plan. */
export const iterableEventBody = lazySchema(() => z.object({ event: text(100).check(z.minLength(1)), extras: z.optional(extra) }));

/** GET user-email-confirmations/detail/ (002 §7). */
export const emailConfirmationDetail = lazySchema(() => z.object({ email: z.string(), is_confirmed: z.boolean() }));
export type EmailConfirmationDetail = z.infer<typeof emailConfirmationDetail>;
export const emailConfirmationQuery = lazySchema(() => z.object({ token: z.optional(text(200)) }));

/** PATCH api/user-flags/: the flag itself, or the onboarding event that decides it (002 §4). */
export const userFlagsUpdate = lazySchema(() => z.object({
  has_onboarded: z.optional(z.boolean()),
  event: z.optional(z.enum(['services_step_done', 'start_filtering'])),
}));

/** The sandbox card form's request to the sandbox provider (the stand-in for Stripe.js tokenizing a card). */
export const sandboxCardRequest = lazySchema(() => z.object({
  number: text(40),
  exp_month: int32,
  exp_year: int32,
  cvc: text(8),
  name: z.optional(text(200)),
  address_zip: z.optional(text(20)),
  address_country: z.optional(text(2)),
}));
export const sandboxPaymentMethod = lazySchema(() => z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.int(), exp_year: z.int() }),
}));
export const sandboxAuthenticateBody = lazySchema(() => z.object({
  client_secret: text(300),
  outcome: z.enum(['complete', 'fail']),
}));

// ---- billing history (docs/decisions/0065) ----

/** An invoice of the member's, as Billing history lists it and a receipt describes it. Amounts in cents. */
export const invoice = lazySchema(() => z.object({
  id,
  /** What it was for: 'Monthly plan, 31 Jan 2027 - 28 Feb 2027', 'Upgrade to Annual'. */
  description: z.string(),
  /** paid; open (payment failed or waiting, retried); void or uncollectible (not paid, access ended). */
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  /** The price (or the prorated charge) before the discount. */
  subtotal: z.int(),
  discount: z.int().check(z.nonnegative()),
  discount_code: z.nullable(z.string()),
  total: z.int().check(z.nonnegative()),
  credit_applied: z.int().check(z.nonnegative()),
  /** What the card paid. */
  amount_paid: z.int().check(z.nonnegative()),
  amount_due: z.int().check(z.nonnegative()),
  period_start: z.string(),
  period_end: z.string(),
  /** When it was billed. */
  date: z.string(),
  paid_at: z.nullable(z.string()),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  next_payment_attempt: z.nullable(z.string()),
}));
export type Invoice = z.infer<typeof invoice>;

/** GET billing/invoices/: the member's invoices, newest first, paged (limit, offset). */
export const invoiceList = lazySchema(() => paged(invoice));
