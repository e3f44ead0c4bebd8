/** Login, logout and staff impersonation (000 §4.6, §7). */
import { and, eq, gt, isNull } from 'drizzle-orm';
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
import { defineRoute } from '../http/route';
import { dummyPasswordHash, verifySecret } from '../security/passwords';
import { clearFailures, countRecentFailures, recordFailure } from '../security/throttle';
import { digest, newToken } from '../security/tokens';
import { findUserByEmail, issueToken, normaliseEmail } from './accounts.service';

const IMPERSONATION_TTL_MS = 10 * 60 * 1000;

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api-token-auth/',
    summary: 'Log in with e-mail and password; answers a token. Throttled per account and per address.',
    tag: 'identity',
    auth: 'none',
    body: authRequest,
    responses: { 200: authResponse },
    handler: async ({ ctx, body, request, reply }) => {
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
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/logout/',
    summary: 'Log out: revokes the token and clears the cookie.',
    tag: 'identity',
    auth: 'optional',
    responses: { 204: null },
    handler: async ({ ctx, user, reply }) => {
      if (user) await ctx.db.delete(authTokens).where(eq(authTokens.digest, user.tokenDigest));
      clearTokenCookie(reply);
      return undefined;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/impersonation-tokens/',
    summary: 'Staff only: a one-time impersonation token for a user (000 §4.6), valid 10 minutes.',
    tag: 'identity',
    auth: 'staff',
    body: impersonationTokenRequest,
    responses: { 201: impersonationTokenResponse },
    handler: async ({ ctx, body, user }) => {
      const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, body.user_id));
      if (!target) throw notFound();
      const token = newToken();
      await ctx.db.insert(impersonationTokens).values({
        digest: digest(token),
        userId: target.id,
        staffId: user!.id,
        expiresAt: new Date(ctx.clock.now() + IMPERSONATION_TTL_MS),
      });
      ctx.log.info({ staffId: user!.id, userId: target.id }, 'impersonation token issued');
      return { impersonation_token: token };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api-token-auth/impersonate/',
    summary: 'Exchange a one-time impersonation token for an API token of the impersonated user.',
    tag: 'identity',
    auth: 'none',
    body: impersonateRequest,
    responses: { 200: authResponse },
    handler: async ({ ctx, body, reply }) => {
      const now = new Date(ctx.clock.now());
      // One conditional update marks the token used, so it works exactly once even under concurrent requests.
      const [used] = await ctx.db
        .update(impersonationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(impersonationTokens.digest, digest(body.impersonation_token)),
            isNull(impersonationTokens.usedAt),
            gt(impersonationTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!used) throw fieldError('impersonation_token', IMPERSONATION_TOKEN_INVALID);
      const token = await issueToken(ctx, used.userId, used.staffId);
      setTokenCookie(reply, token);
      return { token, id: used.userId };
    },
  }),
];
