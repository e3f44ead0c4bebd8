/** Lineups (001 §7): GET lineups/get_or_instantiate/?tag_set_id= and the save, PATCH lineups/{id}/. */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { lineup as lineupSchema, lineupQuery, lineupUpdate, pathId } from '@sift/contracts';
import { lineups, profiles } from '../db/schema';
import { fieldError, notFound } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { tagSetById, tagsOfSet } from '../catalogue/tag-sets';
import { actingProfileId } from '../profiles/viewer-filters';
import { getOrInstantiateLineup, lineupView } from './lineups.service';

const getOrInstantiateLineupSchema = {
  summary: "The active profile's lineup for a tag set (made, empty, when it has none: it then follows the profile's default filters).",
  tags: ['playback'],
  querystring: lineupQuery,
  response: { 200: lineupSchema },
};
async function getOrInstantiateLineupRoute(request: ZodRequest<typeof getOrInstantiateLineupSchema>) {
  const ctx = ctxOf(request);
  const set = await tagSetById(ctx, request.query.tag_set_id);
  if (!set) throw fieldError('tag_set_id', 'Unknown tag set.');
  const profileId = await actingProfileId(ctx, userOf(request).id, request.profileId);
  return lineupView(ctx, await getOrInstantiateLineup(ctx, profileId, set.id), set);
}

const saveLineupSchema = {
  summary: "Saves a lineup's choices (refmap: tag ref_id to on/off). Keys must be tags of the lineup's tag set.",
  tags: ['playback'],
  params: z.object({ id: pathId }),
  body: lineupUpdate,
  response: { 200: lineupSchema },
};
async function saveLineup(request: ZodRequest<typeof saveLineupSchema>) {
  const ctx = ctxOf(request);
  const [row] = await ctx.db
    .select({ lineup: lineups })
    .from(lineups)
    .innerJoin(profiles, eq(profiles.id, lineups.profileId))
    .where(and(eq(lineups.id, request.params.id), eq(profiles.userId, userOf(request).id)));
  if (!row) throw notFound();
  const set = await tagSetById(ctx, row.lineup.tagSetId);
  if (!set) throw notFound();
  const known = new Set((await tagsOfSet(ctx.db, set)).map((t) => t.ref_id));
  const unknown = Object.keys(request.body.refmap).filter((refId) => !known.has(refId));
  if (unknown.length) throw fieldError('refmap', `Unknown tag: ${unknown.slice(0, 10).join(', ')}`);
  const [saved] = await ctx.db
    .update(lineups)
    .set({ refmap: request.body.refmap, updatedAt: new Date(ctx.clock.now()) })
    .where(eq(lineups.id, row.lineup.id))
    .returning();
  return lineupView(ctx, saved, set);
}

export function lineupsRoutes(app: ZodApp) {
  app.get(
    '/lineups/get_or_instantiate/',
    { schema: getOrInstantiateLineupSchema, config: { auth: 'user', usesProfile: true } },
    getOrInstantiateLineupRoute,
  );
  app.patch('/lineups/:id/', { schema: saveLineupSchema, config: { auth: 'user' } }, saveLineup);
}
