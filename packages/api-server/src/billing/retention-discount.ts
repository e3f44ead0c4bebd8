/**
 * The cancel flow's discount (002 §4, §9: 50% off for 3 months), at most once per subscription: a repeating coupon
 * at the payment provider (STAY50, three months from when it is redeemed, as Stripe counts them). The Subscription
 * answer shows it as the promo while the provider's discount lasts; a subscription that took it is no longer discount
 * eligible.
 */
import { eq } from 'drizzle-orm';
import { DISCOUNT_OFFER_MONTHS, DISCOUNT_OFFER_PERCENT_OFF, RETENTION_DISCOUNT_CODE, RETENTION_DISCOUNT_OFFER } from '@sift/contracts';
import { retentionDiscounts } from '../db/schema';
import type { AppContext } from '../http/context';
import { monthsAfter } from './calendar';
import type { DiscountSpec } from './provider/payment-provider';

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
      endsAt: monthsAfter(now, DISCOUNT_OFFER_MONTHS),
    })
    .onConflictDoNothing()
    .returning({ id: retentionDiscounts.subscriptionId });
  return claimed.length > 0;
}

export async function releaseRetentionDiscount(ctx: AppContext, subscriptionId: number): Promise<void> {
  await ctx.db.delete(retentionDiscounts).where(eq(retentionDiscounts.subscriptionId, subscriptionId));
}
