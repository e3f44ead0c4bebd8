/**
 * Streams (001 §3, §4, §7): POST streams/ opens one (checked like the lobby's verification), POST
 * stream-watcheds/ reports progress and writes the profile's work location (the resume position and the poster's
 * progress), POST streams/{id}/feedback/ keeps the post-play answer.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  feedbackPrompt,
  pathId,
  STREAM_CHECK_INTERVAL_S,
  stream as streamSchema,
  streamCreate,
  streamFeedbackCreate,
  streamWatchedAnswer,
  streamWatchedCreate,
  titleUnavailable,
  type Stream,
} from '@sift/contracts';
import { isCreditsReached } from '@sift/filter-engine';
import { streams, streamWatcheds, workLocations, works } from '../db/schema';
import { ApiError, detailError, fieldError, notFound } from '../http/errors';
import { baseUrl } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import type { AppContext } from '../http/context';
import { actingProfileId } from '../profiles/viewer-filters';
import { adBreaksFor } from './ads';
import { decideAccess } from './playback-access';
import { mediaUrl, playedMediaFor } from './played-media';
import { endStream } from './stream-limit';

type StreamRow = typeof streams.$inferSelect;

async function ownStream(ctx: AppContext, userId: number, id: number): Promise<StreamRow> {
  const [row] = await ctx.db.select().from(streams).where(and(eq(streams.id, id), eq(streams.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** Where a new stream starts: the profile's resume position, unless the work was watched to its credits or end. */
async function resumeAt(ctx: AppContext, profileId: number, workId: number, runtime: number): Promise<number> {
  const [location] = await ctx.db
    .select()
    .from(workLocations)
    .where(and(eq(workLocations.profileId, profileId), eq(workLocations.workId, workId)));
  if (!location || location.isReachedCredits || location.current >= runtime - 1) return 0;
  return Math.max(0, location.current);
}

const createStreamSchema = {
  summary: 'Opens a stream of an offering for the active profile (checked like the verification socket); replacing_id ends the stream it replaces.',
  tags: ['playback'],
  body: streamCreate,
  response: { 201: streamSchema },
};
async function createStream(request: ZodRequest<typeof createStreamSchema>, reply: ZodReply<typeof createStreamSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { offer_id: offerId, replacing_id: replacingId = null } = request.body;
  const profileId = await actingProfileId(ctx, user.id, request.profileId);
  const replaced = replacingId === null ? null : await ownStream(ctx, user.id, replacingId);
  const decision = await decideAccess(ctx, user.id, offerId);
  if (!decision.ok) throw new ApiError(decision.status, { detail: decision.error.message, error: decision.error });
  const media = await playedMediaFor(ctx, decision.work);
  if (!media) throw detailError(404, titleUnavailable());
  const [answered] = await ctx.db
    .select({ id: streams.id })
    .from(streams)
    .where(and(eq(streams.profileId, profileId), eq(streams.workId, decision.work.id), isNotNull(streams.feedback)))
    .limit(1);
  const row = await ctx.db.transaction(async (tx) => {
    if (replaced) await tx.update(streams).set({ activeUntil: null, endedAt: new Date(ctx.clock.now()) }).where(eq(streams.id, replaced.id));
    const [created] = await tx
      .insert(streams)
      .values({
        userId: user.id,
        profileId,
        workId: decision.work.id,
        offeringId: decision.offering.id,
        tagSetId: decision.offering.tagSetId,
        mediaPath: media.mediaPath,
        runtime: media.duration,
        replacingId: replaced?.id ?? null,
        promptFeedback: !answered,
        // The replacing stream takes over the replaced one's place in the stream limit: saving filters mid-title
        // never trips the limit.
        activeUntil: replaced?.endedAt ? null : (replaced?.activeUntil ?? null),
      })
      .returning();
    return created;
  });
  const base = baseUrl(ctx, request);
  const answer: Stream = {
    id: row.id,
    uri: mediaUrl(base, media.mediaPath),
    location: await resumeAt(ctx, profileId, decision.work.id, media.duration),
    adbreaks: adBreaksFor(decision.offering.type, base, row.id),
    runtime: media.duration,
    check_interval: STREAM_CHECK_INTERVAL_S,
    prompt_feedback: row.promptFeedback,
    feedback_questions: { prompt_text: feedbackPrompt(decision.work.title) },
    work_id: decision.work.id,
    offer_id: decision.offering.id,
    tag_set_id: decision.offering.tagSetId,
    replacing_id: row.replacingId,
    captions: media.captions.map((c) => ({ language: c.language, label: c.label, url: mediaUrl(base, c.path) })),
  };
  return reply.code(201).send(answer);
}

