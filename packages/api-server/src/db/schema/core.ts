/**
 * The schema's core: the tables several areas share besides identity and the catalogue (plans and subscriptions,
 * profiles and parental controls, analytics). Each area's tables are in their own file beside this one, and index.ts
 * gathers them all (see there).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

// ---- membership ----
export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer('id').primaryKey(),
  price: integer('price').notNull(),
  billingFrequency: text('billing_frequency', { enum: ['monthly', 'yearly'] }).notNull(),
  tierLevel: integer('tier_level').notNull(),
  title: text('title').notNull(),
  titleDisplay: text('title_display').notNull(),
  highlightText: text('highlight_text'),
  requiresBillingInfo: boolean('requires_billing_info').notNull(),
  stripePriceLookupKey: text('stripe_price_lookup_key').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    statusV2: text('status_v2', { enum: ['active', 'incomplete'] }).notNull(),
    isRenewing: boolean('is_renewing').notNull(),
    source: text('source', { enum: ['ios', 'tvos', 'google_play', 'roku', 'other'] })
      .notNull()
      .default('other'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the paid period ends; a cancelled subscription is active until then. */
    endDate: timestamp('end_date', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    promoCode: text('promo_code'),
    lastPaymentFailedAt: timestamp('last_payment_failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

export const promos = pgTable('promos', {
  code: text('code').primaryKey(),
  dealMessage: text('deal_message'),
  useMessage: text('use_message'),
  trialPeriodDays: integer('trial_period_days').notNull().default(0),
  coupon: jsonb('coupon'),
  price: integer('price'),
  /** The coupon's duration as Stripe's: 'once', 'repeating' (for duration_in_months) or 'forever'; null without a coupon. */
  duration: text('duration'),
  durationInMonths: integer('duration_in_months'),
  messaging: text('messaging'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const faqs = pgTable('faqs', {
  slug: text('slug').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  ordering: integer('ordering').notNull(),
});

export const sharingProgram = pgTable('sharing_program', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imagePath: text('image_path').notNull(),
  rewardsTitle: text('rewards_title').notNull(),
  rewardsHelpText: text('rewards_help_text').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  endsRewardsAt: timestamp('ends_rewards_at', { withTimezone: true }),
});

// ---- profiles and parental controls ----
export const avatarGroups = pgTable('avatar_groups', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  ordering: integer('ordering').notNull(),
});

export const avatars = pgTable('avatars', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => avatarGroups.id),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull(),
  ordering: integer('ordering').notNull(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatarId: integer('avatar_id').references(() => avatars.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    accountAccess: boolean('account_access').notNull().default(false),
    globalFilters: jsonb('global_filters').$type<Record<string, boolean>>().notNull().default({}),
    selectedCatalogs: jsonb('selected_catalogs').$type<number[]>().notNull().default([]),
    selectedDevices: jsonb('selected_devices').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('profiles_user_idx').on(t.userId)],
);

export const requiredFilters = pgTable('required_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  idMap: jsonb('id_map').$type<Record<string, boolean>>().notNull().default({}),
  passcodeHash: text('passcode_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- analytics ----

/** Analytics events from the web app (page views and, later, feature events), with the client ids they came with. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    browserId: text('browser_id'),
    extras: jsonb('extras').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_event_occurred_idx').on(t.event, t.occurredAt)],
);
