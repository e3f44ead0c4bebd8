/**
 * The playback area's tables (001 §3, §4, §7): each profile's lineup per tag set, the streams a viewer opened (with
 * their place in the account's concurrent-stream limit) and the progress reports they sent.
 */
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { offerings, tagSets, works } from './catalogue';
import { profiles } from './core';
import { users } from './identity';

/**
 * A profile's choices for one tag set: tag ref_id to on/off. Empty until the viewer saves: it then follows the
 * profile's default filters (docs/decisions/0006).
 */
export const lineups = pgTable(
  'lineups',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tagSetId: integer('tag_set_id')
      .notNull()
      .references(() => tagSets.id, { onDelete: 'cascade' }),
    refmap: jsonb('refmap').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lineups_profile_tag_set_idx').on(t.profileId, t.tagSetId)],
);

/**
 * A stream a viewer opened (POST streams). `activeUntil` is its claim on the account's concurrent-stream limit:
 * START, PLAY and HEARTBEAT on the event socket extend it, STOP and a replacing stream end it, and a stream that
 * stops reporting lets it lapse (docs/decisions/0045). The claim is checked and written in one transaction that
 * locks the account's row, so the limit holds across API processes.
 */
export const streams = pgTable(
  'streams',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    tagSetId: integer('tag_set_id'),
    /** The demo-media folder this stream plays (every seeded work plays one of the demo titles). */
    mediaPath: text('media_path').notNull(),
    runtime: real('runtime').notNull(),
    replacingId: integer('replacing_id'),
    promptFeedback: boolean('prompt_feedback').notNull().default(false),
    feedback: text('feedback', { enum: ['thumbs_up', 'thumbs_down', 'dismissed'] }),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    lastLocation: real('last_location').notNull().default(0),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('streams_user_active_idx').on(t.userId, t.activeUntil), index('streams_profile_work_idx').on(t.profileId, t.workId)],
);

/** Progress reports (POST stream-watcheds), kept for watch history and support. */
export const streamWatcheds = pgTable(
  'stream_watcheds',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    location: real('location').notNull(),
    time: real('time').notNull(),
    app: text('app').notNull(),
    os: text('os'),
    osVersion: text('os_version'),
    browser: text('browser'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stream_watcheds_stream_idx').on(t.streamId)],
);
