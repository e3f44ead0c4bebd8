/**
 * Discovery's own tables (001 §3-§4): thumbs votes, watchlists and hidden works per profile, work requests and
 * title requests per account. Re-exported by index.ts.
 */
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { works } from './catalogue';
import { profiles } from './core';
import { users } from './identity';

/** Thumbs up (1) or down (-1) of a profile on a work; a vote of 0 deletes the row. */
export const likes = pgTable(
  'likes',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.workId] })],
);

/** A profile's watchlist (000 §1: each profile has its own), newest first. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.workId] }), index('watchlist_items_profile_created_idx').on(t.profileId, t.createdAt)],
);

/** Works a profile hid (001 §4): left out of its browse rows, discover grid, watchlist and recommendations. */
export const hiddenWorks = pgTable(
  'hidden_works',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.workId] })],
);

/** "Request" on an unavailable work (001 §4): once per account. */
export const workRequests = pgTable(
  'work_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workId] }), index('work_requests_work_idx').on(t.workId)],
);

/** 'Help Us Find Your Title!' (001 §2, §5): a title the catalogue does not have yet. */
export const titleRequests = pgTable(
  'title_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['movie', 'show'] }),
    title: text('title'),
    year: integer('year'),
    externalUrl: text('external_url'),
    service: text('service'),
    createdAt: createdAt(),
  },
  (t) => [index('title_requests_user_idx').on(t.userId)],
);
