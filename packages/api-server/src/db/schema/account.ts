/**
 * The account area's own tables (spec 002 §2.3-2.5, §3, §4, §7; docs/decisions/0055-0059): the cancel reasons and
 * the canceling-user sessions, help requests, support tickets and scheduled support calls. Gift cards, credit and the
 * cancel flow's discount are billing's (billing.ts).
 */
import { boolean, customType, date, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sql } from 'drizzle-orm';
import { subscriptions } from './core';
import { users } from './identity';

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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The TV device offer's support requests (002 §2.5: the receipt sent through a support request; $30 credit in 3-5
 * business days): the receipt kept with the request, and staff's review. Approving one credits the account once
 * (account_credits' unique key `device-credit:{id}`); one request per account that is pending or approved
 * (docs/decisions/0106).
 */
export const deviceCreditRequests = pgTable(
  'device_credit_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    purchasedOn: date('purchased_on').notNull(),
    orderNumber: text('order_number'),
    description: text('description'),
    receiptName: text('receipt_name').notNull(),
    receiptType: text('receipt_type').notNull(),
    receipt: bytea('receipt').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull().default('pending'),
    creditAmount: integer('credit_amount'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open or granted request per account, whoever sends it at once.
    uniqueIndex('device_credit_requests_one_per_user_idx').on(t.userId).where(sql`${t.status} <> 'declined'`),
    index('device_credit_requests_status_idx').on(t.status, t.createdAt),
  ],
);
