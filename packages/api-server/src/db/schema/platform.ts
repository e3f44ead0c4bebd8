/**
 * Tables of the server's own machinery (not of a feature): the development clock's offset, shared by every API
 * process and worker on one database (docs/decisions/0030). The job queue's tables are pg-boss's own, in its
 * `pgboss` schema, installed and migrated by pg-boss at start (docs/decisions/0061).
 */
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far the development clock was moved (PUT /dev/clock/), one row: every process reads it, so API processes and
 * workers agree on "now". Production has no settable clock and never reads this table.
 */
export const devClock = pgTable('dev_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
