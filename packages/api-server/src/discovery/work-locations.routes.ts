/**
 * GET work-locations (001 §3, §7): where the active profile stopped in works, newest first. The player writes
 * them (stream-watcheds); posters, episode rows and the show page's next-up season read them here.
 */
import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { paged as pagedSchema, workLocation, workLocationsQuery, type WorkLocation } from '@sift/contracts';
import { workLocations, works } from '../db/schema';
import { fieldError } from '../http/errors';
import { pagedList } from '../http/list-query';
import type { ZodApp, ZodRequest } from '../http/route-layer';
import { intList } from '../catalogue/works.service';
import { viewerOf } from '../profiles/viewer';

const IDS_MAX = 500;
const LIST_MAX = 500;

const positiveId = (field: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const [id] = intList(raw);
  if (!id || id < 1) throw fieldError(field, 'A valid integer is required.');
  return id;
};

const listWorkLocationsSchema = {
  summary:
    "The active profile's work locations, newest first: work_id (comma list; a show's id answers its most recently watched episode's location under the show's id, for its poster), season_id or show_id (its episodes). Other parameters (a cache-bypass value) are ignored.",
  tags: ['discovery'],
  querystring: workLocationsQuery,
  response: { 200: pagedSchema(workLocation) },
};
async function listWorkLocations(request: ZodRequest<typeof listWorkLocationsSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  const query = request.query;
  const ids = query.work_id === undefined ? null : intList(query.work_id).filter((id) => id > 0);
  if (ids && ids.length > IDS_MAX) throw fieldError('work_id', `At most ${IDS_MAX} ids.`);
  const seasonId = positiveId('season_id', query.season_id);
  const showId = positiveId('show_id', query.show_id);

  const view = (row: typeof workLocations.$inferSelect, workId = row.workId): WorkLocation => ({
    work_id: workId,
    current: row.current,
    run_time: row.runTime,
    is_reached_credits: row.isReachedCredits,
  });
  const select = (conditions: (SQL | undefined)[]) =>
    ctx.db
      .select({ location: workLocations, showId: works.showId })
      .from(workLocations)
      .innerJoin(works, eq(works.id, workLocations.workId))
      .where(and(eq(workLocations.profileId, profileId), ...conditions))
      .orderBy(desc(workLocations.updatedAt), desc(workLocations.id))
      .limit(LIST_MAX);

  let list: WorkLocation[];
  if (ids) {
    if (!ids.length) {
      list = [];
    } else {
      const [direct, ofShows] = await Promise.all([
        select([inArray(workLocations.workId, ids)]),
        select([isNotNull(works.showId), inArray(works.showId, ids)]),
      ]);
      const latestPerShow = new Map<number, WorkLocation>();
      for (const row of ofShows) if (!latestPerShow.has(row.showId!)) latestPerShow.set(row.showId!, view(row.location, row.showId!));
      list = [...direct.map((r) => view(r.location)), ...latestPerShow.values()];
    }
  } else {
    const rows = await select([
      seasonId !== undefined ? eq(works.seasonId, seasonId) : undefined,
      showId !== undefined ? eq(works.showId, showId) : undefined,
    ]);
    list = rows.map((r) => view(r.location));
  }
  return pagedList(ctx, request, list, { limit: String(LIST_MAX) });
}

export function workLocationsRoutes(app: ZodApp) {
  app.get('/work-locations/', { schema: listWorkLocationsSchema, config: { auth: 'user', usesProfile: true } }, listWorkLocations);
}
