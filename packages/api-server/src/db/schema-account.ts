/**
 * The account area's own tables (spec 002 §2.3-2.5, §3, §4, §7; docs/decisions/0055-0059): gift cards and the credit
 * ledger, the retention discount of the cancel flow, the cancel reasons and the canceling-user sessions, help
 * requests, support tickets and scheduled support calls.
 */
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptions, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Credit added to an account (gift cards, referral rewards, support credits): what the account page lists. The
 * balance itself is the payment provider's (it spends credit on invoices); this is the history of additions.
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
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** The cancel reasons tree (002 §3): two levels; reference data every installation has. */
export const cancelReasons = pgTable('cancel_reasons', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  text: text('text').notNull(),
  askForExplanation: boolean('ask_for_explanation').notNull().default(false),
  explanationPlaceholderText: text('explanation_placeholder_text'),
  ordering: integer('ordering').notNull(),
});

/** A finished cancel session (POST canceling-user-reasons/): written once when the flow ends (002 §4). */
export const cancelingUserReasons = pgTable(
  'canceling_user_reasons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: integer('reason').notNull(),
    reasonParent: integer('reason_parent'),
    reasonText: text('reason_text').notNull(),
    explanation: text('explanation'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    offersShown: jsonb('offers_shown').$type<string[]>().notNull().default([]),
    oneMonthFree: boolean('one_month_free').notNull().default(false),
    prioritySupport: boolean('priority_support').notNull().default(false),
    includedPromotion: boolean('included_promotion').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('canceling_user_reasons_user_idx').on(t.userId)],
);

/** POST help-requests/: a device and what is wrong, for the support team. */
export const helpRequests = pgTable('help_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  deviceType: text('device_type').notNull(),
  description: text('description').notNull(),
  createdAt: createdAt(),
});

/** POST support-tickets/: e.g. the cancel save offer's priority ticket (002 §9). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    privateDescription: text('private_description'),
    priority: text('priority', { enum: ['Low', 'Normal', 'High', 'Urgent'] }).notNull(),
    ticketTriggerType: text('ticket_trigger_type').notNull(),
    deviceType: text('device_type'),
    cancelReasonId: integer('cancel_reason_id'),
    cancelOfferSelected: text('cancel_offer_selected'),
    status: text('status', { enum: ['open', 'solved'] }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId)],
);

/** Support calls booked on /schedule-a-call (POST calendly-events/): one per slot. */
export const supportCalls = pgTable(
  'support_calls',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes'),
    timeZone: text('time_zone'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('support_calls_start_idx').on(t.startTime), index('support_calls_user_idx').on(t.userId)],
);
