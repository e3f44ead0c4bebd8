/**
 * The membership area's own tables (spec 002 §2.1, §4, §7; docs/decisions/0035-0039): the card payment provider's
 * side of each subscription, subscribe requests by idempotency key, referrals recorded at signup, social-login
 * identities and sign-in states, confirmed e-mail addresses, Iterable events, and the sandbox payment provider's
 * own records (what Stripe would keep on its side, for the provider that stands in for it without keys).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptions, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The card payment provider's subscription behind one of ours, and its latest payment. */
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
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscribe_requests_user_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('subscribe_requests_one_pending_idx').on(t.userId).where(sql`${t.state} = 'pending'`),
  ],
);

/** The referral code (`rupi`) a member joined with, so the sharing programme can credit both sides when they first pay. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The member whose sharing link carried the code; null when the code matches nobody (kept for support). */
    referrerUserId: integer('referrer_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** The referred member's first successful payment (amount > 0): when rewards become due. */
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    firstPaidSubscriptionId: integer('first_paid_subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Set by the sharing programme once both sides are credited. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId)],
);

/** A person's account at Google or Apple (the ID token's subject) linked to a Sift account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('social_identities_subject_idx').on(t.provider, t.subject), index('social_identities_user_idx').on(t.userId)],
);

/** A social sign-in on its way through the provider: state (digest), nonce and PKCE verifier, single use. */
export const socialLoginStates = pgTable('social_login_states', {
  stateDigest: text('state_digest').primaryKey(),
  provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Accounts whose e-mail address is proven: a mailed code, a mailed reset link, or a provider's verified e-mail. */
export const emailConfirmations = pgTable('email_confirmations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  method: text('method', { enum: ['code', 'reset_link', 'social'] }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});

/** Events for the marketing e-mail platform (POST iterable/), e.g. the last plan a visitor picked. */
export const iterableEvents = pgTable(
  'iterable_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    extras: jsonb('extras').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('iterable_events_user_idx').on(t.userId, t.event)],
);

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

export const sandboxSubscriptions = pgTable('payment_sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceLookupKey: text('price_lookup_key').notNull(),
  /** Cents per period, and the period. */
  amount: integer('amount').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  status: text('status').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  discount: jsonb('discount'),
  latestIntentId: text('latest_intent_id'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sandboxIntents = pgTable('payment_sandbox_intents', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['payment', 'setup'] }).notNull(),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id'),
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
