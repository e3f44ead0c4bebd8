/**
 * The membership area's own tables (spec 002 §2.1, §4, §7; docs/decisions/0036-0039): referrals recorded at signup,
 * social-login identities and sign-in states, confirmed e-mail addresses, Iterable events. Subscriptions' billing
 * and the payment providers' records are in billing.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { subscriptions } from './core';
import { users } from './identity';

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
