/**
 * Tables of running the service rather than of the product: the worker's heartbeat (GET /readyz reads it) and the
 * cache versions that make every API process drop its kept catalogue answers when the catalogue changes
 * (docs/decisions/0091).
 */
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per running worker process, written every few seconds; a fresh one says jobs are being run. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  /** host:pid:random, unique per process start. */
  id: text('id').primaryKey(),
  /** 'worker' (SIFT_WORKER=1) or 'embedded' (jobs run inside an API process). */
  role: text('role').notNull(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A version per cached area, raised by a trigger in the same transaction as any change to that area's tables
 * (migration 0012), so a reader that sees the new version also sees the new rows.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
