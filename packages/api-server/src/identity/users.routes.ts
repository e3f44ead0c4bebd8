/** Signup, the current user and its flags, and the account-area identity changes (000 §7, 002 §7). */
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  accountInitialAction,
  authResponse,
  changeEmailBody,
  changeNameBody,
  changePasswordBody,
  CONFIRMATION_CODE_INVALID,
  CONFIRMATION_CODE_SENT,
  CURRENT_PASSWORD_INCORRECT,
  detailResponse,
  EMAIL_IN_USE,
  EMAIL_REQUIRED_FOR_SIGNUP,
  INVALID_EMAIL,
  isValidEmail,
  LOGIN_THROTTLED,
  NEW_PASSWORDS_DO_NOT_MATCH,
  normalisePromoCode,
  PASSWORD_CHANGED,
  PASSWORD_INCORRECT,
  PASSWORD_MIN_8,
  PASSWORD_MIN_LENGTH,
  PROVIDE_CURRENT_PASSWORD,
  PROVIDE_PASSWORD,
  signupPendingResponse,
  signupRequest,
  user as userSchema,
  userFlags,
  verifyEmailChangeBody,
} from '@sift/contracts';
import { authTokens, users } from '../db/schema';
import { setTokenCookie } from '../http/auth';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError, fieldErrors, notFound, requiredField } from '../http/errors';
import { baseUrl } from '../http/list-query';
import { defineRoute } from '../http/route';
import { emailChangeCodeMail, signupCodeMail } from '../mail/templates';
import { hashSecret, verifySecret } from '../security/passwords';
import { clearFailures, countRecentFailures, recordFailure } from '../security/throttle';
import {
  CODE_INVALID_ANSWER,
  consumeEmailCode,
  createAccount,
  createEmailCode,
  findUserByEmail,
  issueToken,
  normaliseEmail,
} from './accounts.service';
import { userView } from './user-view';

/** Checks the signed-in user's password for account changes, throttled like login. */
async function checkOwnPassword(ctx: AppContext, userId: number, password: string, field: string, message: string) {
  const key = `password:user:${userId}`;
  if ((await countRecentFailures(ctx, key)) >= ctx.limits.loginFailuresPerAccount) throw detailError(429, LOGIN_THROTTLED);
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifySecret(row.hash, password))) {
    await recordFailure(ctx, [key]);
    throw fieldError(field, message);
  }
  await clearFailures(ctx, [key]);
}

