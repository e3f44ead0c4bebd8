/**
 * The two websockets of the theater (001 §7), on @fastify/websocket:
 * - verification (`/ws/verification/`): {platform, authorization, profile_id, pin, offering} answers
 *   {status, error: {name, recourse, title, message} | null, id}, from the same decision POST streams makes;
 * - events (`/ws/events/`): {authorization, session_id (the stream id), location, event_type} answers {status};
 *   START, PLAY and HEARTBEAT claim the stream's place in the account's concurrent-stream limit (409 when full),
 *   STOP ends the stream, and a closed socket gives its streams' places up.
 * A browser cannot set headers on a websocket, so every message carries the token (`Token <token>`); the upgrade
 * is refused (403) unless it comes from one of the site's origins. Messages are small and rate-limited per socket.
 * Neither socket is in /openapi.json, so test/playback-sockets.test.ts feeds them malformed input and other
 * accounts' ids itself.
 */
import { randomUUID } from 'node:crypto';
import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  INVALID_TOKEN,
  MALFORMED_JSON,
  NOT_FOUND,
  PERMISSION_DENIED,
  PRODUCT_NAME,
  TOO_MANY_STREAMS,
  UNEXPECTED_ERROR,
  playbackEvent,
  verificationRequest,
  type PlaybackEventAnswer,
  type VerificationAnswer,
} from '@sift/contracts';
import { profiles, streams } from '../db/schema';
import { userForToken, type AuthUser } from '../http/auth';
import type { AppContext } from '../http/context';
import { decideAccess, retryLater } from './playback-access';
import { claimStreamPlace, endStream, releaseStreamPlace } from './stream-limit';

export const VERIFICATION_SOCKET_PATH = '/ws/verification/';
export const EVENT_SOCKET_PATH = '/ws/events/';
/** The close code of a server going away (a drain, ops/drain.ts): the player reconnects, to another process. */
export const GOING_AWAY = 1001;
/** Largest message a socket accepts, in bytes. */
const MAX_MESSAGE_BYTES = 4096;
/** Messages one socket may send per window; beyond, it is closed (1008, policy violation). */
const MESSAGES_PER_WINDOW = 60;
const WINDOW_MS = 10_000;

type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string };

function parseMessage<T extends z.ZodMiniType>(schema: T, data: unknown): Parsed<z.infer<T>> {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    return { ok: false, detail: MALFORMED_JSON };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, detail: `${issue.path.join('.') || 'message'}: ${issue.message}` };
}

async function userOfMessage(ctx: AppContext, authorization: string): Promise<AuthUser | null> {
  const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(authorization);
  return match ? userForToken(ctx, match[1]) : null;
}

/** Closes a socket that sends more than MESSAGES_PER_WINDOW messages per WINDOW_MS. */
function rateLimited(socket: WebSocket, now: () => number): () => boolean {
  let windowStart = now();
  let count = 0;
  return () => {
    if (now() - windowStart > WINDOW_MS) {
      windowStart = now();
      count = 0;
    }
    if (++count <= MESSAGES_PER_WINDOW) return false;
    socket.close(1008, 'Too many messages.');
    return true;
  };
}

const send = (socket: WebSocket, answer: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer));
};

const generic = (status: number, name: string, message: string): VerificationAnswer => ({
  status,
  error: { name, recourse: 'none', title: UNEXPECTED_ERROR, message },
  id: randomUUID(),
});

export async function answerVerification(ctx: AppContext, data: unknown): Promise<VerificationAnswer> {
  const parsed = parseMessage(verificationRequest, data);
  if (!parsed.ok) return generic(400, 'bad_request', parsed.detail);
  const message = parsed.value;
  const user = await userOfMessage(ctx, message.authorization);
  if (!user) return generic(401, 'not_authenticated', INVALID_TOKEN);
  const [profile] = await ctx.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, message.profile_id), eq(profiles.userId, user.id)));
  if (!profile) return generic(404, 'not_found', NOT_FOUND);
  let decision;
  try {
    decision = await decideAccess(ctx, user.id, message.offering);
  } catch (error) {
    ctx.log.error({ err: error }, 'verification failed');
    decision = retryLater(null);
  }
  const id = randomUUID();
  ctx.log.info({ verification: id, userId: user.id, offering: message.offering, status: decision.ok ? 200 : decision.status }, 'verification');
  return decision.ok ? { status: 200, error: null, id } : { status: decision.status, error: decision.error, id };
}

