/**
 * The watchlist and the hidden works are the same kind of list: a profile's works, each with the time it was added,
 * one table each with the same columns. Their reads and writes are written once, here, so the two cannot drift.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { hiddenWorks, watchlistItems } from '../db/schema';
import type { AppContext } from '../http/context';

export interface ProfileWorkRow {
  profileId: number;
  workId: number;
  createdAt: Date;
}

function profileWorkList(table: typeof watchlistItems | typeof hiddenWorks, max: number) {
  // The two tables have the same columns; drizzle cannot type a query over a union of tables, so one stands for both.
  const t = table as typeof watchlistItems;
  const mine = (profileId: number, workId?: number) => and(eq(t.profileId, profileId), workId === undefined ? undefined : eq(t.workId, workId));
  const get = async (ctx: AppContext, profileId: number, workId: number): Promise<ProfileWorkRow | null> =>
    (await ctx.db.select().from(t).where(mine(profileId, workId)))[0] ?? null;
  return {
    get,
    /** The profile's rows, newest first (at most `max`); only those of `ids` when given (an empty list reads nothing). */
    async items(ctx: AppContext, profileId: number, ids: number[] | null): Promise<ProfileWorkRow[]> {
      if (ids && !ids.length) return [];
      return ctx.db
        .select()
        .from(t)
        .where(and(mine(profileId), ids ? inArray(t.workId, ids) : undefined))
        .orderBy(desc(t.createdAt), desc(t.workId))
        .limit(max);
    },
    /** Adds the work; adding it again keeps the first row. The row, and whether this call added it. */
    async add(ctx: AppContext, profileId: number, workId: number): Promise<{ row: ProfileWorkRow; created: boolean }> {
      const [created] = await ctx.db.insert(t).values({ profileId, workId, createdAt: new Date(ctx.clock.now()) }).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      return { row: (await get(ctx, profileId, workId))!, created: false };
    },
    /** Takes the work off the list: whether it was on it. */
    async remove(ctx: AppContext, profileId: number, workId: number): Promise<boolean> {
      const removed = await ctx.db.delete(t).where(mine(profileId, workId)).returning({ workId: t.workId });
      return removed.length > 0;
    },
  };
}

/** Items answered by a list call without a work_id filter. */
export const PROFILE_LIST_MAX = 1000;
export const watchlist = profileWorkList(watchlistItems, PROFILE_LIST_MAX);
export const hiddenList = profileWorkList(hiddenWorks, PROFILE_LIST_MAX);
