/**
 * What a profile keeps about works (000 §1, 001 §4): thumbs votes, the watchlist and hidden works. Every call acts
 * for the active profile of the signed-in account (viewer.ts); another account's profile is never read or written.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import {
  hiddenWork,
  HIDE_ONLY_MOVIES_AND_SHOWS,
  likeCreate,
  likeVotes,
  listQuery,
  paged as pagedSchema,
  pathId,
  text,
  WATCHLIST_NOT_FOUND,
  watchlistItem,
  watchlistItemCreate,
  WORK_NOT_FOUND,
  workSummary,
  type LikeVote,
} from '@sift/contracts';
import { hiddenWorks, likes, watchlistItems, works } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError, notFound } from '../http/errors';
import { baseUrl, paged, pagedList, pageOf } from '../http/list-query';
import type { ZodApp, ZodReply, ZodRequest } from '../http/route-layer';
import { intList, summaryJsonOf } from '../catalogue/works.service';
import { viewerAnswer } from '../http/viewer-cache';
import { hiddenList, PROFILE_LIST_MAX, watchlist } from './profile-work-lists';
import { ownProfileId, viewerOf } from '../profiles/viewer';

/** Most ids one `work_id=` filter may name (a page of posters). */
const WORK_IDS_MAX = 500;

const workIdsQuery = z.extend(listQuery, { work_id: z.optional(text(6000)) });

function workIdsOf(raw: string | undefined): number[] | null {
  if (raw === undefined) return null;
  const ids = intList(raw).filter((id) => id > 0);
  if (ids.length > WORK_IDS_MAX) throw fieldError('work_id', `At most ${WORK_IDS_MAX} ids.`);
  return ids;
}

async function existingWork(ctx: AppContext, workId: number, field?: string) {
  const [row] = await ctx.db.select({ id: works.id, type: works.type }).from(works).where(eq(works.id, workId));
  if (!row) throw field ? fieldError(field, WORK_NOT_FOUND) : notFound();
  return row;
}

// ---- likes ----
const listLikesSchema = {
  summary: "The active profile's thumbs votes, keyed by work id (work_id: comma list; works without a vote answer 0).",
  tags: ['discovery'],
  querystring: workIdsQuery,
  response: { 200: likeVotes },
};
async function listLikes(request: ZodRequest<typeof listLikesSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  const ids = workIdsOf(request.query.work_id);
  if (ids && !ids.length) return {};
  const rows = await ctx.db
    .select({ workId: likes.workId, vote: likes.vote })
    .from(likes)
    .where(and(eq(likes.profileId, profileId), ids ? inArray(likes.workId, ids) : undefined))
    .orderBy(desc(likes.updatedAt))
    .limit(ids ? WORK_IDS_MAX : PROFILE_LIST_MAX);
  const votes: Record<string, LikeVote> = Object.fromEntries((ids ?? []).map((id) => [String(id), 0 as LikeVote]));
  for (const row of rows) votes[String(row.workId)] = row.vote as LikeVote;
  return votes;
}

const voteSchema = {
  summary: "Sets the active profile's vote on a work (001 §4: 1 up, -1 down, 0 none); profile_id and user_id, when sent, must be the caller's own. Answers the vote keyed by work id.",
  tags: ['discovery'],
  body: likeCreate,
  response: { 200: likeVotes },
};
async function vote(request: ZodRequest<typeof voteSchema>) {
  const viewer = await viewerOf(request);
  const { ctx } = viewer;
  const body = request.body;
  if (body.user_id != null && body.user_id !== viewer.userId) throw notFound();
  const profileId = body.profile_id != null ? await ownProfileId(ctx, viewer.userId, body.profile_id) : viewer.profileId;
  await existingWork(ctx, body.catalog_item_id, 'catalog_item_id');
  if (body.vote_type === 0) {
    await ctx.db.delete(likes).where(and(eq(likes.profileId, profileId), eq(likes.workId, body.catalog_item_id)));
  } else {
    const now = new Date(ctx.clock.now());
    await ctx.db
      .insert(likes)
      .values({ profileId, workId: body.catalog_item_id, vote: body.vote_type, updatedAt: now })
      .onConflictDoUpdate({ target: [likes.profileId, likes.workId], set: { vote: body.vote_type, updatedAt: now } });
  }
  return { [String(body.catalog_item_id)]: body.vote_type };
}

