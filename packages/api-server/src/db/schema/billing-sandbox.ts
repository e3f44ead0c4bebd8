/**
 * The sandbox payment provider's own records (decision 0062): what Stripe keeps on its side (customers, cards,
 * subscriptions, invoices, intents, charges, idempotency keys, events), for the provider that stands in for it when
 * no Stripe keys are set. Our side of billing is in billing.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import type { DiscountState } from './billing';

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
