/**
 * Billing (docs/decisions/0035, 0056, 0057, 0062-0065): our side of each subscription at the payment provider, the
 * invoices it billed (billing history, receipts), the provider's events (each stored once), the billing mails
 * (one per key, sent by the job queue), credit and gift cards, the cancel flow's discount; and the sandbox payment
 * provider's own records (what Stripe keeps on its side, for the provider that stands in for it without keys).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptions, users } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

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

// ---- the sandbox payment provider's own records (what Stripe keeps on its side) ----

export const sandboxCustomers = pgTable('payment_sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  defaultPaymentMethodId: text('default_payment_method_id'),
  /** Stripe's convention: negative is credit the customer has (gift cards, referral rewards). */
  balance: integer('balance').notNull().default(0),
  createdAt: createdAt(),
});

/** Every change of a customer's balance, as Stripe's customer balance transactions (credit added, spent on an invoice). */
export const sandboxBalanceTransactions = pgTable(
  'payment_sandbox_balance_transactions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** Stripe's sign: negative adds credit, positive spends it. */
    amount: integer('amount').notNull(),
    type: text('type', { enum: ['adjustment', 'applied_to_invoice', 'unspent_proration'] }).notNull(),
    invoiceId: text('invoice_id'),
    description: text('description'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('payment_sandbox_balance_transactions_customer_idx').on(t.customerId)],
);

export const sandboxPaymentMethods = pgTable('payment_sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** How the test card behaves (sandbox-cards.ts). */
  behaviour: text('behaviour').notNull(),
  billing: jsonb('billing').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable(
  'payment_sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    priceLookupKey: text('price_lookup_key').notNull(),
    /** Cents per period, and the period. */
    amount: integer('amount').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: at('trial_end'),
    /** Stripe's billing_cycle_anchor: every period ends a whole number of intervals after it (date-fns, clamped). */
    billingCycleAnchor: at('billing_cycle_anchor'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    discount: jsonb('discount').$type<DiscountState | null>(),
    latestIntentId: text('latest_intent_id'),
    latestInvoiceId: text('latest_invoice_id'),
    /** When customer.subscription.trial_will_end was sent for the current trial. */
    trialWillEndSentAt: at('trial_will_end_sent_at'),
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_sandbox_subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} in ('active', 'trialing', 'past_due')`)],
);

/**
 * The sandbox's invoices, as Stripe's: one renewal per period (the unique index makes a renewal bill once however
 * many workers reach it), with the dunning state of an unpaid one (attempts, the next automatic attempt).
 */
export const sandboxInvoices = pgTable(
  'payment_sandbox_invoices',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    billingReason: text('billing_reason', { enum: ['subscription_create', 'subscription_cycle', 'subscription_update'] }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'void', 'uncollectible'] }).notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    discountCode: text('discount_code'),
    total: integer('total').notNull(),
    /** Credit spent from the customer's balance: set when the invoice is paid, never before. */
    creditApplied: integer('credit_applied').notNull().default(0),
    amountPaid: integer('amount_paid').notNull().default(0),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextPaymentAttempt: at('next_payment_attempt'),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    latestIntentId: text('latest_intent_id'),
    paymentMethodId: text('payment_method_id'),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_sandbox_invoices_period_idx').on(t.subscriptionId, t.periodStart).where(sql`${t.billingReason} = 'subscription_cycle'`),
    index('payment_sandbox_invoices_retry_idx').on(t.nextPaymentAttempt).where(sql`${t.status} = 'open'`),
  ],
);

export const sandboxIntents = pgTable('payment_sandbox_intents', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['payment', 'setup'] }).notNull(),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id'),
  invoiceId: text('invoice_id'),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  clientSecret: text('client_secret').notNull(),
  errorCode: text('error_code'),
  errorMessage: text('error_message'),
  createdAt: createdAt(),
});

/** Money really taken: one row per successful payment (the concurrency tests count these). */
export const sandboxCharges = pgTable(
  'payment_sandbox_charges',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    customerId: text('customer_id').notNull(),
    invoiceId: text('invoice_id'),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_sandbox_charges_intent_idx').on(t.intentId)],
);

/** The sandbox's own idempotency, as Stripe's: a repeated key answers the stored result. */
export const sandboxIdempotencyKeys = pgTable('payment_sandbox_idempotency_keys', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  requestHash: text('request_hash').notNull(),
  result: jsonb('result'),
  createdAt: createdAt(),
});

/**
 * The events the sandbox emits, in Stripe's shape ({id, type, created, data: {object}}), written in the transaction
 * of the change; `deliveredAt` once handed to our event handler (the sandbox's webhook delivery).
 */
export const sandboxEvents = pgTable(
  'payment_sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    objectId: text('object_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull(),
    /** Insertion order, for delivery in the order the changes happened. */
    sequence: serial('sequence').notNull(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('payment_sandbox_events_undelivered_idx').on(t.sequence).where(sql`${t.deliveredAt} is null`)],
);
