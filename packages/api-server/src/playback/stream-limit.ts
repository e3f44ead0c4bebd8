/**
 * The account's concurrent-stream limit (001 §7, §8: a 409 means too many streams), held in the database so it
 * holds across API processes (docs/decisions/0045). A stream claims a place by START, PLAY or HEARTBEAT; the claim
 * lapses STREAM_IDLE_RELEASE_S after the last one, ends with STOP, and passes to the stream that replaces it.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { CONCURRENT_STREAMS_LIMIT, STREAM_IDLE_RELEASE_S } from '@sift/contracts';
import type { Db } from '../db/database';
import { streams, users } from '../db/schema';
import type { AppContext } from '../http/context';

export type ClaimResult = 'claimed' | 'too-many' | 'ended';

/**
 * Claims (or extends) the stream's place. One transaction: the account's user row is locked first, so two
 * claims for the same account, in any processes, are checked one after the other and never both pass the count.
 */
export async function claimStreamPlace(ctx: AppContext, userId: number, streamId: number, limit = CONCURRENT_STREAMS_LIMIT): Promise<ClaimResult> {
  const now = new Date(ctx.clock.now());
  return (ctx.db as Db).transaction(async (tx) => {
    await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
    const [own] = await tx.select({ endedAt: streams.endedAt }).from(streams).where(eq(streams.id, streamId));
    if (!own || own.endedAt) return 'ended';
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(streams)
      .where(and(eq(streams.userId, userId), ne(streams.id, streamId), isNull(streams.endedAt), gt(streams.activeUntil, now)));
    if (count >= limit) return 'too-many';
    await tx
      .update(streams)
      .set({ activeUntil: new Date(now.getTime() + STREAM_IDLE_RELEASE_S * 1000) })
      .where(eq(streams.id, streamId));
    return 'claimed';
  });
}

/** Gives the place up without ending the stream (its socket closed; a later PLAY claims again). */
export async function releaseStreamPlace(ctx: AppContext, streamId: number): Promise<void> {
  await ctx.db.update(streams).set({ activeUntil: null }).where(eq(streams.id, streamId));
}

/** Ends the stream (STOP, a stop or unload report, or a replacing stream): it no longer counts and cannot claim. */
export async function endStream(ctx: AppContext, streamId: number): Promise<void> {
  await ctx.db
    .update(streams)
    .set({ activeUntil: null, endedAt: new Date(ctx.clock.now()) })
    .where(and(eq(streams.id, streamId), isNull(streams.endedAt)));
}
