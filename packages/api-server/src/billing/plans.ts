/**
 * Plans and promos (000 §3, 002 §3): their answers, a promo's coupon as the payment provider's discount (its
 * duration as Stripe's: once, repeating for N months, forever), and the plans a member may move to.
 */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { normalisePromoCode, type Coupon, type Promo, type SubscriptionPlan } from '@sift/contracts';
import { promos, subscriptionPlans } from '../db/schema';
import type { AppContext } from '../http/context';
import type { DiscountTerms } from './money';
import type { PriceRef } from './provider/payment-provider';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PromoRow = typeof promos.$inferSelect;

export const planView = (p: PlanRow): SubscriptionPlan => ({
  id: p.id,
  price: p.price,
  billing_frequency: p.billingFrequency,
  tier_level: p.tierLevel,
  title: p.title,
  title_display: p.titleDisplay,
  highlight_text: p.highlightText,
  requires_billing_info: p.requiresBillingInfo,
  stripe_price_lookup_key: p.stripePriceLookupKey,
});

export const priceOf = (plan: PlanRow): PriceRef => ({
  lookupKey: plan.stripePriceLookupKey,
  amount: plan.price,
  interval: plan.billingFrequency === 'yearly' ? 'year' : 'month',
});

/**
 * The plans are reference data: the seed writes them before the server serves, and nothing changes them afterwards.
 * So they are read once per database and kept: every member's subscription summary and every renewal needs them.
 * An empty answer (a database not seeded yet) is not kept.
 */
const planLists = new WeakMap<object, Promise<readonly PlanRow[]>>();

export function allPlans(ctx: Pick<AppContext, 'db'>): Promise<readonly PlanRow[]> {
  const known = planLists.get(ctx.db);
  if (known) return known;
  const plans: Promise<readonly PlanRow[]> = Promise.resolve(ctx.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.id)));
  planLists.set(ctx.db, plans);
  plans.then(
    (rows) => rows.length === 0 && planLists.delete(ctx.db),
    () => planLists.delete(ctx.db),
  );
  return plans;
}

export async function planById(ctx: Pick<AppContext, 'db'>, id: number): Promise<PlanRow | null> {
  return (await allPlans(ctx)).find((plan) => plan.id === id) ?? null;
}

export async function planByLookupKey(ctx: Pick<AppContext, 'db'>, lookupKey: string): Promise<PlanRow | null> {
  return (await allPlans(ctx)).find((plan) => plan.stripePriceLookupKey === lookupKey) ?? null;
}

/** A promo by code (non-word characters stripped, any case) that is valid now on the server's clock. */
export async function validPromo(ctx: AppContext, raw: string): Promise<PromoRow | null> {
  const code = normalisePromoCode(raw).toLowerCase();
  if (!code) return null;
  const now = new Date(ctx.clock.now());
  const [row] = await ctx.db
    .select()
    .from(promos)
    .where(
      and(
        eq(sql`lower(${promos.code})`, code),
        or(isNull(promos.startsAt), lte(promos.startsAt, now)),
        or(isNull(promos.expiresAt), gt(promos.expiresAt, now)),
      ),
    );
  return row ?? null;
}

/** A promo by its exact code, valid or not (a subscription's promo after it expired for new members). */
export async function promoByCode(ctx: Pick<AppContext, 'db'>, code: string): Promise<PromoRow | null> {
  const [row] = await ctx.db.select().from(promos).where(eq(promos.code, code));
  return row ?? null;
}

export const promoView = (p: PromoRow): Promo => ({
  code: p.code,
  deal_message: p.dealMessage,
  use_message: p.useMessage,
  trial_period_days: p.trialPeriodDays,
  coupon: (p.coupon as Coupon | null) ?? null,
  price: p.price,
  duration: p.duration,
  duration_in_months: p.durationInMonths,
  messaging: p.messaging,
});

/** A code without an annual coupon is only valid for monthly plans (002 §5). */
export const promoFitsPlan = (promo: PromoRow, plan: PlanRow) =>
  plan.billingFrequency !== 'yearly' || Boolean((promo.coupon as Coupon | null)?.annual_coupon);

/**
 * The promo's discount on this plan, as the provider applies it: on monthly plans the coupon for the promo's
 * duration (once, repeating for duration_in_months, forever; a coupon without a duration lasts forever, as
 * Stripe's default); on yearly plans its annual coupon, once (its messaging says "your first year").
 */
export function discountOf(promo: PromoRow | null, plan: PlanRow): DiscountTerms | null {
  const coupon = (promo?.coupon as Coupon | null) ?? null;
  if (!promo || !coupon) return null;
  const yearly = plan.billingFrequency === 'yearly';
  const source = yearly ? coupon.annual_coupon : coupon;
  if (!source || (source.percent_off === null && source.amount_off === null)) return null;
  if (yearly) return { code: promo.code, percentOff: source.percent_off, amountOff: source.amount_off, duration: 'once', durationInMonths: null };
  const duration = promo.duration === 'once' || promo.duration === 'repeating' ? promo.duration : 'forever';
  return {
    code: promo.code,
    percentOff: source.percent_off,
    amountOff: source.amount_off,
    duration: duration === 'repeating' && !promo.durationInMonths ? 'forever' : duration,
    durationInMonths: duration === 'repeating' ? promo.durationInMonths : null,
  };
}

/** Plans the user may move to (002 §3 upgrade_paths): all without a live subscription; higher tiers or yearly otherwise. */
export function upgradePaths(plans: readonly PlanRow[], current: PlanRow | null, active: boolean): readonly PlanRow[] {
  if (!current || !active) return plans;
  return plans.filter(
    (p) =>
      p.id !== current.id &&
      p.price > current.price &&
      (p.tierLevel > current.tierLevel || (p.tierLevel === current.tierLevel && current.billingFrequency === 'monthly' && p.billingFrequency === 'yearly')),
  );
}
