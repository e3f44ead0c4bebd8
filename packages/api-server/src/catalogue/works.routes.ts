/**
 * Works: the list with its filters, top shows, one work by slug (000 §7, 001 §3). A tag set with the viewer's count
 * is playback's (playback/tag-sets.routes.ts): the count takes the viewer's lineup.
 */
import { inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import {
  DISCOVER_PAGE_SIZE,
  paged as pagedSchema,
  text,
  TOP_TITLES_LIMIT,
  topShowsQuery,
  work as workSchema,
  workPoster,
  workSummary,
  worksQuery,
} from '@sift/contracts';
import { offerings, works } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { allOf, baseUrl, pageOf, paged } from '../http/list-query';
import { ctxOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { viewerSubscription } from '../billing/subscription-summary';
import { readToken } from '../http/auth';
import { publicWorkPage, workPageJson } from './work-page.service';
import { accessOf } from './work-access';
import { markPublic, publicAnswer } from '../http/http-cache';
import { catalogueScope } from './catalogue-version';
import { viewerMarks } from '../profiles/viewer';
import { intList, isTrue, listWorks, summariesOf, worksConditions, worksOrdering } from './works.service';

const listWorksPageSchema = {
  summary: 'Paged works (view=poster: each as a WorkPoster, what a poster grid shows). Filters: type, category (browse category slugs), maturities, catalogs, my_services, query, offering_status (available|unavailable|all), enabled_status (enabled|disabled|all), and the list conventions on id, slug, title, year, rating, maturity_id, duration, tmdb, popularity, tags_count, show_id, season_number, episode_number (equality, comma lists, min_/max_). Order: order_by (popular, newest, oldest, title, rating, recently-added, most-tags) or ordering=field/-field.',
  tags: ['catalogue'],
  querystring: z.catchall(worksQuery, text()),
  response: { 200: pagedSchema(z.union([workSummary, workPoster])) },
};
const worksPageSchema = pagedSchema(z.union([workSummary, workPoster]));

async function listWorksPage(request: ZodRequest<typeof listWorksPageSchema>, reply: ZodReply<typeof listWorksPageSchema>) {
  const ctx = ctxOf(request);
  const query = request.query;
  const user = request.user;
  const profileId = request.profileId;
  const page = pageOf(query as Record<string, string>, DISCOVER_PAGE_SIZE);
  const { results, count, bounded } = await listWorks(
    ctx,
    baseUrl(ctx, request),
    { params: query as never, userId: user?.id ?? null, profileId },
    page,
  );
  // Only my_services reads the caller's profile; every other list is the same for everyone (http-cache.ts).
  if (!isTrue(query.my_services)) markPublic(request);
  // A bounded count means "at least this many"; past it, a full page means there may be more (a next link).
  const atLeast = bounded ? Math.max(count, page.offset + results.length) : count;
  const forLinks = bounded && results.length === page.limit ? page.offset + page.limit + 1 : atLeast;
  const links = paged(ctx, request, [], forLinks, page);
  // The summaries are already JSON (summaryJsonOf): the answer is put together, not serialized again.
  const body = `{"count":${atLeast},"next":${JSON.stringify(links.next)},"previous":${JSON.stringify(links.previous)},"results":[${results.join(',')}]}`;
  if (!ctx.config.production) {
    // Outside production every answer is checked against its contract (as the route layer's serializer does).
    const checked = worksPageSchema.safeParse(JSON.parse(body));
    if (!checked.success) throw new ApiError(500, { detail: 'Answer does not match its schema.' });
  }
  // A string is sent as it is (the typed reply expects the object the schema describes).
  return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(body);
}

const listTopShowsSchema = {
  summary: 'The most popular shows (or type=movie), optionally within services or catalogs (comma lists of ids).',
  tags: ['catalogue'],
  querystring: topShowsQuery,
  response: { 200: pagedSchema(workSummary) },
};
async function listTopShows(request: ZodRequest<typeof listTopShowsSchema>) {
  const ctx = ctxOf(request);
  const query = request.query;
  const user = request.user;
  const profileId = request.profileId;
  const page = { limit: query.limit ?? TOP_TITLES_LIMIT, offset: query.offset ?? 0 };
  const conditions = await worksConditions(ctx, {
    params: { type: query.type ?? 'show', catalogs: query.catalogs, offering_status: 'available' },
    userId: user?.id ?? null,
    profileId,
  });
  const services = intList(query.services);
  if (services.length) {
    conditions.push(
      sql`exists (select 1 from ${offerings} where ${offerings.workId} = ${works.id} and ${inArray(offerings.serviceId, services)})`,
    );
  }
  const where = allOf(conditions);
  const rows = await ctx.db.select().from(works).where(where).orderBy(...worksOrdering({})).limit(page.limit).offset(page.offset);
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(works).where(where);
  return paged(ctx, request, await summariesOf(ctx, baseUrl(ctx, request), rows), count, page);
}

const getWorkSchema = {
  summary: 'One work by slug, with offerings, seasons and episodes (shows), what the viewer may play, whether the account requested it and whether the active profile hid it.',
  tags: ['catalogue'],
  params: z.object({ slug: text(200) }),
  response: { 200: workSchema },
};
async function getWork(request: ZodRequest<typeof getWorkSchema>, reply: ZodReply<typeof getWorkSchema>) {
  const ctx = ctxOf(request);
  const user = request.user;
  const page = await publicWorkPage(ctx, baseUrl(ctx, request), request.params.slug);
  if (!page) throw notFound();
  let body: string;
  if (user) {
    const [subscription, marks] = await Promise.all([viewerSubscription(ctx, user), viewerMarks(ctx, user, request.profileId, page.row.id)]);
    const access = accessOf(subscription, page.row);
    body = workPageJson(page, { subscription_can_play: access.canPlay, subscription_access_level: access.level, is_requested: marks.requested, is_hidden: marks.hidden });
  } else {
    // A visitor's page is the same for every visitor: public, like the catalogue's lists.
    body = workPageJson(page, { subscription_can_play: false, subscription_access_level: 'none', is_requested: false, is_hidden: false });
    markPublic(request);
  }
  if (!ctx.config.production && !workSchema.safeParse(JSON.parse(body)).success) {
    throw new ApiError(500, { detail: 'Answer does not match its schema.' });
  }
  return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(body);
}

export function worksRoutes(app: ZodApp) {
  app.get(
    '/content/v2/works/',
    {
      schema: listWorksPageSchema,
      config: { auth: 'optional', usesProfile: true },
      ...publicAnswer((request) => !isTrue((request.query as { my_services?: string }).my_services), catalogueScope),
    },
    listWorksPage,
  );
  app.get('/content/v2/works/top-shows/', { schema: listTopShowsSchema, config: { auth: 'optional', usesProfile: true } }, listTopShows);
  app.get(
    '/content/v2/works/:slug/',
    { schema: getWorkSchema, config: { auth: 'optional', usesProfile: true }, ...publicAnswer((request) => readToken(request) === null, catalogueScope) },
    getWork,
  );
}
