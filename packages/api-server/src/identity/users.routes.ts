/** Signup, the current user and its flags, and the account-area identity changes (000 §7, 002 §7). */
import { and, eq, ne } from 'drizzle-orm';
import {
  accountInitialAction,
  accountInitialActionQuery,
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
  pathId,
  PROVIDE_CURRENT_PASSWORD,
  PROVIDE_PASSWORD,
  signupPendingResponse,
  signupRequest,
  user as userSchema,
  verifyEmailChangeBody,
} from '@sift/contracts';
import { z } from 'zod/mini';
import { authTokens, users } from '../db/schema';
import { setTokenCookie } from '../http/auth';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError, fieldErrors, notFound, requiredField } from '../http/errors';
import { baseUrl } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { emailChangeCodeMail, signupCodeMail } from '../mail/templates';
import { limitAddress, limitMail, mayMail } from '../security/address-limits';
import { newPasswordProblem } from '../security/password-policy';
import { recordSignup } from './signup-records';
import { hashSecret, verifySecret } from '../security/passwords';
import { clearAttempts, reserveAttempt } from '../security/throttle';
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
  const reserved = await reserveAttempt(ctx, key, ctx.limits.loginAttemptsPerAccountAddress, ctx.limits.loginWindowMs);
  if (!reserved.allowed) throw detailError(429, LOGIN_THROTTLED);
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifySecret(row.hash, password))) throw fieldError(field, message);
  await clearAttempts(ctx, [key]);
}

const signUpSchema = {
  summary:
    'Sign up. The server decides whether the address must be confirmed (default: it must; confirmation_required is ignored): without a code it mails a six-character code and answers 202 {confirmation_pending}; with the code, 201 {token, id}.',
  tags: ['identity'],
  body: signupRequest,
  response: { 201: authResponse, 202: signupPendingResponse },
};
async function signUp(request: ZodRequest<typeof signUpSchema>, reply: ZodReply<typeof signUpSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const email = normaliseEmail(body.email);
  if (!email) throw fieldError('email', EMAIL_REQUIRED_FOR_SIGNUP);
  if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
  if (await findUserByEmail(ctx, email)) throw fieldError('email', EMAIL_IN_USE);
  const passwordProblem = newPasswordProblem(body.password, email);
  if (passwordProblem) throw fieldError('password', passwordProblem);
  // The server decides whether the address must be confirmed (config; default: it must), whatever the client
  // sends in confirmation_required: otherwise any client could open an account for someone else's address.
  if (ctx.config.signupConfirmation) {
    if (!body.confirmation_code) {
      await limitMail(ctx, request, email);
      const code = await createEmailCode(ctx, 'signup', email);
      await ctx.mailer.send(signupCodeMail(email, code));
      return reply.code(202).send({ confirmation_pending: true as const, detail: CONFIRMATION_CODE_SENT });
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
  await recordSignup(ctx, user.id, { email, rupi: body.rupi, confirmedByCode: ctx.config.signupConfirmation });
  const token = await issueToken(ctx, user.id);
  setTokenCookie(reply, token);
  return reply.code(201).send({ token, id: user.id });
}

const currentUserSchema = { summary: 'The signed-in user.', tags: ['identity'], response: { 200: userSchema } };
async function currentUser(request: ZodRequest<typeof currentUserSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const view = await userView(ctx, baseUrl(ctx, request), user.id);
  if (user.impersonatorId === null) return { ...view, impersonated_by: null };
  // The session is a staff member acting as this user (000 §4.6): say who, so the site can show it.
  const [staff] = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, user.impersonatorId));
  return { ...view, impersonated_by: staff ?? null };
}

const accountInitialActionSchema = {
  summary: "What the e-mail step does next: 'signup' (unknown e-mail), 'reonboard' (not onboarded) or null (log in).",
  tags: ['identity'],
  querystring: accountInitialActionQuery,
  response: { 200: accountInitialAction },
};
async function getAccountInitialAction(request: ZodRequest<typeof accountInitialActionSchema>) {
  const ctx = ctxOf(request);
  const { email } = request.query;
  if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
  // It tells whether an address has an account: bounded per address, like any probe.
  await limitAddress(ctx, request, 'initial-action', ctx.limits.initialActionPerAddress, ctx.limits.initialActionWindowMs);
  const user = await findUserByEmail(ctx, email);
  return { action: !user ? 'signup' : user.hasOnboarded ? null : 'reonboard' };
}

const changeNameSchema = {
  summary: 'Change first and last name; answers the User.',
  tags: ['identity'],
  body: changeNameBody,
  response: { 200: userSchema },
};
async function changeName(request: ZodRequest<typeof changeNameSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const user = userOf(request);
  if (!body.first_name.trim()) throw requiredField('first_name');
  await ctx.db
    .update(users)
    .set({ firstName: body.first_name.trim(), lastName: (body.last_name ?? '').trim() })
    .where(eq(users.id, user.id));
  return userView(ctx, baseUrl(ctx, request), user.id);
}

