/**
 * Billing's jobs (docs/decisions/0061, 0062). The tick finds due work by the server's clock, never by the queue's:
 * events and notices whose job was lost, yearly renewals a week away (a reminder), referral rewards not yet credited.
 * The provider's own due work (the sandbox's renewals and retries) is the provider's: its tick runs beside this one.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { RENEWAL_REMINDER_DAYS } from '@sift/contracts';
import { providerSubscriptions, subscriptionPlans, subscriptions } from '../db/schema';
import type { AppContext } from '../http/context';
import { renewalReminderMail } from '../mail/billing-mail';
import { daysAfter } from './calendar';
import { applyStoredEvent, requeueUnappliedEvents } from './billing-events';
import { creditDueReferralRewards, creditReferralRewards } from './credit.service';
import { accountUrl, queueNotice, requeueUnsentNotices, sendNotice } from './notices';

export async function billingTick(ctx: AppContext): Promise<void> {
  await requeueUnappliedEvents(ctx);
  await requeueUnsentNotices(ctx);
  await remindYearlyRenewals(ctx);
  await creditDueReferralRewards(ctx);
}

/** A yearly plan renewing within RENEWAL_REMINDER_DAYS: one reminder per renewal. */
async function remindYearlyRenewals(ctx: AppContext): Promise<void> {
  const now = new Date(ctx.clock.now());
  const rows = await ctx.db
    .select({ sub: subscriptions, plan: subscriptionPlans, provider: providerSubscriptions })
    .from(providerSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, providerSubscriptions.subscriptionId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptionPlans.billingFrequency, 'yearly'),
        eq(subscriptions.isRenewing, true),
        isNull(subscriptions.endDate),
        eq(providerSubscriptions.providerStatus, 'active'),
        gt(providerSubscriptions.currentPeriodEnd, now),
        lte(providerSubscriptions.currentPeriodEnd, daysAfter(now, RENEWAL_REMINDER_DAYS)),
      ),
    )
    .limit(500);
  for (const { sub, plan, provider } of rows) {
    const renewsAt = provider.currentPeriodEnd!;
    const mail = renewalReminderMail({ renewsAt, amount: plan.price }, accountUrl(ctx));
    await queueNotice(ctx, { key: `renewal_reminder:${provider.providerSubscriptionId}:${renewsAt.toISOString()}`, userId: sub.userId, kind: 'renewal_reminder', subject: mail.subject, body: mail.text });
  }
}

export const billingJobHandlers = {
  'billing.event': (ctx: AppContext, data: { provider: 'stripe' | 'sandbox'; eventId: string }) => applyStoredEvent(ctx, data.provider, data.eventId),
  'billing.notice': (ctx: AppContext, data: { key: string }) => sendNotice(ctx, data.key),
  'billing.referral-rewards': (ctx: AppContext, data: { referredUserId: number }) => creditReferralRewards(ctx, data.referredUserId),
};
