/**
 * The smaller membership calls (002 §4, §7): the onboarding flag and its rules, the e-mail confirmation detail,
 * and events for the marketing e-mail platform (POST iterable/).
 */
import { eq } from 'drizzle-orm';
import {
  detailResponse,
  emailConfirmationDetail,
  emailConfirmationQuery,
  iterableEventBody,
  onboardedAfter,
  userFlags,
  userFlagsUpdate,
} from '@sift/contracts';
import { authTokens, emailConfirmations, iterableEvents, users } from '../db/schema';
import { notFound } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { digest } from '../security/tokens';

const getUserFlagsSchema = { summary: 'The onboarding flag.', tags: ['membership'], response: { 200: userFlags } };
async function getUserFlags(request: ZodRequest<typeof getUserFlagsSchema>) {
  const [row] = await ctxOf(request)
    .db.select({ has_onboarded: users.hasOnboarded })
    .from(users)
    .where(eq(users.id, userOf(request).id));
  return row;
}

const updateUserFlagsSchema = {
  summary:
    "Set the onboarding flag: {has_onboarded}, or {event} and the server applies 002 §4 to the calling browser: 'services_step_done' marks onboarded on a supported desktop browser and not onboarded on a phone, tablet or other browser; 'start_filtering' marks onboarded.",
  tags: ['membership'],
  body: userFlagsUpdate,
  response: { 200: userFlags },
};
async function updateUserFlags(request: ZodRequest<typeof updateUserFlagsSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const value = body.event ? onboardedAfter(body.event, String(request.headers['user-agent'] ?? '')) : body.has_onboarded;
  // A body that changes nothing ({}) only reads (an UPDATE with no columns is an SQL error).
  if (value === undefined) return getUserFlags(request);
  const [row] = await ctx.db
    .update(users)
    .set({ hasOnboarded: value })
    .where(eq(users.id, userOf(request).id))
    .returning({ has_onboarded: users.hasOnboarded });
  return row;
}

const getEmailConfirmationSchema = {
  summary:
    "Whether the account's e-mail address is proven (a mailed code, a mailed reset link, or a provider's verified e-mail). The signed-in user, or the account of an API token given as ?token=; 404 otherwise.",
  tags: ['membership'],
  querystring: emailConfirmationQuery,
  response: { 200: emailConfirmationDetail },
};
async function getEmailConfirmation(request: ZodRequest<typeof getEmailConfirmationSchema>) {
  const ctx = ctxOf(request);
  let userId = request.user?.id ?? null;
  if (userId === null && request.query.token) {
    const [token] = await ctx.db.select({ userId: authTokens.userId }).from(authTokens).where(eq(authTokens.digest, digest(request.query.token)));
    userId = token?.userId ?? null;
  }
  if (userId === null) throw notFound();
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [confirmed] = await ctx.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  return { email: user.email, is_confirmed: confirmed?.email === user.email };
}

const recordIterableEventSchema = {
  summary: "An event for the marketing e-mail platform (e.g. 'last_plan_selected' with the plan), kept with the signed-in user when there is one.",
  tags: ['membership'],
  body: iterableEventBody,
  response: { 201: detailResponse },
};
async function recordIterableEvent(request: ZodRequest<typeof recordIterableEventSchema>, reply: ZodReply<typeof recordIterableEventSchema>) {
  const ctx = ctxOf(request);
  await ctx.db.insert(iterableEvents).values({
    userId: request.user?.id ?? null,
    event: request.body.event,
    extras: request.body.extras ?? {},
    createdAt: new Date(ctx.clock.now()),
  });
  return reply.code(201).send({ detail: 'Event recorded.' });
}

export function memberEventsRoutes(app: ZodApp) {
  app.get('/api/user-flags/', { schema: getUserFlagsSchema, config: { auth: 'user' } }, getUserFlags);
  app.patch('/api/user-flags/', { schema: updateUserFlagsSchema, config: { auth: 'user' } }, updateUserFlags);
  app.get('/user-email-confirmations/detail/', { schema: getEmailConfirmationSchema, config: { auth: 'optional' } }, getEmailConfirmation);
  app.post('/iterable/', { schema: recordIterableEventSchema, config: { auth: 'optional' } }, recordIterableEvent);
}
