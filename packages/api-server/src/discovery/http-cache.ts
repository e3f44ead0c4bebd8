/**
 * HTTP caching of the catalogue's public answers (docs/decisions/0040-catalogue-query-plans.md): answers that are
 * the same for every caller get `Cache-Control: public, max-age=N` and a strong ETag, and a request whose
 * If-None-Match names the current ETag gets 304 without a body. Answers that depend on the caller (my_services, a
 * profile's watchlist) keep the route layer's `no-store`.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Seconds a public answer may be reused; set by a handler whose answer does not depend on the caller. */
    publicMaxAgeS?: number;
  }
}

/** Catalogue answers change when the catalogue does (rarely): one minute fresh, then revalidated by ETag. */
export const CATALOGUE_MAX_AGE_S = 60;

export function markPublic(request: FastifyRequest, maxAgeS = CATALOGUE_MAX_AGE_S): void {
  request.publicMaxAgeS = maxAgeS;
}

const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/** Route-level onSend hook: runs after the route layer's, so a public answer replaces its `no-store`. */
export async function httpCacheOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.publicMaxAgeS === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${request.publicMaxAgeS}`);
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}
