/** Login, logout and staff impersonation (000 §4.6, §7). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  authRequest,
  authResponse,
  IMPERSONATION_TOKEN_INVALID,
  impersonateRequest,
  impersonationTokenRequest,
  impersonationTokenResponse,
  LOGIN_INVALID_CREDENTIALS,
  LOGIN_THROTTLED,
  PROVIDE_PASSWORD,
} from '@sift/contracts';
import { authTokens, impersonationTokens, users } from '../db/schema';
import { clearTokenCookie, setTokenCookie } from '../http/auth';
import { detailError, fieldError, fieldErrors, notFound, requiredField } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { dummyPasswordHash, verifySecret } from '../security/passwords';
import { clearFailures, countRecentFailures, recordFailure } from '../security/throttle';
import { digest, newToken } from '../security/tokens';
import { findUserByEmail, issueToken, normaliseEmail } from './accounts.service';

const IMPERSONATION_TTL_MS = 10 * 60 * 1000;

const loginSchema = {
  summary: 'Log in with e-mail and password; answers a token. Throttled per account and per address.',
  tags: ['identity'],
  body: authRequest,
  response: { 200: authResponse },
};
async function login(request: ZodRequest<typeof loginSchema>, reply: ZodReply<typeof loginSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  if (!body.username.trim()) throw requiredField('username');
  if (!body.password) throw fieldError('password', PROVIDE_PASSWORD);
  const email = normaliseEmail(body.username);
  const keys = { account: `login:account:${email}`, address: `login:address:${request.ip}` };
  const [accountFailures, addressFailures] = await Promise.all([
    countRecentFailures(ctx, keys.account),
    countRecentFailures(ctx, keys.address),
  ]);
  if (accountFailures >= ctx.limits.loginFailuresPerAccount || addressFailures >= ctx.limits.loginFailuresPerAddress) {
    throw detailError(429, LOGIN_THROTTLED);
  }
  const user = await findUserByEmail(ctx, email);
  const valid = await verifySecret(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) {
    await recordFailure(ctx, [keys.account, keys.address]);
    throw fieldErrors({ non_field_errors: [LOGIN_INVALID_CREDENTIALS] });
  }
  await clearFailures(ctx, [keys.account]);
  const token = await issueToken(ctx, user.id);
  setTokenCookie(reply, token);
  return { token, id: user.id };
}

const logoutSchema = {
  summary: 'Log out: revokes the token and clears the cookie.',
  tags: ['identity'],
  response: { 204: z.null() },
};
async function logout(request: ZodRequest<typeof logoutSchema>, reply: ZodReply<typeof logoutSchema>) {
  if (request.user) await ctxOf(request).db.delete(authTokens).where(eq(authTokens.digest, request.user.tokenDigest));
  clearTokenCookie(reply);
  return reply.code(204).send(null);
}

const createImpersonationTokenSchema = {
  summary: 'Staff only: a one-time impersonation token for a user (000 §4.6), valid 10 minutes.',
  tags: ['identity'],
  body: impersonationTokenRequest,
  response: { 201: impersonationTokenResponse },
};
async function createImpersonationToken(
  request: ZodRequest<typeof createImpersonationTokenSchema>,
  reply: ZodReply<typeof createImpersonationTokenSchema>,
) {
  const ctx = ctxOf(request);
  const staff = userOf(request);
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, request.body.user_id));
  if (!target) throw notFound();
  const token = newToken();
  await ctx.db.insert(impersonationTokens).values({
    digest: digest(token),
    userId: target.id,
    staffId: staff.id,
    expiresAt: new Date(ctx.clock.now() + IMPERSONATION_TTL_MS),
  });
  ctx.log.info({ staffId: staff.id, userId: target.id }, 'impersonation token issued');
  return reply.code(201).send({ impersonation_token: token });
}

const impersonateSchema = {
  summary: 'Exchange a one-time impersonation token for an API token of the impersonated user.',
  tags: ['identity'],
  body: impersonateRequest,
  response: { 200: authResponse },
};
async function impersonate(request: ZodRequest<typeof impersonateSchema>, reply: ZodReply<typeof impersonateSchema>) {
  const ctx = ctxOf(request);
  const now = new Date(ctx.clock.now());
  // One conditional update marks the token used, so it works exactly once even under concurrent requests.
  const [used] = await ctx.db
    .update(impersonationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(impersonationTokens.digest, digest(request.body.impersonation_token)),
        isNull(impersonationTokens.usedAt),
        gt(impersonationTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!used) throw fieldError('impersonation_token', IMPERSONATION_TOKEN_INVALID);
  const token = await issueToken(ctx, used.userId, used.staffId);
  setTokenCookie(reply, token);
  return { token, id: used.userId };
}

export function authRoutes(app: ZodApp) {
  app.post('/api-token-auth/', { schema: loginSchema, config: { auth: 'none' } }, login);
  app.post('/auth/logout/', { schema: logoutSchema, config: { auth: 'optional' } }, logout);
  app.post('/impersonation-tokens/', { schema: createImpersonationTokenSchema, config: { auth: 'staff' } }, createImpersonationToken);
  app.post('/api-token-auth/impersonate/', { schema: impersonateSchema, config: { auth: 'none' } }, impersonate);
}
