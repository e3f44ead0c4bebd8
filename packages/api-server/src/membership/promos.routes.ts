/** Promos of the membership screens (002 §7): the signed-in user's active promo and the annual promo preview. */
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  activePromoResponse,
  ANNUAL_PROMO_DEFAULT_MESSAGE,
  annualPromoPreview,
  PROMO_MONTHLY_ONLY_SHORT,
  PROMO_NOT_FOUND,
  text,
  type Coupon,
} from '@sift/contracts';
import { users } from '../db/schema';
import { detailError, fieldError, notFound } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { discountedAmount } from '../billing/money';
import { allPlans, discountOf, promoFitsPlan, promoView, validPromo } from '../billing/plans';
import { isLive, latestRow } from '../billing/subscription-view';

const getActivePromoSchema = {
  summary: "The promo of the user's live subscription, else the promo code they signed up with, while it is still valid; null otherwise.",
  tags: ['membership'],
  response: { 200: activePromoResponse },
};
async function getActivePromo(request: ZodRequest<typeof getActivePromoSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const row = await latestRow(ctx, user.id);
  const [me] = await ctx.db.select({ signupPromo: users.signupPromoCode }).from(users).where(eq(users.id, user.id));
  const code = (row && isLive(ctx, row.sub) ? row.sub.promoCode : null) ?? me?.signupPromo ?? null;
  const promo = code ? await validPromo(ctx, code) : null;
  return { promo: promo ? promoView(promo) : null };
}

const previewAnnualPromoSchema = {
  summary: "The yearly plan's price against twelve months of the monthly plan, with a promo's annual coupon when a code is given ('2 Months Free' by default).",
  tags: ['membership'],
  querystring: z.object({ code: z.optional(text(100)) }),
  response: { 200: annualPromoPreview },
};
async function previewAnnualPromo(request: ZodRequest<typeof previewAnnualPromoSchema>) {
  const ctx = ctxOf(request);
  const plans = await allPlans(ctx);
  const paid = plans.filter((p) => p.price > 0);
  const yearly = paid.find((p) => p.billingFrequency === 'yearly');
  const monthly = paid.find((p) => p.billingFrequency === 'monthly' && p.tierLevel === yearly?.tierLevel);
  if (!yearly || !monthly) throw notFound();
  const code = request.query.code?.trim();
  const promo = code ? await validPromo(ctx, code) : null;
  if (code && !promo) throw detailError(404, PROMO_NOT_FOUND);
  if (promo && !promoFitsPlan(promo, yearly)) throw fieldError('code', PROMO_MONTHLY_ONLY_SHORT, { code: 'promo_monthly_only' });
  const annualCoupon = (promo?.coupon as Coupon | null)?.annual_coupon ?? null;
  return {
    code: promo?.code ?? null,
    plan_id: yearly.id,
    annual_price: yearly.price,
    monthly_equivalent_price: monthly.price * 12,
    discounted_price: discountedAmount(yearly.price, discountOf(promo, yearly)),
    messaging: annualCoupon?.messaging ?? ANNUAL_PROMO_DEFAULT_MESSAGE,
  };
}

export function promosRoutes(app: ZodApp) {
  app.get('/subscription-promos/active/', { schema: getActivePromoSchema, config: { auth: 'user' } }, getActivePromo);
  app.get('/subscription-promos/preview-annual-promo/', { schema: previewAnnualPromoSchema, config: { auth: 'none' } }, previewAnnualPromo);
}
