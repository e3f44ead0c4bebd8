/** Password request and reset (000 §4.5, §5), and reset by e-mail. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
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
  text,
} from '@sift/contracts';
import { authTokens, passwordResets, users } from '../db/schema';
import { setTokenCookie } from '../http/auth';
import type { AppContext } from '../http/context';
import { fieldError, requiredField } from '../http/errors';
import { ctxOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { passwordResetMail } from '../mail/templates';
import { limitAddress, mayMail } from '../security/address-limits';
import { newPasswordProblem } from '../security/password-policy';
import { confirmEmail } from './signup-records';
import { hashSecret } from '../security/passwords';
import { digest, newToken } from '../security/tokens';
import { findUserByEmail, issueToken } from './accounts.service';

const RESET_TTL_MS = 24 * 3600 * 1000;

/**
 * Mails a reset link when the account exists, at most mailPerRecipient per window (the `mail.password-reset` job).
 * Runs after the answer is sent: the answer (and its timing) is the same for known and unknown addresses (no account probing).
 */
export async function mailResetLink(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  if (!(await mayMail(ctx, user.email))) {
    ctx.log.warn({ userId: user.id }, 'password reset mail not sent: recipient limit reached');
    return;
  }
  const key = newToken();
  await ctx.db.insert(passwordResets).values({
    digest: digest(key),
    userId: user.id,
    expiresAt: new Date(ctx.clock.now() + RESET_TTL_MS),
  });
  await ctx.mailer.send(passwordResetMail(user.email, `${ctx.config.siteOrigins[0]}/password-reset/${key}`));
}

/**
 * The request path: same work for every address (the per-address limit, one job queued), then the mail is a job
 * (docs/decisions/0061): the answer waits only for the job to be stored, so a crash after it loses no mail.
 */
async function requestReset(ctx: AppContext, request: FastifyRequest, email: string) {
  await limitAddress(ctx, request, 'mail', ctx.limits.mailPerAddress, ctx.limits.mailWindowMs);
  await ctx.jobs.send('mail.password-reset', { email });
}

const requestPasswordResetSchema = {
  summary: 'Mail a password-reset link; same answer for unknown e-mails.',
  tags: ['identity'],
  body: passwordRequestBody,
  response: { 200: detailResponse },
};
async function requestPasswordReset(request: ZodRequest<typeof requestPasswordResetSchema>) {
  const { email } = request.body;
  if (!email.trim()) throw requiredField('email');
  if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
  await requestReset(ctxOf(request), request, email);
  return { detail: PASSWORD_REQUEST_SUCCESS };
}

const resetPasswordByEmailSchema = {
  summary: 'Mail a password-reset link to the e-mail in the path; same answer for unknown e-mails.',
  tags: ['identity'],
  params: z.object({ email: text(320) }),
  response: { 200: detailResponse },
};
async function resetPasswordByEmail(request: ZodRequest<typeof resetPasswordByEmailSchema>) {
  const email = request.params.email;
  if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
  await requestReset(ctxOf(request), request, email);
  return { detail: PASSWORD_REQUEST_SUCCESS };
}

const resetPasswordSchema = {
  summary: 'Set a new password with the mailed validation key; signs the user in (external activation, 000 §4.3).',
  tags: ['identity'],
  body: passwordResetBody,
  response: { 200: passwordResetResponse },
};
async function resetPassword(request: ZodRequest<typeof resetPasswordSchema>, reply: ZodReply<typeof resetPasswordSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  if (!isValidNewPassword(body.password, body.password_confirm)) throw fieldError('password', PASSWORDS_MUST_MATCH_8);
  const now = new Date(ctx.clock.now());
  const [reset] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.digest, digest(body.validation_key)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning();
  if (!reset) throw fieldError('validation_key', RESET_LINK_INVALID);
  const [owner] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, reset.userId));
  const passwordProblem = newPasswordProblem(body.password, owner?.email);
  if (passwordProblem) {
    // The key stays usable: the person picks another password with the same link.
    await ctx.db.update(passwordResets).set({ usedAt: null }).where(eq(passwordResets.digest, reset.digest));
    throw fieldError('password', passwordProblem);
  }
  await ctx.db.update(users).set({ passwordHash: await hashSecret(body.password) }).where(eq(users.id, reset.userId));
  // A reset means the old password may be known to someone else: every existing session ends.
  await ctx.db.delete(authTokens).where(eq(authTokens.userId, reset.userId));
  // The mailed link proves the address (external activation, 000 §4.3).
  if (owner) await confirmEmail(ctx, reset.userId, owner.email, 'reset_link');
  const token = await issueToken(ctx, reset.userId);
  setTokenCookie(reply, token);
  return { detail: PASSWORD_RESET_SUCCESS, token, id: reset.userId };
}

export function passwordRoutes(app: ZodApp) {
  app.post('/password/request/', { schema: requestPasswordResetSchema, config: { auth: 'none' } }, requestPasswordReset);
  app.post('/reset-password/:email/', { schema: resetPasswordByEmailSchema, config: { auth: 'none' } }, resetPasswordByEmail);
  const resetMessages = { password: PASSWORDS_MUST_MATCH_8, password_confirm: PASSWORDS_MUST_MATCH_8 };
  app.post('/password/reset/', { schema: resetPasswordSchema, config: { auth: 'none', fieldMessages: resetMessages } }, resetPassword);
}