const streamFeedbackSchema = {
  summary: 'The post-play feedback on a stream: thumbs_up, thumbs_down or dismissed.',
  tags: ['playback'],
  params: z.object({ id: pathId }),
  body: streamFeedbackCreate,
  response: { 204: z.null() },
};
async function recordStreamFeedback(request: ZodRequest<typeof streamFeedbackSchema>, reply: ZodReply<typeof streamFeedbackSchema>) {
  const ctx = ctxOf(request);
  const row = await ownStream(ctx, userOf(request).id, request.params.id);
  await ctx.db.update(streams).set({ feedback: request.body.response }).where(eq(streams.id, row.id));
  return reply.code(204).send(null);
}

const reportStreamWatchedSchema = {
  summary: "A progress report (play, pause, seek, progress, stop, unload, ended): writes the profile's work location; stop and unload end the stream.",
  tags: ['playback'],
  body: streamWatchedCreate,
  response: { 201: streamWatchedAnswer },
};
async function reportStreamWatched(request: ZodRequest<typeof reportStreamWatchedSchema>, reply: ZodReply<typeof reportStreamWatchedSchema>) {
  const ctx = ctxOf(request);
  const body = request.body;
  const row = await ownStream(ctx, userOf(request).id, body.stream_id);
  if (row.workId !== body.work_id) throw fieldError('work_id', 'This stream plays another work.');
  const location = Math.min(body.location, row.runtime);
  // Credits are the played media's (the demo title's), like the lineup's.
  const [media] = await ctx.db
    .select({ credits: works.credits, teaserEnd: works.teaserEnd })
    .from(works)
    .where(eq(works.mediaPath, row.mediaPath))
    .limit(1);
  const reached =
    body.event === 'ended' ||
    isCreditsReached({ credits: media?.credits ?? null, teaser_end: media?.teaserEnd ?? 0, runtime_unaltered: row.runtime }, location);
  const now = new Date(ctx.clock.now());
  await ctx.db.insert(streamWatcheds).values({
    streamId: row.id,
    event: body.event,
    location,
    time: body.time,
    app: body.app,
    os: body.os ?? null,
    osVersion: body.os_version ?? null,
    browser: body.browser ?? null,
    device: body.device ?? null,
  });
  await ctx.db
    .update(streams)
    .set({ watchedSeconds: sql`${streams.watchedSeconds} + ${body.time}`, lastLocation: location })
    .where(eq(streams.id, row.id));
  const values = { current: location, runTime: row.runtime, isReachedCredits: reached, updatedAt: now };
  await ctx.db
    .insert(workLocations)
    .values({ profileId: row.profileId, workId: row.workId, ...values })
    .onConflictDoUpdate({ target: [workLocations.profileId, workLocations.workId], set: values });
  if (body.event === 'stop' || body.event === 'unload') await endStream(ctx, row.id);
  return reply.code(201).send({ work_id: row.workId, current: location, run_time: row.runtime, is_reached_credits: reached });
}

export function streamsRoutes(app: ZodApp) {
  app.post('/streams/', { schema: createStreamSchema, config: { auth: 'user', usesProfile: true } }, createStream);
  app.post('/streams/:id/feedback/', { schema: streamFeedbackSchema, config: { auth: 'user' } }, recordStreamFeedback);
  app.post('/stream-watcheds/', { schema: reportStreamWatchedSchema, config: { auth: 'user' } }, reportStreamWatched);
}
