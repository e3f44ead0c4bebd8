/** The stats service of 000 §7: the web app's analytics events, kept with the client ids they arrived with. */
import { analyticsEventsBody, HEADER_NAMES } from '@sift/contracts';
import { analyticsEvents } from '../db/schema';
import { defineRoute } from '../http/route';

const header = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 100) : null);

export const statsRoutes = [
  defineRoute({
    method: 'POST',
    url: '/stats/',
    summary: 'Record analytics events (at most 50 per call); answers 204.',
    tag: 'analytics',
    auth: 'optional',
    body: analyticsEventsBody,
    responses: { 204: null },
    handler: async ({ ctx, body, request, user, status }) => {
      const receivedAt = new Date(ctx.clock.now());
      await ctx.db.insert(analyticsEvents).values(
        body.events.map((event) => ({
          event: event.event,
          occurredAt: new Date(event.at),
          userId: user?.id ?? null,
          sessionId: header(request.headers[HEADER_NAMES.sessionId.toLowerCase()]),
          browserId: header(request.headers[HEADER_NAMES.browserId.toLowerCase()]),
          extras: event.extras,
          receivedAt,
        })),
      );
      status(204);
      return null;
    },
  }),
];
