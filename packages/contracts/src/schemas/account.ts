/**
 * The account area's calls (002 §3, §4, §7; docs/api-paths.md "Account"): changing the subscription (cancel,
 * reactivate, discount, downgrade, annual pricing), credit (balance, gift cards), the cancel flow's records (reasons,
 * the canceling-user session, help requests, support tickets) and scheduling a call.
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { CANCEL_EXPLANATION_MAX_LENGTH, PRIORITY_SUPPORT_DEVICES, SUPPORT_TICKET_PRIORITIES } from '../constants';
import { id, int32, text } from './common';

// ---- the subscription ----

/** POST subscriptions/{id}/redeem-discount/: the retention offer (50% for 3 months), optionally named by its code. */
export const redeemDiscountBody = lazySchema(() => z.object({ code: z.optional(z.nullable(text(100))) }));

/** POST subscriptions/{id}/downgrade-subscription/ (002 §7). */
export const downgradeSubscriptionBody = lazySchema(() => z.object({ target_plan_id: int32 }));

/**
 * GET subscriptions/{id}/preview-annual-pricing/ (002 §7), in cents: twelve months of the current plan, the yearly
 * plan's price (after the annual promo), what moving now would charge (prorated, credit used first) and the promo.
 */
export const annualPricingPreview = lazySchema(() => z.object({
  current_plan_annual_price: z.int().check(z.nonnegative()),
  target_plan_annual_price: z.int().check(z.nonnegative()),
  target_plan_id: id,
  charge_estimate: z.int().check(z.nonnegative()),
  promo: z.nullable(z.object({ code: z.nullable(z.string()), messaging: z.string() })),
}));
export type AnnualPricingPreview = z.infer<typeof annualPricingPreview>;

/** The answer when a change needs a card first: 400 {detail, action: 'setup'} (002 §4: the dialog shows the billing form). */
export const setupRequiredAnswer = lazySchema(() => z.object({ detail: z.string(), action: z.literal('setup') }));

// ---- credit ----

export const CREDIT_KINDS = ['gift_card', 'referral_reward', 'device_credit', 'support_credit'] as const;
export const creditTransaction = lazySchema(() => z.object({
  id,
  kind: z.enum(CREDIT_KINDS),
  /** Cents added to the account's credit. */
  amount: z.int(),
  description: z.string(),
  created_at: z.string(),
}));
export type CreditTransaction = z.infer<typeof creditTransaction>;

/** GET transactions/balance/: the credit the payment provider holds for the account (cents) and how it was added. */
export const accountBalance = lazySchema(() => z.object({ balance: z.int().check(z.nonnegative()), transactions: z.array(creditTransaction) }));
export type AccountBalance = z.infer<typeof accountBalance>;

/** The gift card code in the path (at most 16 characters, 002 §5, checked by the handler); compared uppercased. */
export const giftCardCodeParam = lazySchema(() => z.object({ code: text(64) }));
/** POST runa-gift-card/{code}/redeem/ {pin}. */
export const giftCardRedeemBody = lazySchema(() => z.object({ pin: text(20) }));
export const giftCardRedeemResponse = lazySchema(() => z.object({
  message: z.string(),
  /** Cents the card added. */
  amount: z.int().check(z.positive()),
  balance: z.int().check(z.nonnegative()),
}));
export type GiftCardRedeemResponse = z.infer<typeof giftCardRedeemResponse>;

// ---- the cancel flow ----

const cancelReasonFields = {
  id,
  parent_id: z.nullable(z.int()),
  text: z.string(),
  ask_for_explanation: z.boolean(),
  explanation_placeholder_text: z.nullable(z.string()),
};
/** A sub-reason (the tree has two levels). */
export const cancelReasonChild = lazySchema(() => z.object({ ...cancelReasonFields, children: z.array(z.unknown()).check(z.maxLength(0)) }));
/** GET cancel-reasons/ (002 §3): top-level reasons with their children. */
export const cancelReason = lazySchema(() => z.object({ ...cancelReasonFields, children: z.array(cancelReasonChild) }));
export type CancelReason = z.infer<typeof cancelReason>;
export type CancelReasonChild = z.infer<typeof cancelReasonChild>;

