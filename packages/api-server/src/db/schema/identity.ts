/** The schema's identity tables: accounts, sign-in tokens, codes and resets, throttles, the development outbox. */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased: e-mail addresses are compared case-insensitively. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  isStaff: boolean('is_staff').notNull().default(false),
  /** False once staff disabled the account: its password no longer signs in (403) and its tokens were revoked. */
  isActive: boolean('is_active').notNull().default(true),
  isBetaUser: boolean('is_beta_user').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id'),
  hasOnboarded: boolean('has_onboarded').notNull().default(false),
  rupi: text('rupi'),
  irClickId: text('ir_click_id'),
  signupPromoCode: text('signup_promo_code'),
  /** This user's own code in sharing links. */
  referralCode: text('referral_code').notNull().unique(),
  createdAt: createdAt(),
  /**
   * Raised by database triggers whenever something the API keeps per member changes (tokens, profiles, a profile's
   * watchlist or hidden works, work requests, subscriptions): the key of the per-member caches
   * (http/viewer-cache.ts, docs/decisions/0085). Never written by the application.
   */
  viewerVersion: integer('viewer_version').notNull().default(0),
});

/** API tokens. Only a SHA-256 digest is stored, so a leaked table does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    digest: text('digest').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff user who impersonates, when the token came from an impersonation token. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const impersonationTokens = pgTable('impersonation_tokens', {
  digest: text('digest').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Six-character codes mailed for signup confirmation, e-mail change and the newsletter. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'email_change', 'newsletter'] }).notNull(),
    email: text('email').notNull(),
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Wrong guesses; the code dies after a few so six characters cannot be brute-forced. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_lookup_idx').on(t.purpose, t.email)],
);

export const passwordResets = pgTable('password_resets', {
  digest: text('digest').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Attempt counters (docs/decisions/0010-throttling.md): one row per key (`login:pair:<email>|<address>`,
 * `passcode:user:<id>`, `mail:recipient:<email>`...), counted and checked in one statement so a burst across
 * any number of API processes cannot pass more attempts than the limit.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** Windows in a row that ended over the limit; each doubles the next window (backoff). */
  strikes: integer('strikes').notNull().default(0),
});

/** Addresses an account has signed in from: the account-wide login ceiling does not lock them out. */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Mail kept by the embedded development outbox (never used in production mode). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  link: text('link'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