export async function answerPlaybackEvent(ctx: AppContext, data: unknown, claimed: Set<number>): Promise<PlaybackEventAnswer> {
  const parsed = parseMessage(playbackEvent, data);
  if (!parsed.ok) return { status: 400, session_id: null, event_type: null, detail: parsed.detail };
  const event = parsed.value;
  const base = { session_id: event.session_id, event_type: event.event_type };
  const user = await userOfMessage(ctx, event.authorization);
  if (!user) return { ...base, status: 401, detail: INVALID_TOKEN };
  const [stream] = await ctx.db
    .select()
    .from(streams)
    .where(and(eq(streams.id, event.session_id), eq(streams.userId, user.id)));
  if (!stream) return { ...base, status: 404, detail: NOT_FOUND };
  await ctx.db.update(streams).set({ lastLocation: Math.min(event.location, stream.runtime) }).where(eq(streams.id, stream.id));
  switch (event.event_type) {
    case 'START':
    case 'PLAY':
    case 'HEARTBEAT': {
      const result = await claimStreamPlace(ctx, user.id, stream.id);
      if (result === 'too-many') return { ...base, status: 409, detail: TOO_MANY_STREAMS };
      if (result === 'ended') return { ...base, status: 410, detail: 'This stream has ended.' };
      claimed.add(stream.id);
      return { ...base, status: 200 };
    }
    case 'STOP':
      await endStream(ctx, stream.id);
      claimed.delete(stream.id);
      return { ...base, status: 200 };
    default:
      // LOADSTART, PAUSE and ad events are acknowledged; a paused stream keeps its place until it lapses.
      return { ...base, status: 200 };
  }
}

function checkOrigin(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (!origin || !ctx.config.siteOrigins.includes(origin)) {
      const error = new Error(PERMISSION_DENIED) as Error & { statusCode: number };
      error.statusCode = 403;
      throw error;
    }
  };
}

/** Answers still being worked out, per socket: a drain closes a socket only once they are sent. */
const answering = new WeakMap<WebSocket, Set<Promise<unknown>>>();

function track(socket: WebSocket, answer: Promise<unknown>) {
  let pending = answering.get(socket);
  if (!pending) answering.set(socket, (pending = new Set()));
  pending.add(answer);
  void answer.finally(() => pending.delete(answer));
}

/**
 * On close (a drain): each socket is closed with 1001 once the answers it is owed are sent. The stream places its
 * streams hold are kept: the player reconnects to another process and its next event claims them again, so a
 * restart never hands a viewer's place to another device.
 */
function closeGoingAway(this: FastifyInstance, done: () => void) {
  const server = (this as FastifyInstance & { websocketServer: { clients: Set<WebSocket>; close(cb: () => void): void } }).websocketServer;
  void Promise.all(
    [...server.clients].map(async (socket) => {
      await Promise.allSettled([...(answering.get(socket) ?? [])]);
      socket.close(GOING_AWAY, 'Server restarting');
    }),
  ).then(() => server.close(() => done()));
}

export async function registerPlaybackSockets(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // Registered inside this scope: the plugin wraps the handler of every route registered beside it, and the
    // API's routes must keep their own (their names are the OpenAPI operationIds).
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES },
      preClose(done) {
        ctx.lifecycle.draining = true;
        closeGoingAway.call(this, done);
      },
    });
    scope.addHook('onRequest', checkOrigin(ctx));
    scope.get(VERIFICATION_SOCKET_PATH, { websocket: true }, function verificationSocket(socket) {
      const limited = rateLimited(socket, () => ctx.clock.now());
      socket.on('message', (data) => {
        if (limited()) return;
        const answer = answerVerification(ctx, data)
          .catch((error): VerificationAnswer => {
            ctx.log.error({ err: error }, 'verification failed');
            const decision = retryLater(null);
            return { status: decision.status, error: decision.error, id: randomUUID() };
          })
          .then((answer) => send(socket, answer));
        track(socket, answer);
      });
    });
    scope.get(EVENT_SOCKET_PATH, { websocket: true }, function eventSocket(socket) {
      const limited = rateLimited(socket, () => ctx.clock.now());
      const claimed = new Set<number>();
      socket.on('message', (data) => {
        if (limited()) return;
        const answer = answerPlaybackEvent(ctx, data, claimed)
          .catch((error) => {
            ctx.log.error({ err: error }, 'playback event failed');
            return { status: 503, session_id: null, event_type: null, detail: `${PRODUCT_NAME} could not record this event.` };
          })
          .then((answer) => send(socket, answer));
        track(socket, answer);
      });
      socket.on('close', () => {
        // Closed by a drain: the places stay claimed for the player's reconnection (closeGoingAway).
        if (ctx.lifecycle.draining) return;
        for (const id of claimed) void releaseStreamPlace(ctx, id).catch(() => undefined);
      });
    });
  });
}
