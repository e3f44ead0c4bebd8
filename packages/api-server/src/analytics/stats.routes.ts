/** The stats service of 000 §7: the web app's analytics events, kept with the client ids they arrived with. */
import { z } from 'zod/mini';
import { analyticsEventsBody, HEADER_NAMES } from '@sift/contracts';
import { analyticsEvents } from '../db/schema';
import { ctxOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { limitAddress } from '../security/address-limits';

const STATS_BODY_LIMIT = 64 * 1024;

/** A client id header as stored: at most 100 characters, control characters removed. */
const header = (value: unknown) =>
  typeof value === 'string' && value ? value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 100) || null : null;

const recordEventsSchema = {
  summary: 'Record analytics events (at most 50 per call); answers 204.',
  tags: ['analytics'],
  body: analyticsEventsBody,
  response: { 204: z.null() },
};
async function recordEvents(request: ZodRequest<typeof recordEventsSchema>, reply: ZodReply<typeof recordEventsSchema>) {
  const ctx = ctxOf(request);
  await limitAddress(ctx, request, 'stats', ctx.limits.statsPerAddress, ctx.limits.statsWindowMs);
  const receivedAt = new Date(ctx.clock.now());
  await ctx.db.insert(analyticsEvents).values(
    request.body.events.map((event) => ({
      event: event.event,
      occurredAt: new Date(event.at),
      userId: request.user?.id ?? null,
      sessionId: header(request.headers[HEADER_NAMES.sessionId.toLowerCase()]),
      browserId: header(request.headers[HEADER_NAMES.browserId.toLowerCase()]),
      // The batch's browser info (000 §7) is kept with each of its events, beside the event's own details.
      extras: request.body.browser ? { ...event.extras, browser: request.body.browser } : event.extras,
      receivedAt,
    })),
  );
  return reply.code(204).send(null);
}

export function statsRoutes(app: ZodApp) {
  // 50 events of at most 4 KB of details fit well within 64 KB of JSON; anything bigger is refused unread (413).
  app.post('/stats/', { schema: recordEventsSchema, bodyLimit: STATS_BODY_LIMIT, config: { auth: 'optional' } }, recordEvents);
}
