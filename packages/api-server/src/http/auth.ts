/**
 * Token authentication: `Authorization: Token <token>` (or Bearer), else the secure same-site cookie.
 * Cookie-authenticated writes must come from one of the site's own origins (a CSRF guard on top of SameSite).
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, INVALID_TOKEN, PERMISSION_DENIED } from '@sift/contracts';
import { authTokens, users } from '../db/schema';
import { digest } from '../security/tokens';
import type { AppContext } from './context';
import { detailError } from './errors';

export interface AuthUser {
  id: number;
  email: string;
  isStaff: boolean;
  tokenDigest: string;
  impersonatorId: number | null;
}

/** The cookie lives as long as a token may (DEFAULT_LIMITS.tokenAbsoluteMs); the server enforces both lifetimes. */
const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LAST_USED_RESOLUTION_MS = 60 * 1000;

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
export async function userForToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  if (!token) return null;
  const tokenDigest = digest(token);
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      isStaff: users.isStaff,
      impersonatorId: authTokens.impersonatorId,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.digest, tokenDigest))
    .limit(1);
  if (!row) return null;
  const now = ctx.clock.now();
  const lastUsed = (row.lastUsedAt ?? row.createdAt).getTime();
  if (now - row.createdAt.getTime() > ctx.limits.tokenAbsoluteMs || now - lastUsed > ctx.limits.tokenIdleMs) {
    await ctx.db.delete(authTokens).where(eq(authTokens.digest, tokenDigest));
    return null;
  }
  // The idle clock restarts with use; written at most once a minute per token.
  if (now - lastUsed > LAST_USED_RESOLUTION_MS) {
    await ctx.db.update(authTokens).set({ lastUsedAt: new Date(now) }).where(eq(authTokens.digest, tokenDigest));
  }
  return { id: row.id, email: row.email, isStaff: row.isStaff, impersonatorId: row.impersonatorId, tokenDigest };
}

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
