/**
 * Billing (docs/decisions/0035, 0056, 0057, 0062-0065): our side of each subscription at the payment provider, the
 * invoices it billed (billing history, receipts), the provider's events (each stored once), the billing mails
 * (one per key, sent by the job queue), credit and gift cards, the cancel flow's discount. The sandbox payment
 * provider's own records are in billing-sandbox.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { subscriptions } from './core';
import { users } from './identity';

/**
 * A discount as the provider holds it on a subscription (Stripe's Discount): the coupon's terms, when it started, and
 * when it ends (null: forever, or 'once' until the invoice that uses it). ISO strings in JSON.
 */
export interface DiscountState {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
  start: string;
  end: string | null;
}

// ---- our side ----

/** The card payment provider's subscription behind one of ours, as last read from the provider. */
export const providerSubscriptions = pgTable('provider_subscriptions', {
  subscriptionId: integer('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
  customerId: text('customer_id').notNull(),
  /** The provider's status as last read (active, trialing, incomplete, past_due, canceled...). */
  providerStatus: text('provider_status').notNull(),
  latestIntentId: text('latest_intent_id'),
  latestInvoiceId: text('latest_invoice_id'),
  trialEnd: at('trial_end'),
  currentPeriodStart: at('current_period_start'),
  currentPeriodEnd: at('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The discount on the subscription now (it says what the next invoice charges); null without one. */
  discount: jsonb('discount').$type<DiscountState | null>(),
  endedAt: at('ended_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /**
   * When the read this row holds began (the database's clock): a read that began earlier never overwrites it, so two
   * handlers racing on one subscription leave the fresher state (docs/decisions/0063).
   */
  syncedAt: at('synced_at'),
});

/**
 * POST subscriptions/ requests by idempotency key. The first request with a key does the work; any other with the
 * same key waits for it and answers the same. At most one request per user is pending at a time (the partial
 * unique index), so two tabs with different keys cannot subscribe twice either.
 */
export const subscribeRequests = pgTable(
  'subscribe_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request's plan and promo: the same key with other details is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    answerStatus: integer('answer_status'),
    answer: jsonb('answer'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('subscribe_requests_user_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('subscribe_requests_one_pending_idx').on(t.userId).where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * An invoice the provider billed for one of our subscriptions, as last read from the provider: what Billing history
 * lists and what a receipt says. Amounts in cents: subtotal (the price, or the prorated charge), discount, total,
 * credit applied from the customer balance, amount paid by the card, amount still due.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    status: text('status', { enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] }).notNull(),
    /** subscription_create (the first), subscription_cycle (a renewal or a trial's end), subscription_update (an upgrade). */
    billingReason: text('billing_reason').notNull(),
    description: text('description').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    discountCode: text('discount_code'),
    total: integer('total').notNull(),
    creditApplied: integer('credit_applied').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    amountRemaining: integer('amount_remaining').notNull(),
    attemptCount: integer('attempt_count').notNull(),
    nextPaymentAttempt: at('next_payment_attempt'),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: at('paid_at'),
    /** When the provider created it (the provider's clock). */
    invoicedAt: at('invoiced_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** As provider_subscriptions.synced_at: when the read this row holds began. */
    syncedAt: at('synced_at'),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.invoicedAt), index('invoices_subscription_idx').on(t.subscriptionId)],
);

/**
 * The provider's events (Stripe's webhooks; the sandbox's own, in the same shape), each stored once by its id: a
 * replayed event is found here and changes nothing. `processedAt` is set once the handler applied it.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The id of the object the event is about (a subscription or an invoice). */
    objectId: text('object_id').notNull(),
    /** Stripe's `created` (the provider's clock). */
    occurredAt: at('occurred_at').notNull(),
    /** The event as received: its object's snapshot (the handler reads the object fresh from the provider). */
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('billing_events_provider_event_idx').on(t.provider, t.eventId),
    index('billing_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);

/**
 * Billing mails (receipts, dunning, trial and renewal reminders), one per key (e.g. `receipt:<invoice>`), written in
 * the transaction that decided it and sent by the job queue: a crash loses none, a replay sends none twice.
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['receipt', 'payment_failed', 'payment_action_required', 'dunning_ended', 'trial_ending', 'renewal_reminder'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('billing_notices_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`), index('billing_notices_user_idx').on(t.userId)],
);

/**
 * Gift cards (POST runa-gift-card/{code}/redeem/). A card is claimed by one statement (available -> redeeming), so
 * two requests at once cannot both redeem it; the credit goes to the payment provider with the card's code as the
 * idempotency key, then the card is marked redeemed. A claim left by a process that died is retried by its redeemer.
 */
export const giftCards = pgTable('gift_cards', {
  /** Upper case, at most 16 characters (002 §5). */
  code: text('code').primaryKey(),
  /** Argon2id digest of the PIN (4 digits). */
  pinHash: text('pin_hash').notNull(),
  /** Cents. */
  amount: integer('amount').notNull(),
  state: text('state', { enum: ['available', 'redeeming', 'redeemed'] }).notNull().default('available'),
  redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  claimedAt: at('claimed_at'),
  redeemedAt: at('redeemed_at'),
  createdAt: createdAt(),
});

/**
 * Credit added to an account (gift cards, referral rewards, support credits): what the account page lists. The
 * balance itself is the payment provider's (it spends credit on paid invoices); this is the history of additions.
 */
export const accountCredits = pgTable(
  'account_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['gift_card', 'referral_reward', 'device_credit', 'support_credit'] }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** The provider's idempotency key of the credit: one row per credit, however often it is retried. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('account_credits_user_idx').on(t.userId)],
);

/** The cancel flow's discount (50% for 3 months, 002 §9), at most once per subscription. */
export const retentionDiscounts = pgTable('retention_discounts', {
  subscriptionId: integer('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  percentOff: real('percent_off').notNull(),
  durationInMonths: integer('duration_in_months').notNull(),
  redeemedAt: at('redeemed_at').notNull(),
  endsAt: at('ends_at').notNull(),
});