const changeEmailSchema = {
  summary: 'Start an e-mail change: checks the password and mails a six-character code to the new address.',
  tags: ['identity'],
  body: changeEmailBody,
  response: { 200: detailResponse },
};
async function changeEmail(request: ZodRequest<typeof changeEmailSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const user = userOf(request);
  const newEmail = normaliseEmail(body.new_email ?? body.email ?? '');
  if (!newEmail) throw requiredField('new_email');
  if (!isValidEmail(newEmail)) throw fieldError('new_email', INVALID_EMAIL);
  if (!body.password) throw fieldError('password', PROVIDE_PASSWORD);
  // The password first: only the account holder learns whether an address is taken.
  await checkOwnPassword(ctx, user.id, body.password, 'password', PASSWORD_INCORRECT);
  const taken = await findUserByEmail(ctx, newEmail);
  if (taken) throw fieldError('new_email', EMAIL_IN_USE);
  if (!(await mayMail(ctx, newEmail))) throw detailError(429, LOGIN_THROTTLED);
  const code = await createEmailCode(ctx, 'email_change', newEmail, user.id);
  await ctx.mailer.send(emailChangeCodeMail(newEmail, code));
  return { detail: CONFIRMATION_CODE_SENT };
}

const verifyEmailChangeSchema = {
  summary: 'Finish an e-mail change with the mailed code; answers the User.',
  tags: ['identity'],
  body: verifyEmailChangeBody,
  response: { 200: userSchema },
};
async function verifyEmailChange(request: ZodRequest<typeof verifyEmailChangeSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const used = await consumeEmailCode(ctx, 'email_change', request.body.code, { userId: user.id });
  if (!used) throw fieldError('code', CONFIRMATION_CODE_INVALID);
  const [clash] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, used.email), ne(users.id, user.id)));
  if (clash) throw fieldError('code', EMAIL_IN_USE);
  await ctx.db.update(users).set({ email: used.email }).where(eq(users.id, user.id));
  // Like a password change: the address that signs in changed, so every other session ends.
  await ctx.db.delete(authTokens).where(and(eq(authTokens.userId, user.id), ne(authTokens.digest, user.tokenDigest)));
  return userView(ctx, baseUrl(ctx, request), user.id);
}

const changePasswordSchema = {
  summary: 'Change the password (current one required). Other sessions are signed out.',
  tags: ['identity'],
  params: z.object({ id: pathId }),
  body: changePasswordBody,
  response: { 200: detailResponse },
};
async function changePassword(request: ZodRequest<typeof changePasswordSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const user = userOf(request);
  if (request.params.id !== user.id) throw notFound();
  if (!body.password_last) throw fieldError('password_last', PROVIDE_CURRENT_PASSWORD);
  const errors: Record<string, string[]> = {};
  const passwordProblem = body.password.length < PASSWORD_MIN_LENGTH ? PASSWORD_MIN_8 : newPasswordProblem(body.password, user.email);
  if (passwordProblem) errors.password = [passwordProblem];
  if (body.password !== body.confirm) errors.confirm = [NEW_PASSWORDS_DO_NOT_MATCH];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  await checkOwnPassword(ctx, user.id, body.password_last, 'password_last', CURRENT_PASSWORD_INCORRECT);
  await ctx.db.update(users).set({ passwordHash: await hashSecret(body.password) }).where(eq(users.id, user.id));
  await ctx.db.delete(authTokens).where(and(eq(authTokens.userId, user.id), ne(authTokens.digest, user.tokenDigest)));
  return { detail: PASSWORD_CHANGED };
}

export function usersRoutes(app: ZodApp) {
  const signupMessages = { email: EMAIL_REQUIRED_FOR_SIGNUP, password: PASSWORD_MIN_8 };
  app.post('/users/', { schema: signUpSchema, config: { auth: 'none', fieldMessages: signupMessages } }, signUp);
  app.get('/users/current/', { schema: currentUserSchema, config: { auth: 'user' } }, currentUser);
  app.get('/account-initial-action/', { schema: accountInitialActionSchema, config: { auth: 'none' } }, getAccountInitialAction);
  app.post('/users/change-name/', { schema: changeNameSchema, config: { auth: 'user' } }, changeName);
  app.post('/users/change-email/', { schema: changeEmailSchema, config: { auth: 'user', fieldMessages: { password: PROVIDE_PASSWORD } } }, changeEmail);
  app.post('/users/verify-email-change/', { schema: verifyEmailChangeSchema, config: { auth: 'user' } }, verifyEmailChange);
  app.post(
    '/users/:id/change_password/',
    { schema: changePasswordSchema, config: { auth: 'user', fieldMessages: { password_last: PROVIDE_CURRENT_PASSWORD } } },
    changePassword,
  );
}
