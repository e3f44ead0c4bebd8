/**
 * The cancel flow's discount (002 §4, §9: 50% off for 3 months), at most once per subscription. The Subscription
 * answer shows it as the subscription's promo while it lasts, and a subscription that took it is no longer
 * discount eligible (membership's subscriptionView and my-subscription read these two functions).
 */
import { eq } from 'drizzle-orm';
import { DISCOUNT_OFFER_MONTHS, DISCOUNT_OFFER_PERCENT_OFF, RETENTION_DISCOUNT_CODE, RETENTION_DISCOUNT_OFFER } from '@sift/contracts';
import { retentionDiscounts } from '../db/schema';
import type { AppContext } from '../http/context';
import { addInterval } from '../membership/payments/sandbox-provider';
import type { DiscountSpec } from '../membership/payments/payment-provider';

export const RETENTION_DISCOUNT: DiscountSpec = {
  code: RETENTION_DISCOUNT_CODE,
  percentOff: DISCOUNT_OFFER_PERCENT_OFF,
  amountOff: null,
  duration: 'repeating',
  durationInMonths: DISCOUNT_OFFER_MONTHS,
};

export interface RetentionDiscountView {
  code: string;
  percentOff: number;
  message: string;
  endsAt: Date;
}

export async function retentionDiscountOf(ctx: AppContext, subscriptionId: number): Promise<RetentionDiscountView | null> {
  const [row] = await ctx.db.select().from(retentionDiscounts).where(eq(retentionDiscounts.subscriptionId, subscriptionId));
  if (!row) return null;
  return { code: row.code, percentOff: row.percentOff, message: RETENTION_DISCOUNT_OFFER, endsAt: row.endsAt };
}

/** The discount, while it lasts (the promo the Subscription answer shows). */
export async function activeRetentionDiscount(ctx: AppContext, subscriptionId: number): Promise<RetentionDiscountView | null> {
  const discount = await retentionDiscountOf(ctx, subscriptionId);
  return discount && discount.endsAt.getTime() > ctx.clock.now() ? discount : null;
}

/** Claims the discount for the subscription: false when it already took it (one statement, so once under races). */
export async function claimRetentionDiscount(ctx: AppContext, subscriptionId: number): Promise<boolean> {
  const now = new Date(ctx.clock.now());
  const claimed = await ctx.db
    .insert(retentionDiscounts)
    .values({
      subscriptionId,
      code: RETENTION_DISCOUNT.code,
      percentOff: DISCOUNT_OFFER_PERCENT_OFF,
      durationInMonths: DISCOUNT_OFFER_MONTHS,
      redeemedAt: now,
      endsAt: addInterval(now, 'month', DISCOUNT_OFFER_MONTHS),
    })
    .onConflictDoNothing()
    .returning({ id: retentionDiscounts.subscriptionId });
  return claimed.length > 0;
}

export async function releaseRetentionDiscount(ctx: AppContext, subscriptionId: number): Promise<void> {
  await ctx.db.delete(retentionDiscounts).where(eq(retentionDiscounts.subscriptionId, subscriptionId));
}
