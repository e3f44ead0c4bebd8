/**
 * Billing mails, each once by its key (docs/decisions/0065): written to `billing_notices` where the decision is made,
 * then sent by a `billing.notice` job. A key already written is not written again (a replayed event sends nothing
 * twice); a notice whose job was lost (a crash between the write and the send) is found by the tick and sent.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { billingNotices, users } from '../db/schema';
import type { AppContext } from '../http/context';

export type NoticeKind = (typeof billingNotices.$inferInsert)['kind'];

export interface Notice {
  key: string;
  userId: number;
  kind: NoticeKind;
  subject: string;
  body: string;
}

/** Writes the notice once and asks for it to be sent; answers whether it was new. */
export async function queueNotice(ctx: AppContext, notice: Notice): Promise<boolean> {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, notice.userId));
  if (!user) return false;
  const [written] = await ctx.db
    .insert(billingNotices)
    .values({ key: notice.key, userId: notice.userId, kind: notice.kind, to: user.email, subject: notice.subject, body: notice.body, createdAt: new Date(ctx.clock.now()) })
    .onConflictDoNothing()
    .returning({ key: billingNotices.key });
  if (written) await ctx.jobs.send('billing.notice', { key: notice.key }, { key: notice.key });
  return Boolean(written);
}

/** The `billing.notice` job: sends it unless it was sent already (a job run twice after a crash sends it at most twice). */
export async function sendNotice(ctx: AppContext, key: string): Promise<void> {
  const [notice] = await ctx.db.select().from(billingNotices).where(eq(billingNotices.key, key));
  if (!notice || notice.sentAt) return;
  await ctx.db.update(billingNotices).set({ attempts: sql`${billingNotices.attempts} + 1` }).where(eq(billingNotices.key, key));
  await ctx.mailer.send({ to: notice.to, subject: notice.subject, text: notice.body });
  await ctx.db.update(billingNotices).set({ sentAt: new Date(ctx.clock.now()) }).where(and(eq(billingNotices.key, key), isNull(billingNotices.sentAt)));
}

/** Notices written but not sent a while after (their job was lost): sent again by the tick. */
export async function requeueUnsentNotices(ctx: AppContext, olderThanMs = 60_000): Promise<number> {
  const rows = await ctx.db
    .select({ key: billingNotices.key })
    .from(billingNotices)
    .where(and(isNull(billingNotices.sentAt), lt(billingNotices.createdAt, new Date(ctx.clock.now() - olderThanMs))))
    .orderBy(asc(billingNotices.createdAt))
    .limit(200);
  for (const { key } of rows) await ctx.jobs.send('billing.notice', { key }, { key });
  return rows.length;
}

/** Links in billing mails: the account page (billing history, the card) and the plans. */
export const accountUrl = (ctx: AppContext) => `${ctx.config.siteOrigins[0]}/account`;
export const plansUrl = (ctx: AppContext) => `${ctx.config.siteOrigins[0]}/membership/plan`;
