/**
 * Token authentication: `Authorization: Token <token>` (or Bearer), else the secure same-site cookie.
 * Cookie-authenticated writes must come from one of the site's own origins (a CSRF guard on top of SameSite).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, INVALID_TOKEN, PERMISSION_DENIED } from '@sift/contracts';
import { userForToken, type AuthUser } from './viewer-cache';
import type { AppContext } from './context';
import { detailError } from './errors';

export type { AuthUser } from './viewer-cache';

/** The cookie lives as long as a token may (DEFAULT_LIMITS.tokenAbsoluteMs); the server enforces both lifetimes. */
const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readToken(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header);
    return match ? { token: match[1], fromCookie: false } : { token: '', fromCookie: false };
  }
  const cookie = request.cookies?.[COOKIE_NAMES.apiToken];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  const found = readToken(request);
  if (!found) return null;
  if (!found.token) throw detailError(401, INVALID_TOKEN);
  if (found.fromCookie && !SAFE_METHODS.has(request.method)) {
    // A cookie-authenticated write must name one of the site's origins: a missing Origin is refused like a
    // foreign one (browsers send Origin on every cross-site write; only odd clients omit it).
    const origin = request.headers.origin;
    if (!origin || !ctx.config.siteOrigins.includes(origin)) throw detailError(403, PERMISSION_DENIED);
  }
  const user = await userForToken(ctx, found.token);
  if (!user) {
    // A stale cookie must not lock a visitor out of public calls; a stale header is an error the client handles.
    if (found.fromCookie) return null;
    throw detailError(401, INVALID_TOKEN);
  }
  return user;
}

/** The user a raw token belongs to, or null (also used by the websockets, whose messages carry the token). */
export { userForToken };

export function setTokenCookie(reply: FastifyReply, token: string) {
  reply.setCookie(COOKIE_NAMES.apiToken, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: TOKEN_COOKIE_MAX_AGE_S,
  });
}

export function clearTokenCookie(reply: FastifyReply) {
  reply.clearCookie(COOKIE_NAMES.apiToken, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
}
