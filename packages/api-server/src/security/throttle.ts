/**
 * Attempt counters in the database (docs/decisions/0010-throttling.md). `reserveAttempt` counts and checks in
 * one statement (INSERT ... ON CONFLICT DO UPDATE ... RETURNING): the row lock makes it atomic, so a burst of
 * any size, spread over any number of API processes on one database, gets at most `limit` attempts through
 * per window. The attempt is reserved before the secret is checked, never after.
 *
 * Backoff: a window that ended over its limit is a strike; each strike doubles the next window (up to 2^6),
 * and a window that ends within the limit clears the strikes.
 */
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../http/context';
import { throttleCounters } from '../db/schema';

const MAX_STRIKES = 6;
const PRUNE_CHANCE = 0.01;
const PRUNE_AFTER_MS = 7 * 24 * 3600 * 1000;

export interface Reservation {
  allowed: boolean;
  count: number;
}

export async function reserveAttempt(ctx: AppContext, key: string, limit: number, windowMs: number): Promise<Reservation> {
  const now = new Date(ctx.clock.now());
  const t = throttleCounters;
  const expired = sql`${t.windowStartedAt} + (${windowMs}::double precision * power(2, ${t.strikes}) * interval '1 millisecond') <= ${now.toISOString()}::timestamptz`;
  const [row] = await ctx.db
    .insert(t)
    .values({ key, count: 1, windowStartedAt: now, strikes: 0 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
        strikes: sql`case when ${expired} then (case when ${t.count} > ${limit} then least(${t.strikes} + 1, ${MAX_STRIKES}) else 0 end) else ${t.strikes} end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${t.windowStartedAt} end`,
      },
    })
    .returning({ count: t.count });
  // Now and then, forget counters idle for a week (longer than any window with its backoff): no scheduler needed.
  if (Math.random() < PRUNE_CHANCE) {
    ctx.background.run('throttle prune', async () => {
      await ctx.db.delete(t).where(lt(t.windowStartedAt, new Date(ctx.clock.now() - PRUNE_AFTER_MS)));
    });
  }
  return { allowed: row.count <= limit, count: row.count };
}

/** Reserves each key in turn and stops at the first one over its limit (later keys are not charged). */
export async function reserveAll(ctx: AppContext, checks: { key: string; limit: number; windowMs: number }[]): Promise<boolean> {
  for (const check of checks) {
    if (!(await reserveAttempt(ctx, check.key, check.limit, check.windowMs)).allowed) return false;
  }
  return true;
}

/** Gives a reserved attempt back (a success that should not use up the budget, e.g. a shared address). */
export async function releaseAttempt(ctx: AppContext, key: string): Promise<void> {
  await ctx.db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(eq(throttleCounters.key, key));
}

/** Forgets the keys: after a success, the failures before it no longer count. */
export async function clearAttempts(ctx: AppContext, keys: string[]): Promise<void> {
  await ctx.db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
}
