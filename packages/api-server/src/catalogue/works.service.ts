/**
 * The works list of 000 §7 / 001 §7: type, category, maturities, catalogs, my_services, query, offering and
 * enabled status, the generic list filters, order_by names or ordering fields, and limit/offset paging.
 */
import { and, arrayOverlaps, asc, eq, exists, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { WorkPoster, WorkSummary, WorksQuery } from '@sift/contracts';
import { catalogs, offerings, profiles, works } from '../db/schema';
import type { AppContext } from '../http/context';
import { fieldError, notFound } from '../http/errors';
import { allOf, listFilters, listOrdering, type ListFields, type Page } from '../http/list-query';
import { posterUrl, workSummaryView, type OfferingBrief, type SummaryRow } from './catalogue-view';
import { catalogueScope } from './catalogue-version';

export const WORK_FIELDS: ListFields = {
  id: { column: works.id, kind: 'int' },
  slug: { column: works.slug, kind: 'string' },
  title: { column: works.sortTitle, kind: 'string' },
  year: { column: works.year, kind: 'int' },
  rating: { column: works.rating, kind: 'string' },
  maturity_id: { column: works.maturityId, kind: 'int' },
  duration: { column: works.duration, kind: 'int' },
  tmdb: { column: works.tmdbScore, kind: 'number' },
  popularity: { column: works.popularity, kind: 'int' },
  tags_count: { column: works.tagsCount, kind: 'int' },
  show_id: { column: works.showId, kind: 'int' },
  season_number: { column: works.seasonNumber, kind: 'int' },
  episode_number: { column: works.episodeNumber, kind: 'int' },
  is_watchable: { column: works.isWatchable, kind: 'boolean' },
};

/** order_by names the discover screen offers (content/v2/work-parameters), first is the default. */
export const ORDERS_BY: Record<string, string> = {
  popular: '-popularity',
  newest: '-year',
  oldest: 'year',
  title: 'title',
  rating: '-tmdb',
  'recently-added': '-id',
  'most-tags': '-tags_count',
};

/** Comma list of integers; non-integer entries are dropped, as the discover screen does (001 §2). */
export const intList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^-?\d{1,9}$/.test(s))
    .map(Number);

const TRUE = new Set(['true', '1', 'yes', 'y']);
export const isTrue = (raw: string | undefined) => raw !== undefined && TRUE.has(raw.toLowerCase());

export interface WorksListInput {
  params: WorksQuery & Record<string, string | number | undefined>;
  userId: number | null;
  profileId: number | null;
}

/** Catalog ids for `my_services`: the active profile's selection (or the primary's); null means all. */
async function myCatalogs(ctx: AppContext, userId: number | null, profileId: number | null): Promise<number[] | null> {
  if (!userId) return null;
  const rows = await ctx.db
    .select({ id: profiles.id, isPrimary: profiles.isPrimary, selected: profiles.selectedCatalogs })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const chosen = rows.find((p) => p.id === profileId) ?? rows.find((p) => p.isPrimary);
  const selected = chosen?.selected ?? [];
  return selected.length === 0 || selected.includes(-1) ? null : selected;
}

export const inCatalogs = (ids: number[]) =>
  exists(
    sql`(select 1 from ${offerings} where ${offerings.workId} = ${works.id} and ${inArray(offerings.catalogId, ids)})`,
  );

export async function worksConditions(ctx: AppContext, input: WorksListInput): Promise<SQL[]> {
  const p = input.params;
  const { type: _type, ...rest } = p;
  const generic = Object.fromEntries(
    Object.entries(rest).filter(([k, v]) => v !== undefined && !['limit', 'offset', 'ordering', 'order_by', 'recommended', 'view'].includes(k)),
  ) as Record<string, string>;
  const conditions = listFilters(generic, WORK_FIELDS);
  conditions.push(p.type ? eq(works.type, p.type) : ne(works.type, 'episode'));
  if (p.category) {
    const list = p.category.split(',').map((s) => s.trim()).filter(Boolean);
    if (list.length) conditions.push(arrayOverlaps(works.categories, list));
  }
  const maturities = intList(p.maturities);
  if (maturities.length) conditions.push(inArray(works.maturityId, maturities));
  const catalogIds = intList(p.catalogs);
  if (catalogIds.length && !catalogIds.includes(-1)) conditions.push(inCatalogs(catalogIds));
  if (isTrue(p.my_services)) {
    const mine = await myCatalogs(ctx, input.userId, input.profileId);
    if (mine) conditions.push(inCatalogs(mine));
  }
  const text = (p.query ?? '').replace(/\|/g, '').trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`${works.sortTitle} like ${pattern}`, sql`lower(${works.subtitle}) like ${pattern}`)!);
  }
  const offeringStatus = p.offering_status ?? 'all';
  if (offeringStatus === 'available' || offeringStatus === 'watchable') conditions.push(eq(works.isWatchable, true));
  else if (offeringStatus === 'unavailable') conditions.push(eq(works.isWatchable, false));
  else if (offeringStatus !== 'all') throw fieldError('offering_status', "Use 'available', 'unavailable' or 'all'.");
  if (p.recommended !== undefined) {
    const [workId] = intList(p.recommended);
    if (!workId || workId < 1) throw fieldError('recommended', 'A valid integer is required.');
    const like = await recommendedConditions(ctx, workId, 'recommended');
    conditions.push(...like);
  }
  const enabledStatus = p.enabled_status ?? 'enabled';
  if (enabledStatus === 'enabled') conditions.push(eq(works.isEnabled, true));
  else if (enabledStatus === 'disabled') conditions.push(eq(works.isEnabled, false));
  else if (enabledStatus !== 'all') throw fieldError('enabled_status', "Use 'enabled', 'disabled' or 'all'.");
  return conditions;
}

