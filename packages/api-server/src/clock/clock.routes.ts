/**
 * The server's time. GET time/ (public): "now" by the server's clock, so the site applies date rules (the landing
 * promo banner's end, 000 §2.9) by the same clock as the server. /dev/clock/ (development only, and only to a caller
 * on this machine, like the mail outbox): move that clock to another instant and back, so a test can see the site
 * before and after a date, and for every API process and worker on the database (docs/decisions/0030-settable-server-clock.md).
 */
import type { FastifyInstance } from 'fastify';
import { devClockBody, EPOCH_MS_MAX, EPOCH_MS_MIN, serverTime } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { fieldError } from '../http/errors';
import { ctxOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { onlyLocalCallers } from '../http/local-caller';
import type { SharedClock } from './settable-clock';

/** What PUT /dev/clock/ answers for an instant it cannot use. */
export const DEV_CLOCK_INVALID = 'An instant: an ISO 8601 date-time or milliseconds since 1970, between 2000 and 2100.';

const getServerTimeSchema = {
  summary: "The server's current time (its clock, which development can move): the site applies date rules by it.",
  tags: ['catalogue'],
  response: { 200: serverTime },
};
async function getServerTime(request: ZodRequest<typeof getServerTimeSchema>) {
  return { now: new Date(ctxOf(request).clock.now()).toISOString() };
}

export function timeRoutes(app: ZodApp) {
  app.get('/time/', { schema: getServerTimeSchema, config: { auth: 'none' } }, getServerTime);
}

/** An instant from the body: ms since 1970, or a date-time string with its zone; null when neither or out of range. */
export function parseInstant(value: unknown): number | null {
  const parsed = devClockBody.safeParse({ now: value });
  if (!parsed.success) return null;
  const raw = parsed.data.now;
  const at = typeof raw === 'number' ? raw : /\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(raw) ? Date.parse(raw) : NaN;
  return Number.isFinite(at) && at >= EPOCH_MS_MIN && at <= EPOCH_MS_MAX ? at : null;
}

export function registerDevClockRoutes(app: FastifyInstance, ctx: AppContext, clock: SharedClock) {
  const state = () => ({ now: new Date(ctx.clock.now()).toISOString(), offset_ms: clock.offsetMs() });
  // Work that became due at the new "now" (renewals, retries, trial ends) is looked for at once, by every worker.
  const lookForDueWork = () => ctx.jobs.send('billing.tick', {});
  app.get('/dev/clock/', { onRequest: onlyLocalCallers }, async function devClock() {
    await clock.refresh(0);
    return state();
  });
  app.put('/dev/clock/', { onRequest: onlyLocalCallers }, async function setDevClock(request) {
    const at = parseInstant((request.body as { now?: unknown } | undefined)?.now);
    if (at === null) throw fieldError('now', DEV_CLOCK_INVALID);
    await clock.moveTo(at);
    ctx.log.warn({ now: new Date(at).toISOString() }, 'the server clock was moved (PUT /dev/clock/)');
    await lookForDueWork();
    return state();
  });
  app.delete('/dev/clock/', { onRequest: onlyLocalCallers }, async function resetDevClock() {
    await clock.moveBack();
    await lookForDueWork();
    return state();
  });
}
