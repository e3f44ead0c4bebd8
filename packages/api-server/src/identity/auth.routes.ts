/** Login, logout and staff impersonation (000 §4.6, §7). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  authRequest,
  FIELD_REQUIRED,
  authResponse,
  IMPERSONATE_SELF,
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
import { detailError, fieldError, fieldErrors, notFound } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { dummyPasswordHash, verifySecret } from '../security/passwords';
import { clearAttempts, releaseAttempt, reserveAll } from '../security/throttle';
import { digest, newToken } from '../security/tokens';
import { findUserByEmail, isKnownAddress, issueToken, normaliseEmail, rememberAddress } from './accounts.service';

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
  // 000 §5: both fields are sent; every empty one is named at once, under its own field.
  const missing: Record<string, string[]> = {};
  if (!body.username.trim()) missing.username = [FIELD_REQUIRED];
  if (!body.password) missing.password = [PROVIDE_PASSWORD];
  if (Object.keys(missing).length) throw fieldErrors(missing);
  const email = normaliseEmail(body.username);
  const address = request.ip;
  const windowMs = ctx.limits.loginWindowMs;
  const keys = { pair: `login:pair:${email}|${address}`, address: `login:address:${address}`, account: `login:account:${email}` };
  const user = await findUserByEmail(ctx, email);
  // Each attempt is reserved before the password is checked (count and check are one statement), so no burst
  // checks more than the limit. Per (account, address) first: one address cannot lock the owner out; the
  // account-wide ceiling is much higher and spares addresses the account has signed in from.
  const checks = [
    { key: keys.pair, limit: ctx.limits.loginAttemptsPerAccountAddress, windowMs },
    { key: keys.address, limit: ctx.limits.loginAttemptsPerAddress, windowMs },
  ];
  if (!user || !(await isKnownAddress(ctx, user.id, address))) {
    checks.push({ key: keys.account, limit: ctx.limits.loginAttemptsPerAccount, windowMs });
  }
  if (!(await reserveAll(ctx, checks))) throw detailError(429, LOGIN_THROTTLED);
  const valid = await verifySecret(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) throw fieldErrors({ non_field_errors: [LOGIN_INVALID_CREDENTIALS] });
  await clearAttempts(ctx, [keys.pair, keys.account]);
  // A success does not use up the address's budget (many people may share one address).
  await releaseAttempt(ctx, keys.address);
  await rememberAddress(ctx, user.id, address);
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
  // Impersonating oneself would mint a second, impersonation-marked session that hides who acted.
  if (target.id === staff.id) throw fieldError('user_id', IMPERSONATE_SELF);
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