/** The offers a cancel session can show (002 §4), as recorded in offers_shown. */
export const CANCEL_OFFERS = [
  'new_device',
  'support',
  'annual_upgrade',
  'personalization',
  'email_support',
  'more_services',
  'get_help_email',
  'get_help_chat',
  'get_help_phone',
  'discount',
] as const;
export type CancelOffer = (typeof CANCEL_OFFERS)[number];

/** POST canceling-user-reasons/ (002 §3 "Cancel session"): the session, written once when the flow ends. */
export const cancelingUserReasonBody = lazySchema(() => z.object({
  reason: int32,
  reason_parent: z.optional(z.nullable(int32)),
  reason_text: text(300),
  explanation: z.optional(z.nullable(text(CANCEL_EXPLANATION_MAX_LENGTH))),
  subscription: z.optional(z.nullable(int32)),
  offers_shown: z._default(z.array(z.enum(CANCEL_OFFERS)).check(z.maxLength(CANCEL_OFFERS.length)), []),
  one_month_free: z._default(z.boolean(), false),
  priority_support: z._default(z.boolean(), false),
  /** True when the flow ended by taking the discount. */
  included_promotion: z._default(z.boolean(), false),
}));
export type CancelingUserReasonBody = z.input<typeof cancelingUserReasonBody>;
export const cancelingUserReason = lazySchema(() => z.object({
  id,
  reason: z.int(),
  reason_parent: z.nullable(z.int()),
  reason_text: z.string(),
  explanation: z.nullable(z.string()),
  subscription: z.nullable(z.int()),
  offers_shown: z.array(z.string()),
  one_month_free: z.boolean(),
  priority_support: z.boolean(),
  included_promotion: z.boolean(),
  created_at: z.string(),
}));
export type CancelingUserReason = z.infer<typeof cancelingUserReason>;

/** The devices of a priority request (002 §5). */
export const priorityDevice = lazySchema(() => z.enum(PRIORITY_SUPPORT_DEVICES));

/** POST help-requests/ (002 §3 "Help request: device type and description"). */
export const helpRequestBody = lazySchema(() => z.object({ device_type: priorityDevice, description: text(2000) }));
export const createdRecord = lazySchema(() => z.object({ id, detail: z.string() }));

/** POST support-tickets/ (002 §3 "Support ticket (cancel save offer)"). */
export const supportTicketBody = lazySchema(() => z.object({
  subject: text(200),
  description: text(5000),
  private_description: z.optional(text(5000)),
  priority: z.enum(SUPPORT_TICKET_PRIORITIES),
  ticket_trigger_type: text(100),
  device_type: z.optional(z.nullable(priorityDevice)),
  cancel_reason_id: z.optional(z.nullable(int32)),
  cancel_offer_selected: z.optional(z.nullable(text(100))),
}));
export type SupportTicketBody = z.infer<typeof supportTicketBody>;
export const supportTicket = lazySchema(() => z.object({
  id,
  subject: z.string(),
  priority: z.enum(SUPPORT_TICKET_PRIORITIES),
  ticket_trigger_type: z.string(),
  status: z.enum(['open', 'solved']),
  created_at: z.string(),
}));
export type SupportTicket = z.infer<typeof supportTicket>;

// ---- scheduling a call (/schedule-a-call) ----

/** GET calendly-events/availability/: the free call slots (ISO instants), in the support team's hours. */
export const callAvailability = lazySchema(() => z.object({ slot_minutes: z.int().check(z.positive()), time_zone: z.string(), slots: z.array(z.string()) }));
export type CallAvailability = z.infer<typeof callAvailability>;
/** POST calendly-events/ (002 §7 "scheduling event payload"). */
export const calendlyEventBody = lazySchema(() => z.object({
  start_time: text(40),
  name: text(200),
  phone: text(40),
  notes: z.optional(text(1000)),
  /** The invitee's time zone (IANA), for the confirmation mail. */
  time_zone: z.optional(text(60)),
}));
export type CalendlyEventBody = z.infer<typeof calendlyEventBody>;
export const calendlyEvent = lazySchema(() => z.object({ id, start_time: z.string(), end_time: z.string(), name: z.string(), phone: z.string() }));
export type CalendlyEvent = z.infer<typeof calendlyEvent>;
