/**
 * The next episode (001 §4, §7): by episode_id, the episode after it (next in the season, else the first of the
 * next season); by show_id, the active profile's next-up episode: the one it is watching, the one after the last it
 * watched to the credits, or the first.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { nextEpisodeAnswer, nextEpisodeQuery, type Episode } from '@sift/contracts';
import { workLocations, works } from '../db/schema';
import type { AppContext } from '../http/context';
import { fieldError, notFound } from '../http/errors';
import { baseUrl } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { summariesOf } from '../catalogue/works.service';
import { viewerFilters } from '../profiles/viewer-filters';

type WorkRow = typeof works.$inferSelect;

const episodesOf = (ctx: AppContext, showId: number) =>
  ctx.db
    .select()
    .from(works)
    .where(and(eq(works.showId, showId), eq(works.type, 'episode'), eq(works.isEnabled, true)))
    .orderBy(asc(works.seasonNumber), asc(works.episodeNumber), asc(works.id));

async function nextUp(ctx: AppContext, episodes: WorkRow[], profileId: number | null): Promise<WorkRow | null> {
  if (!episodes.length) return null;
  if (profileId === null) return episodes[0];
  const [latest] = await ctx.db
    .select()
    .from(workLocations)
    .where(and(eq(workLocations.profileId, profileId), inArray(workLocations.workId, episodes.map((e) => e.id))))
    .orderBy(desc(workLocations.updatedAt), desc(workLocations.id))
    .limit(1);
  if (!latest) return episodes[0];
  const index = episodes.findIndex((e) => e.id === latest.workId);
  return latest.isReachedCredits ? (episodes[index + 1] ?? null) : episodes[index];
}

const getNextEpisodeSchema = {
  summary: "The next episode: after episode_id, or the active profile's next-up episode of show_id. {episode: null} when there is none.",
  tags: ['playback'],
  querystring: nextEpisodeQuery,
  response: { 200: nextEpisodeAnswer },
};
async function getNextEpisode(request: ZodRequest<typeof getNextEpisodeSchema>) {
  const ctx = ctxOf(request);
  const { show_id: showId, episode_id: episodeId } = request.query;
  if ((showId === undefined) === (episodeId === undefined)) throw fieldError('show_id', 'Give either show_id or episode_id.');
  let next: WorkRow | null;
  if (episodeId !== undefined) {
    const [episode] = await ctx.db.select().from(works).where(and(eq(works.id, episodeId), eq(works.type, 'episode')));
    if (!episode?.showId) throw notFound();
    const episodes = await episodesOf(ctx, episode.showId);
    next = episodes[episodes.findIndex((e) => e.id === episode.id) + 1] ?? null;
  } else {
    const [show] = await ctx.db.select().from(works).where(and(eq(works.id, showId!), eq(works.type, 'show')));
    if (!show) throw notFound();
    const viewer = await viewerFilters(ctx, userOf(request).id, request.profileId);
    next = await nextUp(ctx, await episodesOf(ctx, show.id), viewer.profileId);
  }
  if (!next) return { episode: null };
  const [summary] = await summariesOf(ctx, baseUrl(ctx, request), [next]);
  return { episode: { ...summary, season_number: next.seasonNumber ?? 0, episode_number: next.episodeNumber ?? 0 } satisfies Episode };
}

export function nextEpisodeRoutes(app: ZodApp) {
  app.get('/content/next-episode/', { schema: getNextEpisodeSchema, config: { auth: 'user', usesProfile: true } }, getNextEpisode);
}