// ---- watchlist ----
const itemView = (row: { workId: number; createdAt: Date }) => ({ work_id: row.workId, created_at: row.createdAt.toISOString() });

const listWatchlistSchema = {
  summary: "The active profile's watchlist as works, newest first (paged; hidden works are left out).",
  tags: ['discovery'],
  querystring: listQuery,
  response: { 200: pagedSchema(workSummary) },
};
async function listWatchlist(request: ZodRequest<typeof listWatchlistSchema>, reply: ZodReply<typeof listWatchlistSchema>) {
  const { ctx, user, profileId } = await viewerOf(request);
  // Kept per member and profile until their lists change (http/viewer-cache.ts).
  const body = await viewerAnswer(ctx, user, profileId, `${baseUrl(ctx, request)}|${request.url}`, async () => {
    const page = pageOf(request.query, 100);
    const visible = and(
      eq(watchlistItems.profileId, profileId),
      eq(works.isEnabled, true),
      sql`not exists (select 1 from ${hiddenWorks} where ${hiddenWorks.profileId} = ${profileId} and ${hiddenWorks.workId} = ${works.id})`,
    );
    const [rows, [{ count }]] = await Promise.all([
      ctx.db
        .select({ id: works.id })
        .from(watchlistItems)
        .innerJoin(works, eq(works.id, watchlistItems.workId))
        .where(visible)
        .orderBy(desc(watchlistItems.createdAt), desc(watchlistItems.workId))
        .limit(page.limit)
        .offset(page.offset),
      ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(watchlistItems)
        .innerJoin(works, eq(works.id, watchlistItems.workId))
        .where(visible),
    ]);
    const summaries = await summaryJsonOf(ctx, baseUrl(ctx, request), rows.map((r) => r.id));
    const links = paged(ctx, request, [], count, page);
    return `{"count":${count},"next":${JSON.stringify(links.next)},"previous":${JSON.stringify(links.previous)},"results":[${summaries.join(',')}]}`;
  });
  if (!ctx.config.production && !listWatchlistSchema.response[200].safeParse(JSON.parse(body)).success) {
    throw new ApiError(500, { detail: 'Answer does not match its schema.' });
  }
  return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(body);
}

const listWatchlistItemsSchema = {
  summary: "Which works are on the active profile's watchlist (work_id: comma list), newest first.",
  tags: ['discovery'],
  querystring: workIdsQuery,
  response: { 200: pagedSchema(watchlistItem) },
};
async function listWatchlistItems(request: ZodRequest<typeof listWatchlistItemsSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  const { work_id: raw, ...query } = request.query;
  const rows = await watchlist.items(ctx, profileId, workIdsOf(raw));
  return pagedList(ctx, request, rows.map(itemView), { ...query, limit: query.limit ?? String(PROFILE_LIST_MAX) });
}

const workIdParams = z.object({ work_id: pathId });

const getWatchlistItemSchema = {
  summary: "One work on the active profile's watchlist; 404 {detail: 'Not Found!'} when it is not on the list (001 §4).",
  tags: ['discovery'],
  params: workIdParams,
  response: { 200: watchlistItem },
};
async function getWatchlistItem(request: ZodRequest<typeof getWatchlistItemSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  const row = await watchlist.get(ctx, profileId, request.params.work_id);
  if (!row) throw detailError(404, WATCHLIST_NOT_FOUND);
  return itemView(row);
}

