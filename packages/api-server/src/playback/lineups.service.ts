/**
 * Lineups (001 §3, §7): a profile's choices for one tag set. get_or_instantiate makes an empty one (it follows the
 * profile's default filters until saved); saving writes the refmap. The lineup's credits and runtime are those of
 * the media the tag set's work plays (played-media.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Lineup } from '@sift/contracts';
import { lineups, works } from '../db/schema';
import type { AppContext } from '../http/context';
import { playedMediaFor } from './played-media';
import type { TagSetRow } from '../catalogue/tag-sets';

export type LineupRow = typeof lineups.$inferSelect;

/** The refmap of a profile's lineup for a tag set, or null when it has none. */
export async function lineupRefmap(ctx: AppContext, profileId: number, tagSetId: number): Promise<Record<string, boolean> | null> {
  const [row] = await ctx.db
    .select({ refmap: lineups.refmap })
    .from(lineups)
    .where(and(eq(lineups.profileId, profileId), eq(lineups.tagSetId, tagSetId)));
  return row?.refmap ?? null;
}

/** The profile's lineup for the tag set, made (empty) when it has none; safe when two requests race. */
export async function getOrInstantiateLineup(ctx: AppContext, profileId: number, tagSetId: number): Promise<LineupRow> {
  await ctx.db.insert(lineups).values({ profileId, tagSetId, refmap: {} }).onConflictDoNothing();
  const [row] = await ctx.db.select().from(lineups).where(and(eq(lineups.profileId, profileId), eq(lineups.tagSetId, tagSetId)));
  return row;
}

export async function lineupView(ctx: AppContext, row: LineupRow, set: TagSetRow): Promise<Lineup> {
  const [work] = await ctx.db.select().from(works).where(eq(works.id, set.workId));
  const media = work ? await playedMediaFor(ctx, work) : null;
  return {
    id: row.id,
    tag_set_id: row.tagSetId,
    refmap: row.refmap,
    credits: media?.credits ?? null,
    teaser_end: media?.teaserEnd ?? 0,
    runtime_unaltered: media?.duration ?? set.duration ?? 0,
  };
}
