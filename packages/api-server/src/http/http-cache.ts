/**
 * Caching of the catalogue's public answers (docs/decisions/0040-catalogue-query-plans.md). Answers that are the same
 * for every caller get `Cache-Control: public, max-age=60` and a strong ETag, and a request whose If-None-Match names
 * the current ETag gets 304 without a body. The same promise lets this process answer a repeated public request
 * from memory for a short while (ANSWER_TTL_MS), as a proxy would: the catalogue changes rarely and the answer is
 * the same for everyone. Answers that depend on the caller (my_services, a profile's lists) keep the route layer's
 * `no-store` and are never kept.
 *
 * Kept answers live under a scope the route hands in (the catalogue's routes pass `catalogueScope`, one object per
 * catalogue version, catalogue/catalogue-version.ts): this file is HTTP infrastructure and knows no domain
 * (docs/decisions/0120).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ctxOf } from './route-layer';
import { authenticate, readToken } from './auth';
import type { AppContext } from './context';
import { baseUrl } from './list-query';

declare module 'fastify' {
  interface FastifyRequest {
    /** Seconds a public answer may be reused; set by a handler whose answer does not depend on the caller. */
    publicMaxAgeS?: number;
    /** The key of this request in the answer cache, when its answer may be kept there. */
    answerKey?: string;
    /** The ETag of an answer served from the answer cache (no need to hash it again). */
    cachedEtag?: string;
    /** The scope the answer is computed in and kept under (for the catalogue's answers, its version). */
    answerScope?: object;
    /** The credentials were checked at onRequest (a member's public answer): the route layer does not check them again. */
    authenticatedEarly?: boolean;
  }
}

/** Catalogue answers change when the catalogue does (rarely): one minute fresh, then revalidated by ETag. */
export const CATALOGUE_MAX_AGE_S = 60;
/** How long this process reuses a public answer it computed. */
export const ANSWER_TTL_MS = 30_000;
/** Memory the kept answers may use, in characters of JSON (about bytes). */
const ANSWER_CACHE_CHARS = 32 * 1024 * 1024;

interface KeptAnswer {
  body: string;
  etag: string;
  maxAgeS: number;
  at: number;
}

/** Kept answers of one database, oldest first, and the characters they hold. */
interface Kept {
  answers: Map<string, KeptAnswer>;
  chars: number;
}
/** Per scope (for the catalogue's answers, a database at one catalogue version): a new scope drops them all. */
const keptByDatabase = new WeakMap<object, Kept>();
/** Hits and misses since start, for the bench; SIFT_ANSWER_CACHE=off measures every request on the database. */
export const answerCacheStats = { hits: 0, misses: 0, enabled: process.env.SIFT_ANSWER_CACHE !== 'off' };

function keptOf(database: object): Kept {
  let kept = keptByDatabase.get(database);
  if (!kept) keptByDatabase.set(database, (kept = { answers: new Map(), chars: 0 }));
  return kept;
}

function keep(kept: Kept, key: string, answer: KeptAnswer) {
  const old = kept.answers.get(key);
  if (old) kept.chars -= old.body.length;
  kept.answers.delete(key);
  kept.answers.set(key, answer);
  kept.chars += answer.body.length;
  // Oldest first out (a Map iterates in insertion order; a hit re-inserts).
  for (const [oldest, value] of kept.answers) {
    if (kept.chars <= ANSWER_CACHE_CHARS) break;
    kept.answers.delete(oldest);
    kept.chars -= value.body.length;
  }
}

export function markPublic(request: FastifyRequest, maxAgeS = CATALOGUE_MAX_AGE_S): void {
  request.publicMaxAgeS = maxAgeS;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

function sendPublic(request: FastifyRequest, reply: FastifyReply, body: string, etag: string, maxAgeS: number) {
  reply.header('cache-control', `public, max-age=${maxAgeS}`);
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return body;
}

/** What kept answers are kept under: a new object when what they were made from changed (catalogue/catalogue-version.ts). */
export type AnswerScope = (ctx: AppContext) => Promise<object> | object;

/** Answers a request from the kept answers when it may be; else marks it to be kept once answered. */
function answerFromCache(isPublic: (request: FastifyRequest) => boolean, scopeOf: AnswerScope) {
  return async function publicAnswerFromCache(request: FastifyRequest, reply: FastifyReply) {
    if (!answerCacheStats.enabled || request.method !== 'GET' || request.answerKey || !isPublic(request)) return;
    const ctx = ctxOf(request);
    const key = `${baseUrl(ctx, request)}|${request.url}`;
    const scope = await scopeOf(ctx);
    const kept = keptOf(scope).answers;
    const hit = kept.get(key);
    if (hit && ctx.clock.now() - hit.at < ANSWER_TTL_MS) {
      answerCacheStats.hits++;
      kept.delete(key);
      kept.set(key, hit);
      request.cachedEtag = hit.etag;
      request.publicMaxAgeS = hit.maxAgeS;
      return reply.type('application/json; charset=utf-8').send(hit.body);
    }
    answerCacheStats.misses++;
    request.answerKey = key;
    request.answerScope = scope;
  };
}

/**
 * The route-level hooks of a public answer, to spread into a route's options: when `isPublic` says this request's
 * answer is the same for everyone, it is answered from memory if this process computed it less than ANSWER_TTL_MS
 * ago; otherwise the handler runs and onSend keeps it. Answers are given at onRequest, before validation: an answer
 * is only ever kept for a URL that validated. A visitor has nobody to authenticate; a request with credentials is
 * authenticated first (a kept token costs nothing, decision 0085), so a bad token is still refused. Answers are kept
 * under `scopeOf(ctx)`, so a change of what they were made from drops them.
 */
export function publicAnswer(isPublic: (request: FastifyRequest) => boolean, scopeOf: AnswerScope) {
  const serve = answerFromCache(isPublic, scopeOf);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      // Nobody to authenticate: a visitor, or a route that reads no credentials.
      if (readToken(request) === null || request.routeOptions.config.auth === 'none') return serve(request, reply);
      if (!answerCacheStats.enabled || request.method !== 'GET' || !isPublic(request)) return undefined;
      // A member's request for a public answer: checked here (a bad token is refused, as after validation), then
      // answered like a visitor's; the route layer keeps the user and does not check again (decision 0085).
      request.user = await authenticate(ctxOf(request), request);
      request.authenticatedEarly = true;
      return serve(request, reply);
    },
    preHandler: serve,
    onSend: httpCacheOnSend,
  };
}

/** Route-level onSend hook: runs after the route layer's, so a public answer replaces its `no-store`. */
async function httpCacheOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.publicMaxAgeS === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = request.cachedEtag ?? etagOf(payload);
  if (request.answerKey && !request.cachedEtag) {
    const ctx = ctxOf(request);
    keep(keptOf(request.answerScope ?? ctx.database), request.answerKey, { body: payload, etag, maxAgeS: request.publicMaxAgeS, at: ctx.clock.now() });
  }
  return sendPublic(request, reply, payload, etag, request.publicMaxAgeS);
}
