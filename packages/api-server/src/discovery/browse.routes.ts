/**
 * What the browse and discover screens are built from (001 §2, §7): the discover filter bar's parameters, the
 * service overlay's catalogs, browse rows (categories-v2), the hero and the category list. All but the service
 * filter are the same for every caller: public, cached by browsers and proxies (http-cache.ts).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  ALL_CATALOGS,
  AMAZON_CHANNEL_SLUG_PART,
  browseCategory,
  browseRowOfPosters,
  browseRowsQuery,
  heroItem,
  listQuery,
  paged as pagedSchema,
  serviceFilters,
  workParameters,
} from '@sift/contracts';
import { browseCategories, catalogs, heroItems, maturityRatings, profiles, streamingServices, works } from '../db/schema';
import { backdropUrl, catalogView, serviceView } from '../catalogue/catalogue-view';
import { ORDERS_BY } from '../catalogue/works.service';
import { baseUrl, pagedList } from '../http/list-query';
import { ctxOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { browseRows } from './browse-rows.service';
import { markPublic, publicAnswer } from '../http/http-cache';
import { catalogueScope } from '../catalogue/catalogue-version';
import { viewerProfileId } from '../profiles/viewer';

/** Labels of the discover orders (ORDERS_BY keys, popular first: the default). */
const ORDER_LABELS: Record<string, string> = {
  popular: 'Most Popular',
  newest: 'Newest',
  oldest: 'Oldest',
  title: 'Title (A-Z)',
  rating: 'Highest Rated',
  'recently-added': 'Recently Added',
  'most-tags': 'Most Filters',
};

const workParametersSchema = {
  summary: "The discover filter bar's options: orders (the first is the default), categories, types, maturity ratings, services with their catalogs.",
  tags: ['discovery'],
  response: { 200: workParameters },
};
async function getWorkParameters(request: ZodRequest<typeof workParametersSchema>) {
  const ctx = ctxOf(request);
  const base = baseUrl(ctx, request);
  const [categories, ratings, services, allCatalogs] = await Promise.all([
    ctx.db.select().from(browseCategories).orderBy(asc(browseCategories.sortKey)),
    ctx.db.select().from(maturityRatings).orderBy(asc(maturityRatings.ordering)),
    ctx.db.select().from(streamingServices).orderBy(asc(streamingServices.displayOrderLinking)),
    ctx.db.select().from(catalogs).orderBy(asc(catalogs.displayOrder)),
  ]);
  markPublic(request);
  return {
    orders_by: Object.keys(ORDERS_BY).map((value) => ({ value, label: ORDER_LABELS[value] ?? value })),
    categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
    types: [
      { value: 'movie', label: 'Movies' },
      { value: 'show', label: 'Shows' },
    ],
    maturity_ratings: ratings.map((r) => ({
      id: r.id,
      rating: r.rating,
      kind: r.rating === 'NR' ? ('both' as const) : r.rating.startsWith('TV-') ? ('show' as const) : ('movie' as const),
    })),
    services: services.map((s) => serviceView(base, ctx.config.siteOrigins[0], s, allCatalogs.filter((c) => c.serviceId === s.id))),
  };
}

/** The overlay's groups: each service's own catalogs first, then Prime Video channels, then the stores. */
function catalogGroups(rows: (typeof catalogs.$inferSelect)[]) {
  const channels = rows.filter((c) => c.slug.includes(AMAZON_CHANNEL_SLUG_PART));
  const stores = rows.filter((c) => c.offeringType === 'rental' || c.offeringType === 'purchase');
  const core = rows.filter((c) => !channels.includes(c) && !stores.includes(c));
  return [
    { key: 'core_catalogs', title: 'Streaming Services', catalogs: core },
    { key: 'channels', title: 'Prime Video Channels', catalogs: channels },
    { key: 'stores', title: 'Buy or Rent', catalogs: stores },
  ].filter((group) => group.catalogs.length);
}