export const usersRoutes = [
  defineRoute({
    method: 'POST',
    url: '/users/',
    summary:
      'Sign up. With confirmation_required and no code: mails a six-character code and answers 202 {confirmation_pending}. With the code (or without confirmation_required): 201 {token, id}.',
    tag: 'identity',
    auth: 'none',
    body: signupRequest,
    bodyMessages: { email: EMAIL_REQUIRED_FOR_SIGNUP, password: PASSWORD_MIN_8 },
    responses: { 201: authResponse, 202: signupPendingResponse, 400: null },
    handler: async ({ ctx, body, reply, status }) => {
      const email = normaliseEmail(body.email);
      if (!email) throw fieldError('email', EMAIL_REQUIRED_FOR_SIGNUP);
      if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
      if (await findUserByEmail(ctx, email)) throw fieldError('email', EMAIL_IN_USE);
      if (body.confirmation_required) {
        if (!body.confirmation_code) {
          const code = await createEmailCode(ctx, 'signup', email);
          await ctx.mailer.send(signupCodeMail(email, code));
          status(202);
          return { confirmation_pending: true as const, detail: CONFIRMATION_CODE_SENT };
        }
        if (!(await consumeEmailCode(ctx, 'signup', body.confirmation_code, { email }))) {
          throw new ApiError(400, CODE_INVALID_ANSWER);
        }
      }
      const user = await createAccount(ctx, {
        email,
        password: body.password,
        rupi: body.rupi,
        irClickId: body.ir_click_id,
        promoCode: body.promo_code ? normalisePromoCode(body.promo_code) : undefined,
      });
      if (!user) throw fieldError('email', EMAIL_IN_USE);
      const token = await issueToken(ctx, user.id);
      setTokenCookie(reply, token);
      status(201);
      return { token, id: user.id };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/users/current/',
    summary: 'The signed-in user.',
    tag: 'identity',
    auth: 'user',
    responses: { 200: userSchema },
    handler: async ({ ctx, request, user }) => userView(ctx, baseUrl(ctx, request), user!.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/account-initial-action/',
    summary: "What the e-mail step does next: 'signup' (unknown e-mail), 'reonboard' (not onboarded) or null (log in).",
    tag: 'identity',
    auth: 'none',
    query: z.object({ email: z.string() }),
    responses: { 200: accountInitialAction },
    handler: async ({ ctx, query }) => {
      if (!isValidEmail(query.email)) throw fieldError('email', INVALID_EMAIL);
      const user = await findUserByEmail(ctx, query.email);
      return { action: !user ? 'signup' : user.hasOnboarded ? null : 'reonboard' };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/user-flags/',
    summary: 'The onboarding flag.',
    tag: 'identity',
    auth: 'user',
    responses: { 200: userFlags },
    handler: async ({ ctx, user }) => {
      const [row] = await ctx.db.select({ has_onboarded: users.hasOnboarded }).from(users).where(eq(users.id, user!.id));
      return row;
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/user-flags/',
    summary: 'Set the onboarding flag.',
    tag: 'identity',
    auth: 'user',
    body: userFlags.partial(),
    responses: { 200: userFlags },
    handler: async ({ ctx, user, body }) => {
      const [row] = await ctx.db
        .update(users)
        .set(body.has_onboarded === undefined ? {} : { hasOnboarded: body.has_onboarded })
        .where(eq(users.id, user!.id))
        .returning({ has_onboarded: users.hasOnboarded });
      return row;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/users/change-name/',
    summary: 'Change first and last name; answers the User.',
    tag: 'identity',
    auth: 'user',
    body: changeNameBody,
    responses: { 200: userSchema },
    handler: async ({ ctx, user, body, request }) => {
      if (!body.first_name.trim()) throw requiredField('first_name');
      await ctx.db
        .update(users)
        .set({ firstName: body.first_name.trim(), lastName: (body.last_name ?? '').trim() })
        .where(eq(users.id, user!.id));
      return userView(ctx, baseUrl(ctx, request), user!.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/users/change-email/',
    summary: 'Start an e-mail change: checks the password and mails a six-character code to the new address.',
    tag: 'identity',
    auth: 'user',
    body: changeEmailBody,
    bodyMessages: { password: PROVIDE_PASSWORD },
    responses: { 200: detailResponse },
    handler: async ({ ctx, user, body }) => {
      const newEmail = normaliseEmail(body.new_email ?? body.email ?? '');
      if (!newEmail) throw requiredField('new_email');
      if (!isValidEmail(newEmail)) throw fieldError('new_email', INVALID_EMAIL);
      if (!body.password) throw fieldError('password', PROVIDE_PASSWORD);
      const taken = await findUserByEmail(ctx, newEmail);
      if (taken) throw fieldError('new_email', EMAIL_IN_USE);
      await checkOwnPassword(ctx, user!.id, body.password, 'password', PASSWORD_INCORRECT);
      const code = await createEmailCode(ctx, 'email_change', newEmail, user!.id);
      await ctx.mailer.send(emailChangeCodeMail(newEmail, code));
      return { detail: CONFIRMATION_CODE_SENT };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/users/verify-email-change/',
    summary: 'Finish an e-mail change with the mailed code; answers the User.',
    tag: 'identity',
    auth: 'user',
    body: verifyEmailChangeBody,
    responses: { 200: userSchema },
    handler: async ({ ctx, user, body, request }) => {
      const used = await consumeEmailCode(ctx, 'email_change', body.code, { userId: user!.id });
      if (!used) throw fieldError('code', CONFIRMATION_CODE_INVALID);
      const [clash] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, used.email), ne(users.id, user!.id)));
      if (clash) throw fieldError('code', EMAIL_IN_USE);
      await ctx.db.update(users).set({ email: used.email }).where(eq(users.id, user!.id));
      return userView(ctx, baseUrl(ctx, request), user!.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/users/:id/change_password/',
    summary: 'Change the password (current one required). Other sessions are signed out.',
    tag: 'identity',
    auth: 'user',
    intParams: ['id'],
    body: changePasswordBody,
    bodyMessages: { password_last: PROVIDE_CURRENT_PASSWORD },
    responses: { 200: detailResponse },
    handler: async ({ ctx, user, body, ids }) => {
      if (ids.id !== user!.id) throw notFound();
      if (!body.password_last) throw fieldError('password_last', PROVIDE_CURRENT_PASSWORD);
      const errors: Record<string, string[]> = {};
      if (body.password.length < PASSWORD_MIN_LENGTH) errors.password = [PASSWORD_MIN_8];
      if (body.password !== body.confirm) errors.confirm = [NEW_PASSWORDS_DO_NOT_MATCH];
      if (Object.keys(errors).length) throw fieldErrors(errors);
      await checkOwnPassword(ctx, user!.id, body.password_last, 'password_last', CURRENT_PASSWORD_INCORRECT);
      await ctx.db.update(users).set({ passwordHash: await hashSecret(body.password) }).where(eq(users.id, user!.id));
      await ctx.db.delete(authTokens).where(and(eq(authTokens.userId, user!.id), ne(authTokens.digest, user!.tokenDigest)));
      return { detail: PASSWORD_CHANGED };
    },
  }),
];
