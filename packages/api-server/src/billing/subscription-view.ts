/**
 * Our subscriptions as the API answers them (002 §3 Subscription): the rows behind them, whether one is active by the
 * server's clock, and the promo fields, which say what the next invoice will really charge (the provider's discount
 * while it lasts, a trial while it runs) and stop when the discount ends (docs/decisions/0064).
 */
import { and, desc, eq } from 'drizzle-orm';
import { RETENTION_DISCOUNT_CODE, RETENTION_DISCOUNT_OFFER, type BillingCard, type PaymentInfo, type Subscription } from '@sift/contracts';
import { providerSubscriptions, subscriptionPlans, subscriptions } from '../db/schema';
import type { AppContext } from '../http/context';
import { daysAfter } from './calendar';
import { discountAppliesAt, discountOff } from './money';
import { promoByCode, type PlanRow } from './plans';
import type { CardSummary, PaymentAttempt } from './provider/payment-provider';
import { planPriceString } from './subscription-summary';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProviderRow = typeof providerSubscriptions.$inferSelect;

export interface Row {
  sub: SubscriptionRow;
  plan: PlanRow;
  provider: ProviderRow | null;
}

const IN_APP_SOURCES = new Set(['ios', 'tvos', 'google_play', 'roku']);

async function rowsOf(ctx: Pick<AppContext, 'db'>, where: ReturnType<typeof and>): Promise<Row[]> {
  return ctx.db
    .select({ sub: subscriptions, plan: subscriptionPlans, provider: providerSubscriptions })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(providerSubscriptions, eq(providerSubscriptions.subscriptionId, subscriptions.id))
    .where(where)
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id));
}

/** The user's latest subscription, or null. */
export async function latestRow(ctx: Pick<AppContext, 'db'>, userId: number): Promise<Row | null> {
  return (await rowsOf(ctx, and(eq(subscriptions.userId, userId))))[0] ?? null;
}

/** One of the user's subscriptions by id; another account's id is as missing as an unknown one. */
export async function ownRow(ctx: Pick<AppContext, 'db'>, userId: number, subscriptionId: number): Promise<Row | null> {
  return (await rowsOf(ctx, and(eq(subscriptions.userId, userId), eq(subscriptions.id, subscriptionId))))[0] ?? null;
}

/** Our subscription behind a provider's subscription id. */
export async function rowOfProviderSubscription(ctx: Pick<AppContext, 'db'>, providerSubscriptionId: string): Promise<Row | null> {
  return (await rowsOf(ctx, and(eq(providerSubscriptions.providerSubscriptionId, providerSubscriptionId))))[0] ?? null;
}

const ended = (ctx: AppContext, sub: SubscriptionRow) => sub.endDate !== null && sub.endDate.getTime() <= ctx.clock.now();
/** Access: active (paid, trialing, or past due while dunning runs) and not ended by the server's clock. */
export const isActive = (ctx: AppContext, sub: SubscriptionRow) => sub.statusV2 === 'active' && !ended(ctx, sub);
/** A subscription that still counts: active, or incomplete and waiting for its payment. */
export const isLive = (ctx: AppContext, sub: SubscriptionRow) => !ended(ctx, sub);

/** What the promo fields say: the discount (or trial) that shapes the next invoice, and until when. */
async function promoOf(ctx: AppContext, row: Row) {
  const { sub, plan, provider } = row;
  const now = ctx.clock.now();
  const renewing = sub.isRenewing && !ended(ctx, sub);
  const trialEnd = provider?.trialEnd && provider.trialEnd.getTime() > now ? provider.trialEnd : null;
  const nextInvoiceAt = trialEnd ?? provider?.currentPeriodEnd ?? null;
  const discount = provider?.discount ?? null;
  const discounted = renewing && nextInvoiceAt !== null && discountAppliesAt(discount, nextInvoiceAt) ? discount : null;
  if (!discounted && !trialEnd) return null;
  const code = discounted?.code ?? sub.promoCode;
  const promo = code && code !== RETENTION_DISCOUNT_CODE ? await promoByCode(ctx, code) : null;
  return {
    promo: code,
    promo_price: renewing ? planPriceString(plan.price - (discounted ? discountOff(plan.price, discounted) : 0)) : null,
    promo_message: code === RETENTION_DISCOUNT_CODE ? RETENTION_DISCOUNT_OFFER : (promo?.messaging ?? null),
    // A trial ends first; then a repeating discount at its end ('once' and 'forever' have none).
    promo_expires: (trialEnd ?? (discounted?.end ? new Date(discounted.end) : null))?.toISOString() ?? null,
  };
}

export async function subscriptionView(ctx: AppContext, row: Row, card: CardSummary | null = null): Promise<Subscription> {
  const { sub, plan, provider } = row;
  const active = isActive(ctx, sub);
  const now = ctx.clock.now();
  const promo = await promoOf(ctx, row);
  // A card is "expiring" when it stops working before the subscription next renews (or within 30 days).
  const renewsAt = provider?.currentPeriodEnd?.getTime() ?? daysAfter(new Date(now), 30).getTime();
  const cardEnds = card ? Date.UTC(card.expYear, card.expMonth, 1) : null;
  return {
    id: sub.id,
    plan_id: plan.id,
    plan_type: plan.billingFrequency,
    plan_tier: String(plan.tierLevel),
    plan_price: planPriceString(plan.price),
    status_v2: sub.statusV2,
    last_payment_failed_at: sub.lastPaymentFailedAt?.toISOString() ?? null,
    is_renewing: sub.isRenewing && !ended(ctx, sub),
    is_upsellable_to_annual: active && sub.isRenewing && plan.billingFrequency === 'monthly' && plan.tierLevel > 0 && sub.source === 'other',
    source: sub.source,
    end_date: sub.endDate?.toISOString() ?? null,
    promo: promo?.promo ?? null,
    promo_price: promo?.promo_price ?? null,
    promo_message: promo?.promo_message ?? null,
    promo_expires: promo?.promo_expires ?? null,
    subscription_is_active: active,
    subscription_is_from_in_app_purchase: IN_APP_SOURCES.has(sub.source),
    is_card_expiring: Boolean(active && sub.isRenewing && cardEnds !== null && cardEnds <= renewsAt),
    is_past_due: active && provider?.providerStatus === 'past_due',
  };
}

export const paymentInfoView = (attempt: PaymentAttempt): PaymentInfo => ({
  intent_id: attempt.intentId,
  kind: attempt.kind,
  status: attempt.status,
  client_secret: attempt.clientSecret,
  amount: attempt.amount,
  error_message: attempt.errorMessage,
  error_code: attempt.errorCode,
});

/** A card as the account shows it; the brand picture is a small inline SVG (no third-party images). */
export function billingCardView(card: CardSummary): BillingCard {
  const label = card.brand.toUpperCase().slice(0, 10);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32"><rect width="48" height="32" rx="4" fill="#1f2937"/><text x="24" y="20" font-family="sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return {
    brand: card.brand,
    brand_img: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  };
}