/**
 * Works like the given one (More Like This, 001 §2, §7): the same kind (a movie's are movies, a show's or an
 * episode's are shows), sharing at least one browse category, enabled, not the work itself. An unknown id is a
 * 404, or a field error on `field` when the id came in a query parameter.
 */
export async function recommendedConditions(ctx: AppContext, workId: number, field?: string): Promise<SQL[]> {
  const [work] = await ctx.db
    .select({ id: works.id, type: works.type, showId: works.showId, categories: works.categories })
    .from(works)
    .where(eq(works.id, workId));
  if (!work) throw field ? fieldError(field, 'No work with that id.') : notFound();
  const kind = work.type === 'movie' ? 'movie' : 'show';
  const own = [work.id, ...(work.showId ? [work.showId] : [])];
  return [
    eq(works.type, kind),
    eq(works.isEnabled, true),
    notInArray(works.id, own),
    work.categories.length ? arrayOverlaps(works.categories, work.categories) : sql`false`,
  ];
}

export function worksOrdering(params: { order_by?: string; ordering?: string }): SQL[] {
  let ordering = params.ordering;
  if (!ordering && params.order_by) {
    ordering = Object.hasOwn(ORDERS_BY, params.order_by) ? ORDERS_BY[params.order_by] : undefined;
    if (!ordering) throw fieldError('order_by', `Unknown order_by. Use one of: ${Object.keys(ORDERS_BY).join(', ')}.`);
  }
  const terms = listOrdering(ordering ?? ORDERS_BY.popular, WORK_FIELDS);
  // A unique last term keeps paging stable when the main key ties.
  return [...terms, asc(works.id)];
}

/** Offering briefs of several works in one query, grouped by work. */
export async function offeringsByWork(ctx: AppContext, workIds: number[]): Promise<Map<number, OfferingBrief[]>> {
  const map = new Map<number, OfferingBrief[]>();
  if (!workIds.length) return map;
  const rows = await ctx.readDb
    .select({
      workId: offerings.workId,
      type: offerings.type,
      catalogId: offerings.catalogId,
      catalogTitle: catalogs.title,
      catalogColor: catalogs.color,
      displayOrder: catalogs.displayOrder,
    })
    .from(offerings)
    .innerJoin(catalogs, eq(catalogs.id, offerings.catalogId))
    .where(inArray(offerings.workId, workIds))
    .orderBy(asc(catalogs.displayOrder));
  for (const row of rows) {
    const list = map.get(row.workId) ?? [];
    list.push(row);
    map.set(row.workId, list);
  }
  return map;
}

/** What a work summary is built from (catalogue-view.ts SummaryRow): lists read only these columns. */
export const SUMMARY_COLUMNS = {
  id: works.id,
  slug: works.slug,
  title: works.title,
  subtitle: works.subtitle,
  type: works.type,
  year: works.year,
  rating: works.rating,
  duration: works.duration,
  description: works.description,
  tmdbScore: works.tmdbScore,
  isWatchable: works.isWatchable,
  seasonNumber: works.seasonNumber,
  episodeNumber: works.episodeNumber,
  showId: works.showId,
  tagsCount: works.tagsCount,
};

export async function summariesOf(ctx: AppContext, base: string, rows: SummaryRow[]): Promise<WorkSummary[]> {
  const byWork = await offeringsByWork(ctx, rows.map((w) => w.id));
  return rows.map((w) => workSummaryView(base, w, byWork.get(w.id) ?? []));
}