const serviceFiltersSchema = {
  summary: "Every catalog, the same grouped for the 'See Content From...' overlay (core_catalogs first), and the active profile's selected_catalogs ([-1] = all; visitors always [-1]).",
  tags: ['discovery'],
  response: { 200: serviceFilters },
};
async function getServiceFilters(request: ZodRequest<typeof serviceFiltersSchema>) {
  const ctx = ctxOf(request);
  const base = baseUrl(ctx, request);
  const rows = await ctx.db.select().from(catalogs).orderBy(asc(catalogs.displayOrder));
  let selected: number[] = [ALL_CATALOGS];
  if (request.user) {
    const profileId = await viewerProfileId(ctx, request.user, request.profileId);
    const [profile] = await ctx.db.select({ selected: profiles.selectedCatalogs }).from(profiles).where(eq(profiles.id, profileId));
    const known = new Set(rows.map((c) => c.id));
    const own = (profile?.selected ?? []).filter((id) => known.has(id));
    selected = own.length && !(profile?.selected ?? []).includes(ALL_CATALOGS) ? own : [ALL_CATALOGS];
  }
  return {
    all_catalogs: rows.map((c) => catalogView(base, c)),
    sorted_catalogs: catalogGroups(rows).map((g) => ({ ...g, catalogs: g.catalogs.map((c) => catalogView(base, c)) })),
    selected_catalogs: selected,
  };
}

const listBrowseRowsSchema = {
  summary:
    "Browse rows (001 §2): a row per browse category and per core catalog, each with its first works (by popularity, or rating with order_by=rating) and the discover filter that shows all of it (filter_keys). catalogs: comma list of catalog ids (-1 = all); restrict=yes keeps only works on those catalogs. media_type: movie or show. Paged over rows (limit, offset); rows without works are left out, so a page may hold fewer than limit. view=poster: each work as a WorkPoster (what /browse shows).",
  tags: ['discovery'],
  querystring: z.catchall(browseRowsQuery, z.string().check(z.maxLength(200))),
  response: { 200: pagedSchema(z.union([browseCategory, browseRowOfPosters])) },
};
async function listBrowseRows(request: ZodRequest<typeof listBrowseRowsSchema>) {
  const ctx = ctxOf(request);
  const answer = await browseRows(ctx, baseUrl(ctx, request), request, request.query);
  markPublic(request);
  return answer;
}

const listHeroItemsSchema = {
  summary: 'Hero carousel items (campaign items with banner images), optionally only movies or shows (media_type).',
  tags: ['discovery'],
  querystring: z.extend(listQuery, { media_type: z.optional(z.enum(['movie', 'show'])) }),
  response: { 200: pagedSchema(heroItem) },
};
async function listHeroItems(request: ZodRequest<typeof listHeroItemsSchema>) {
  const ctx = ctxOf(request);
  const base = baseUrl(ctx, request);
  const { media_type: mediaType, ...query } = request.query;
  const rows = await ctx.db
    .select({ item: heroItems, work: works })
    .from(heroItems)
    .innerJoin(works, eq(works.id, heroItems.workId))
    .where(and(eq(works.isEnabled, true), mediaType ? eq(works.type, mediaType) : ne(works.type, 'episode')))
    .orderBy(asc(heroItems.ordering), asc(heroItems.id));
  markPublic(request);
  return pagedList(
    ctx,
    request,
    rows.map(({ item, work }) => ({
      id: item.id,
      campaign_id: item.campaignId,
      title: work.title,
      description: work.description,
      banner_image_url: backdropUrl(base, work.slug),
      banner_mobile_image_url: backdropUrl(base, work.slug),
      meta: { item_type: work.type, slug: work.slug },
    })),
    query as Record<string, string>,
  );
}

const listBrowseCategoriesSchema = {
  summary: 'The browse categories (genres), by sort_key.',
  tags: ['discovery'],
  querystring: listQuery,
  response: {
    200: pagedSchema(z.object({ id: z.string(), slug: z.string(), name: z.string(), sort_key: z.number() })),
  },
};
async function listBrowseCategories(request: ZodRequest<typeof listBrowseCategoriesSchema>) {
  const ctx = ctxOf(request);
  const rows = await ctx.db.select().from(browseCategories).orderBy(asc(browseCategories.sortKey));
  markPublic(request);
  return pagedList(
    ctx,
    request,
    rows.map((c) => ({ id: c.slug, slug: c.slug, name: c.name, sort_key: c.sortKey })),
    request.query,
  );
}

export function browseRoutes(app: ZodApp) {
  const cached = publicAnswer(() => true, catalogueScope);
  app.get('/content/v2/work-parameters/', { schema: workParametersSchema, config: { auth: 'none' }, ...cached }, getWorkParameters);
  app.get('/content/service-filters/', { schema: serviceFiltersSchema, config: { auth: 'optional', usesProfile: true } }, getServiceFilters);
  app.get('/categories-v2/', { schema: listBrowseRowsSchema, config: { auth: 'none' }, ...cached }, listBrowseRows);
  app.get('/hero/', { schema: listHeroItemsSchema, config: { auth: 'none' }, ...cached }, listHeroItems);
  app.get('/categories/', { schema: listBrowseCategoriesSchema, config: { auth: 'none' }, ...cached }, listBrowseCategories);
}
