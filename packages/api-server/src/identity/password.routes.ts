/** Password request and reset (000 §4.5, §5), and reset by e-mail. */
import { and, eq, gt, isNull } from 'drizzle-orm';

import {
  detailResponse,
  INVALID_EMAIL,
  isValidEmail,
  isValidNewPassword,
  PASSWORD_REQUEST_SUCCESS,
  PASSWORD_RESET_SUCCESS,
  PASSWORDS_MUST_MATCH_8,
  passwordRequestBody,
  passwordResetBody,
  passwordResetResponse,
  RESET_LINK_INVALID,
} from '@sift/contracts';
import { authTokens, passwordResets, users } from '../db/schema';
import { setTokenCookie } from '../http/auth';
import type { AppContext } from '../http/context';
import { fieldError, requiredField } from '../http/errors';
import { defineRoute } from '../http/route';
import { passwordResetMail } from '../mail/templates';
import { hashSecret } from '../security/passwords';
import { digest, newToken } from '../security/tokens';
import { findUserByEmail, issueToken } from './accounts.service';

const RESET_TTL_MS = 24 * 3600 * 1000;

/** Mails a reset link when the account exists; the answer is the same either way (no account probing). */
async function requestReset(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const key = newToken();
  await ctx.db.insert(passwordResets).values({
    digest: digest(key),
    userId: user.id,
    expiresAt: new Date(ctx.clock.now() + RESET_TTL_MS),
  });
  await ctx.mailer.send(passwordResetMail(user.email, `${ctx.config.siteOrigins[0]}/password-reset/${key}`));
}

export const passwordRoutes = [
  defineRoute({
    method: 'POST',
    url: '/password/request/',
    summary: 'Mail a password-reset link; same answer for unknown e-mails.',
    tag: 'identity',
    auth: 'none',
    body: passwordRequestBody,
    responses: { 200: detailResponse },
    handler: async ({ ctx, body }) => {
      if (!body.email.trim()) throw requiredField('email');
      if (!isValidEmail(body.email)) throw fieldError('email', INVALID_EMAIL);
      await requestReset(ctx, body.email);
      return { detail: PASSWORD_REQUEST_SUCCESS };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/reset-password/:email/',
    summary: 'Mail a password-reset link to the e-mail in the path; same answer for unknown e-mails.',
    tag: 'identity',
    auth: 'none',
    responses: { 200: detailResponse },
    handler: async ({ ctx, params }) => {
      const email = decodeURIComponent(params.email ?? '');
      if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
      await requestReset(ctx, email);
      return { detail: PASSWORD_REQUEST_SUCCESS };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/password/reset/',
    summary: 'Set a new password with the mailed validation key; signs the user in (external activation, 000 §4.3).',
    tag: 'identity',
    auth: 'none',
    body: passwordResetBody,
    bodyMessages: { password: PASSWORDS_MUST_MATCH_8, password_confirm: PASSWORDS_MUST_MATCH_8 },
    responses: { 200: passwordResetResponse },
    handler: async ({ ctx, body, reply }) => {
      if (!isValidNewPassword(body.password, body.password_confirm)) throw fieldError('password', PASSWORDS_MUST_MATCH_8);
      const now = new Date(ctx.clock.now());
      const [reset] = await ctx.db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.digest, digest(body.validation_key)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning();
      if (!reset) throw fieldError('validation_key', RESET_LINK_INVALID);
      await ctx.db.update(users).set({ passwordHash: await hashSecret(body.password) }).where(eq(users.id, reset.userId));
      // A reset means the old password may be known to someone else: every existing session ends.
      await ctx.db.delete(authTokens).where(eq(authTokens.userId, reset.userId));
      const token = await issueToken(ctx, reset.userId);
      setTokenCookie(reply, token);
      return { detail: PASSWORD_RESET_SUCCESS, token, id: reset.userId };
    },
  }),
];