/**
 * Counts of the same filter repeat as a viewer pages through results; the catalogue changes rarely, so a
 * count may be up to COUNT_TTL_MS old. Only derived numbers are kept: any process computes the same.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_SIZE = 500;
/** Per database (a test process may hold several in-memory ones, all at location 'memory'). */
const countCaches = new WeakMap<object, Map<string, { count: number; at: number }>>();

/**
 * Counts are bounded (docs/decisions/0040-catalogue-query-plans.md): exact up to limits.worksCountBound, and that
 * bound for anything larger, so a broad filter never counts the whole catalogue; paging goes on past it.
 */
export async function countWorks(ctx: AppContext, where: SQL | undefined): Promise<number> {
  const matching = ctx.readDb.select({ one: sql`1` }).from(works).where(where).limit(ctx.limits.worksCountBound).as('matching');
  const query = ctx.readDb.select({ count: sql<number>`count(*)::int` }).from(matching);
  const compiled = query.toSQL();
  const key = `${compiled.sql}|${JSON.stringify(compiled.params)}`;
  const scope = await catalogueScope(ctx);
  let countCache = countCaches.get(scope);
  if (!countCache) countCaches.set(scope, (countCache = new Map()));
  const now = Date.now();
  const hit = countCache.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.count;
  const [{ count }] = await query;
  if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
  countCache.set(key, { count, at: now });
  return count;
}

/**
 * Summaries as JSON, kept per work (and base URL) for SUMMARY_TTL_MS in each process: a list request reads only the
 * ids of its page from the database, and builds its answer from kept summaries, loading (one query each for the
 * works and their offerings) only those it does not have. Catalogue data changes rarely (decision 0040).
 */
const SUMMARY_TTL_MS = 60_000;
const SUMMARY_CACHE_MAX = 50_000;
const summaryCaches = new WeakMap<object, Map<string, { json: string; at: number }>>();

export async function summaryJsonOf(ctx: AppContext, base: string, ids: number[]): Promise<string[]> {
  const scope = await catalogueScope(ctx);
  let cache = summaryCaches.get(scope);
  if (!cache) summaryCaches.set(scope, (cache = new Map()));
  const now = ctx.clock.now();
  const key = (id: number) => `${base}|${id}`;
  const missing = ids.filter((id) => {
    const kept = cache.get(key(id));
    return !kept || now - kept.at >= SUMMARY_TTL_MS;
  });
  if (missing.length) {
    const rows = await ctx.readDb.select(SUMMARY_COLUMNS).from(works).where(inArray(works.id, missing));
    for (const summary of await summariesOf(ctx, base, rows)) {
      cache.delete(key(summary.id));
      cache.set(key(summary.id), { json: JSON.stringify(summary), at: now });
    }
    // Oldest first out (a Map iterates in insertion order; a reload re-inserts).
    for (const oldest of cache.keys()) {
      if (cache.size <= SUMMARY_CACHE_MAX) break;
      cache.delete(oldest);
    }
  }
  // A work deleted between the two reads is left out.
  return ids.map((id) => cache.get(key(id))?.json).filter((json): json is string => json !== undefined);
}

/** A work as a poster (`view=poster`): what the browse rows and the discover grid show. */
export const posterView = (base: string, w: Pick<SummaryRow, 'id' | 'slug' | 'title' | 'type' | 'year'>): WorkPoster => ({
  id: w.id,
  slug: w.slug,
  title: w.title,
  type: w.type,
  year: w.year,
  poster_url: posterUrl(base, w.slug),
});

const POSTER_COLUMNS = { id: works.id, slug: works.slug, title: works.title, type: works.type, year: works.year };

export async function listWorks(ctx: AppContext, base: string, input: WorksListInput, page: Page) {
  const where = allOf(await worksConditions(ctx, input));
  const orderBy = worksOrdering(input.params);
  if (input.params.view === 'poster') {
    // A poster needs five columns of the page's rows: read with the page, no summaries, no offerings.
    const [rows, count] = await Promise.all([
      ctx.readDb.select(POSTER_COLUMNS).from(works).where(where).orderBy(...orderBy).limit(page.limit).offset(page.offset),
      countWorks(ctx, where),
    ]);
    return { results: rows.map((w) => JSON.stringify(posterView(base, w))), count, bounded: count >= ctx.limits.worksCountBound };
  }
  const [rows, count] = await Promise.all([
    ctx.readDb.select({ id: works.id }).from(works).where(where).orderBy(...orderBy).limit(page.limit).offset(page.offset),
    countWorks(ctx, where),
  ]);
  const results = await summaryJsonOf(ctx, base, rows.map((r) => r.id));
  return { results, count, bounded: count >= ctx.limits.worksCountBound };
}
