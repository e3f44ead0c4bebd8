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
import { defineRoute } from '../http/route';
import { newsletterCodeMail } from '../mail/templates';
import { consumeEmailCode, createEmailCode, normaliseEmail } from './accounts.service';

export const newsletterRoutes = [
  defineRoute({
    method: 'POST',
    url: '/users/join-email-newsletter/',
    summary: 'Join the e-mail list: 201 when the address is already verified (the signed-in user\'s own, or confirmed before), else 409 and a code is mailed.',
    tag: 'identity',
    auth: 'optional',
    body: newsletterJoinBody,
    bodyMessages: { email: INVALID_EMAIL },
    responses: { 201: detailResponse, 409: detailResponse },
    handler: async ({ ctx, body, status, user }) => {
      const email = normaliseEmail(body.email);
      if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
      const [existing] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      // The signed-in user's own address, or one confirmed before, is already verified: no code needed.
      const verified = existing?.confirmedAt || user?.email === email;
      const now = new Date(ctx.clock.now());
      if (verified) {
        await ctx.db
          .insert(newsletterSubscribers)
          .values({ email, confirmedAt: now })
          .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { confirmedAt: existing?.confirmedAt ?? now } });
        status(201);
        return { detail: NEWSLETTER_JOINED };
      }
      await ctx.db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
      const code = await createEmailCode(ctx, 'newsletter', email);
      await ctx.mailer.send(newsletterCodeMail(email, code));
      status(409);
      return { detail: CONFIRMATION_CODE_SENT };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/users/confirm-newsletter-email/',
    summary: 'Confirm the e-mail list sign-up with the mailed code.',
    tag: 'identity',
    auth: 'none',
    body: newsletterConfirmBody,
    responses: { 200: detailResponse },
    handler: async ({ ctx, body }) => {
      const email = normaliseEmail(body.email);
      if (!isValidEmail(email)) throw fieldError('email', INVALID_EMAIL);
      if (!(await consumeEmailCode(ctx, 'newsletter', body.code, { email }))) throw fieldError('code', CONFIRMATION_CODE_INVALID);
      await ctx.db
        .insert(newsletterSubscribers)
        .values({ email, confirmedAt: new Date(ctx.clock.now()) })
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { confirmedAt: new Date(ctx.clock.now()) } });
      return { detail: NEWSLETTER_CONFIRMED };
    },
  }),
];
