/** The subscription summary on the User (000 §2.8, §4.2) and the activeness rule shared by every call. */
import { desc, eq } from 'drizzle-orm';
import type { User } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { viewerTimed, type AuthUser } from '../http/viewer-cache';
import { subscriptionPlans, subscriptions } from '../db/schema';

/** Cents as the spec's plan_price string: '0' for free, '9.99', '99.9' -> '99.90'. */
export const planPriceString = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export interface CurrentSubscription {
  id: number;
  planId: number;
  planPrice: number;
  billingFrequency: 'monthly' | 'yearly';
  tierLevel: number;
  isRenewing: boolean;
  isActive: boolean;
  source: string;
}

export async function currentSubscription(ctx: AppContext, userId: number): Promise<CurrentSubscription | null> {
  const [row] = await ctx.db
    .select({ sub: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
    .limit(1);
  if (!row) return null;
  const ended = row.sub.endDate !== null && row.sub.endDate.getTime() <= ctx.clock.now();
  return {
    id: row.sub.id,
    planId: row.plan.id,
    planPrice: row.plan.price,
    billingFrequency: row.plan.billingFrequency,
    tierLevel: row.plan.tierLevel,
    isRenewing: row.sub.isRenewing && !ended,
    isActive: row.sub.statusV2 === 'active' && !ended,
    source: row.sub.source,
  };
}

/** Whether a subscription is active depends on the clock too: what the viewer cache keeps is re-read after this much of it. */
export const SUBSCRIPTION_KEEP_MS = 60 * 1000;

/** The account's current subscription, kept per member by the viewer cache (http/viewer-cache.ts, decision 0085). */
export function viewerSubscription(ctx: AppContext, user: AuthUser): Promise<CurrentSubscription | null> {
  return viewerTimed(ctx, user, 'subscription', SUBSCRIPTION_KEEP_MS, () => currentSubscription(ctx, user.id));
}

export function subscriptionSummary(sub: CurrentSubscription | null): User['subscription'] {
  if (!sub) return null;
  return {
    plan_price: planPriceString(sub.planPrice),
    billing_frequency: sub.billingFrequency,
    subscription_is_active: sub.isActive,
    is_renewing: sub.isRenewing,
    is_upsellable_to_annual: sub.isActive && sub.isRenewing && sub.billingFrequency === 'monthly' && sub.tierLevel > 0 && sub.source === 'other',
  };
}
