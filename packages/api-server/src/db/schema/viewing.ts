/**
 * Tables that several areas read and write: where each profile stopped watching (discovery shows it, the player
 * writes it), and which catalogs an account may play from (service linking writes it, the theater's verification
 * reads it). Each area's own tables live in their own `<area>.ts`, re-exported by index.ts.
 */
import { boolean, index, integer, pgTable, real, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogs, works } from './catalogue';
import { profiles } from './core';
import { users } from './identity';

/** Resume positions (000 §1, 001 §3 Work location): one row per profile and work, seconds. */
export const workLocations = pgTable(
  'work_locations',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    current: real('current').notNull().default(0),
    runTime: real('run_time').notNull(),
    isReachedCredits: boolean('is_reached_credits').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('work_locations_profile_work_idx').on(t.profileId, t.workId), index('work_locations_work_idx').on(t.workId)],
);

/** Catalog access (001 §3, §4): the account may play from this catalog; verified for one day after linking. */
export const catalogAccesses = pgTable(
  'catalog_accesses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    verifiedTo: timestamp('verified_to', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalog_accesses_user_catalog_idx').on(t.userId, t.catalogId)],
);