const addWatchlistItemSchema = {
  summary: "Puts a work on the active profile's watchlist: 201, or 200 when it is there already.",
  tags: ['discovery'],
  body: watchlistItemCreate,
  response: { 200: watchlistItem, 201: watchlistItem },
};
async function addWatchlistItem(request: ZodRequest<typeof addWatchlistItemSchema>, reply: ZodReply<typeof addWatchlistItemSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  const workId = request.body.work_id;
  await existingWork(ctx, workId, 'work_id');
  const { row, created } = await watchlist.add(ctx, profileId, workId);
  return reply.code(created ? 201 : 200).send(itemView(row));
}

const removeWatchlistItemSchema = {
  summary: "Takes a work off the active profile's watchlist: 204; 404 {detail: 'Not Found!'} when it was not on it.",
  tags: ['discovery'],
  params: workIdParams,
};
async function removeWatchlistItem(request: ZodRequest<typeof removeWatchlistItemSchema>, reply: ZodReply<typeof removeWatchlistItemSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  if (!(await watchlist.remove(ctx, profileId, request.params.work_id))) throw detailError(404, WATCHLIST_NOT_FOUND);
  return reply.code(204).send();
}

// ---- hidden works ----
const listHiddenWorksSchema = {
  summary: 'The works the active profile hid, newest first.',
  tags: ['discovery'],
  querystring: workIdsQuery,
  response: { 200: pagedSchema(hiddenWork) },
};
async function listHiddenWorks(request: ZodRequest<typeof listHiddenWorksSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  const { work_id: raw, ...query } = request.query;
  const rows = await hiddenList.items(ctx, profileId, workIdsOf(raw));
  return pagedList(ctx, request, rows.map(itemView), { ...query, limit: query.limit ?? String(PROFILE_LIST_MAX) });
}

const hideWorkSchema = {
  summary: 'Hides a movie or a show from the active profile (001 §4; episodes cannot be hidden). Answers the hidden work.',
  tags: ['discovery'],
  params: z.object({ id: pathId }),
  response: { 200: hiddenWork },
};
async function hideWork(request: ZodRequest<typeof hideWorkSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  const work = await existingWork(ctx, request.params.id);
  if (work.type === 'episode') throw detailError(400, HIDE_ONLY_MOVIES_AND_SHOWS);
  return itemView((await hiddenList.add(ctx, profileId, work.id)).row);
}

const unhideWorkSchema = {
  summary: 'Shows a hidden work to the active profile again: 204; 404 when it was not hidden.',
  tags: ['discovery'],
  params: z.object({ id: pathId }),
};
async function unhideWork(request: ZodRequest<typeof unhideWorkSchema>, reply: ZodReply<typeof unhideWorkSchema>) {
  const { ctx, profileId } = await viewerOf(request);
  if (!(await hiddenList.remove(ctx, profileId, request.params.id))) throw notFound();
  return reply.code(204).send();
}

export function profileListsRoutes(app: ZodApp) {
  const member = { auth: 'user' as const, usesProfile: true };
  app.get('/content/likes/', { schema: listLikesSchema, config: member }, listLikes);
  app.post('/content/likes/', { schema: voteSchema, config: member }, vote);
  app.get('/watchlist/', { schema: listWatchlistSchema, config: member }, listWatchlist);
  app.get('/watchlist-items/', { schema: listWatchlistItemsSchema, config: member }, listWatchlistItems);
  app.post('/watchlist-items/', { schema: addWatchlistItemSchema, config: member }, addWatchlistItem);
  app.get('/watchlist-items/:work_id/', { schema: getWatchlistItemSchema, config: member }, getWatchlistItem);
  app.delete('/watchlist-items/:work_id/', { schema: removeWatchlistItemSchema, config: member }, removeWatchlistItem);
  app.get('/hidden-works/', { schema: listHiddenWorksSchema, config: member }, listHiddenWorks);
  app.put('/hidden-works/:id/', { schema: hideWorkSchema, config: member }, hideWork);
  app.delete('/hidden-works/:id/', { schema: unhideWorkSchema, config: member }, unhideWork);
}
