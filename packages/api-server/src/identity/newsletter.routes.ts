/** The e-mail list (000 §4.1): a known address joins at once (201); others get a code (409), then confirm. */
import { eq } from 'drizzle-orm';
import {
  CONFIRMATION_CODE_INVALID,
  CONFIRMATION_CODE_SENT,
  detailResponse,
  INVALID_EMAIL,
  isValidEmail,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_JOINED,
  newsletterConfirmBody,
  newsletterJoinBody,
} from '@sift/contracts';
import { newsletterSubscribers } from '../db/schema';
import { fieldError } from '../http/errors';
import { ctxOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { newsletterCodeMail } from '../mail/templates';
import { limitMail } from '../security/address-limits';
import { consumeEmailCode, createEmailCode, normaliseEmail } from './accounts.service';

const joinNewsletterSchema = {
  summary: "Join the e-mail list: 201 when the address is already verified (the signed-in user's own, or confirmed before), else 409 and a code is mailed.",
  tags: ['identity'],
  body: newsletterJoinBody,
  response: { 201: detailResponse, 409: detailResponse },
};
async function joinNewsletter(request: ZodRequest<typeof joinNewsletterSchema>, reply: ZodReply<typeof joinNewsletterSchema>) {
  const ctx = ctxOf(request);
  const email = normaliseEmail(request.body.email);
  if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
  const [existing] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  // The signed-in user's own address, or one confirmed before, is already verified: no code needed.
  const verified = existing?.confirmedAt || request.user?.email === email;
  const now = new Date(ctx.clock.now());
  if (verified) {
    await ctx.db
      .insert(newsletterSubscribers)
      .values({ email, confirmedAt: now })
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { confirmedAt: existing?.confirmedAt ?? now } });
    return reply.code(201).send({ detail: NEWSLETTER_JOINED });
  }
  await limitMail(ctx, request, email);
  await ctx.db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
  const code = await createEmailCode(ctx, 'newsletter', email);
  await ctx.mailer.send(newsletterCodeMail(email, code));
  return reply.code(409).send({ detail: CONFIRMATION_CODE_SENT });
}

const confirmNewsletterSchema = {
  summary: 'Confirm the e-mail list sign-up with the mailed code.',
  tags: ['identity'],
  body: newsletterConfirmBody,
  response: { 200: detailResponse },
};
async function confirmNewsletter(request: ZodRequest<typeof confirmNewsletterSchema>) {
  const ctx = ctxOf(request);
  const email = normaliseEmail(request.body.email);
  if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
  if (!(await consumeEmailCode(ctx, 'newsletter', request.body.code, { email }))) throw fieldError('code', CONFIRMATION_CODE_INVALID);
  await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, confirmedAt: new Date(ctx.clock.now()) })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { confirmedAt: new Date(ctx.clock.now()) } });
  return { detail: NEWSLETTER_CONFIRMED };
}

export function newsletterRoutes(app: ZodApp) {
  app.post(
    '/users/join-email-newsletter/',
    { schema: joinNewsletterSchema, config: { auth: 'optional', fieldMessages: { email: INVALID_EMAIL } } },
    joinNewsletter,
  );
  app.post('/users/confirm-newsletter-email/', { schema: confirmNewsletterSchema, config: { auth: 'none' } }, confirmNewsletter);
}
