/**
 * Asking for what the catalogue lacks (001 §2, §4, §5): "Request" on an unavailable work (once per account), and
 * the 'Help Us Find Your Title!' form for a title that is not in the catalogue at all.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  checkTitleRequest,
  LINK_INVALID,
  listQuery,
  paged as pagedSchema,
  PRODUCT_NAME,
  SERVICE_UNKNOWN,
  text,
  TITLE_REQUESTS_THROTTLED,
  titleRequest,
  titleRequestCreate,
  WORK_NOT_FOUND,
  WORK_NOT_REQUESTABLE,
  workRequest,
  workRequestCreate,
} from '@sift/contracts';
import { streamingServices, titleRequests, workRequests, works } from '../db/schema';
import { detailError, fieldError } from '../http/errors';
import { pagedList } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { intList } from '../catalogue/works.service';
import { reserveAttempt } from '../security/throttle';

/** Title requests one account may send per hour: enough for a family, not for a script. */
const TITLE_REQUESTS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

const requestView = (row: { workId: number; createdAt: Date }) => ({ work_id: row.workId, created_at: row.createdAt.toISOString() });

const listWorkRequestsSchema = {
  summary: "The works this account asked for (work_id: comma list), newest first.",
  tags: ['discovery'],
  querystring: z.extend(listQuery, { work_id: z.optional(text(6000)) }),
  response: { 200: pagedSchema(workRequest) },
};
async function listWorkRequests(request: ZodRequest<typeof listWorkRequestsSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { work_id: raw, ...query } = request.query;
  const ids = raw === undefined ? null : intList(raw).filter((id) => id > 0).slice(0, 500);
  const rows =
    ids && !ids.length
      ? []
      : await ctx.db
          .select()
          .from(workRequests)
          .where(and(eq(workRequests.userId, user.id), ids ? inArray(workRequests.workId, ids) : undefined))
          .orderBy(desc(workRequests.createdAt))
          .limit(1000);
  return pagedList(ctx, request, rows.map(requestView), { ...query, limit: query.limit ?? '1000' });
}

const createWorkRequestSchema = {
  summary: 'Asks for an unavailable work (001 §4): 201, or 200 when this account asked before (a request is not repeated).',
  tags: ['discovery'],
  body: workRequestCreate,
  response: { 200: workRequest, 201: workRequest },
};
async function createWorkRequest(request: ZodRequest<typeof createWorkRequestSchema>, reply: ZodReply<typeof createWorkRequestSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const workId = request.body.work_id;
  const [work] = await ctx.db.select({ isWatchable: works.isWatchable }).from(works).where(eq(works.id, workId));
  if (!work) throw fieldError('work_id', WORK_NOT_FOUND);
  if (work.isWatchable) throw fieldError('work_id', WORK_NOT_REQUESTABLE);
  const [created] = await ctx.db
    .insert(workRequests)
    .values({ userId: user.id, workId, createdAt: new Date(ctx.clock.now()) })
    .onConflictDoNothing()
    .returning();
  if (created) return reply.code(201).send(requestView(created));
  const [existing] = await ctx.db
    .select()
    .from(workRequests)
    .where(and(eq(workRequests.userId, user.id), eq(workRequests.workId, workId)));
  return reply.code(200).send(requestView(existing));
}

const createTitleRequestSchema = {
  summary:
    "'Help Us Find Your Title!' (001 §2, §5): item_type, title and year, or external_url, are required; year 1888-2099; service is a streaming service slug other than the product's own.",
  tags: ['discovery'],
  body: titleRequestCreate,
  response: { 201: titleRequest },
};
async function createTitleRequest(request: ZodRequest<typeof createTitleRequestSchema>, reply: ZodReply<typeof createTitleRequestSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const checked = checkTitleRequest(request.body);
  if (!checked.ok) throw fieldError(checked.field, checked.message);
  const value = checked.value;
  if (value.external_url && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value.external_url)) throw fieldError('external_url', LINK_INVALID);
  if (value.service) {
    const [service] = await ctx.db.select({ slug: streamingServices.slug }).from(streamingServices).where(eq(streamingServices.slug, value.service));
    if (!service || service.slug === PRODUCT_NAME.toLowerCase()) throw fieldError('service', SERVICE_UNKNOWN);
  }
  const allowed = await reserveAttempt(ctx, `title-request:user:${user.id}`, TITLE_REQUESTS_PER_HOUR, HOUR_MS);
  if (!allowed.allowed) throw detailError(429, TITLE_REQUESTS_THROTTLED);
  const [row] = await ctx.db
    .insert(titleRequests)
    .values({
      userId: user.id,
      itemType: value.item_type,
      title: value.title,
      year: value.year,
      externalUrl: value.external_url,
      service: value.service,
      createdAt: new Date(ctx.clock.now()),
    })
    .returning();
  return reply.code(201).send({
    id: row.id,
    item_type: row.itemType,
    title: row.title,
    year: row.year,
    external_url: row.externalUrl,
    service: row.service,
    created_at: row.createdAt.toISOString(),
  });
}

export function requestsRoutes(app: ZodApp) {
  app.get('/work-requests/', { schema: listWorkRequestsSchema, config: { auth: 'user' } }, listWorkRequests);
  app.post('/work-requests/', { schema: createWorkRequestSchema, config: { auth: 'user' } }, createWorkRequest);
  app.post('/content/user-content-requests/', { schema: createTitleRequestSchema, config: { auth: 'user' } }, createTitleRequest);
}
