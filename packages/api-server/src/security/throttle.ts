/** Failure counters kept in the database, so limits hold across server processes and restarts. */
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../http/context';
import { loginFailures } from '../db/schema';

export async function countRecentFailures(ctx: AppContext, key: string): Promise<number> {
  const since = new Date(ctx.clock.now() - ctx.limits.loginWindowMs);
  const rows = await ctx.db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gte(loginFailures.at, since)));
  return rows.length;
}

export async function recordFailure(ctx: AppContext, keys: string[]): Promise<void> {
  const at = new Date(ctx.clock.now());
  await ctx.db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
  // Old entries are useless; trimming here keeps the table small without a scheduler.
  await ctx.db.delete(loginFailures).where(lt(loginFailures.at, new Date(ctx.clock.now() - 24 * 3600 * 1000)));
}

export async function clearFailures(ctx: AppContext, keys: string[]): Promise<void> {
  await ctx.db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}
