/**
 * Subscribing (002 §4, §7): plans, promos and discounts, the payment provider's subscription behind ours, the
 * Subscription answer, and POST subscriptions/ with its idempotency (docs/decisions/0035-payment-provider.md):
 *
 * 1. A request claims (user, idempotency key) in subscribe_requests. The same key again waits for the first and
 *    answers what it answered; the same key with another plan or promo is refused.
 * 2. At most one request per user is pending (a partial unique index), so a second tab with its own key waits too,
 *    then finds the subscription the first made and answers it instead of making another.
 * 3. The provider gets an idempotency key derived from ours, so even a request that reached it twice is one
 *    subscription and one charge there.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_REUSED,
  normalisePromoCode,
  PAYMENT_METHOD_REQUIRED,
  PLAN_NOT_FOUND,
  PROMO_MONTHLY_ONLY_SHORT,
  PROMO_NOT_FOUND,
  SUBSCRIPTION_EXISTS,
  SUBSCRIPTION_IN_PROGRESS,
  type BillingCard,
  type Coupon,
  type PaymentInfo,
  type Promo,
  type SubscribeRequest,
  type SubscribeResponse,
  type Subscription,
  type SubscriptionPlan,
} from '@sift/contracts';
import { promos, providerSubscriptions, subscribeRequests, subscriptionPlans, subscriptions, users } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError } from '../http/errors';
import { planPriceString } from './subscription-summary';
import { markReferralFirstPaid, recordReferral } from './signup-records';
import { activeRetentionDiscount, RETENTION_DISCOUNT } from '../account/retention-discount';
import { paymentProvider } from './payments/payment-provider-of';
import {
  discountedAmount,
  PaymentError,
  type CardSummary,
  type DiscountSpec,
  type PaymentAttempt,
  type PaymentProvider,
  type PriceRef,
  type ProviderSubscription,
} from './payments/payment-provider';

type PlanRow = typeof subscriptionPlans.$inferSelect;
type PromoRow = typeof promos.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const IN_APP_SOURCES = new Set(['ios', 'tvos', 'google_play', 'roku']);
/** How long a duplicate request waits for the first one, and when a pending request counts as abandoned. */
const WAIT_FOR_FIRST_MS = 20_000;
const WAIT_STEP_MS = 100;
const ABANDONED_AFTER_MS = 120_000;

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

export async function allPlans(ctx: AppContext): Promise<PlanRow[]> {
  return ctx.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.id));
}

export async function planById(ctx: AppContext, id: number): Promise<PlanRow | null> {
  const [plan] = await ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return plan ?? null;
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

export const promoView = (p: PromoRow): Promo => ({
  code: p.code,
  deal_message: p.dealMessage,
  use_message: p.useMessage,
  trial_period_days: p.trialPeriodDays,
  coupon: (p.coupon as Coupon | null) ?? null,
  price: p.price,
  duration: p.duration,
  messaging: p.messaging,
});

/** A code without an annual coupon is only valid for monthly plans (002 §5). */
export const promoFitsPlan = (promo: PromoRow, plan: PlanRow) =>
  plan.billingFrequency !== 'yearly' || Boolean((promo.coupon as Coupon | null)?.annual_coupon);

/** The promo's discount on this plan: the coupon on monthly plans, its annual coupon on yearly ones. */
export function discountOf(promo: PromoRow | null, plan: PlanRow): DiscountSpec | null {
  const coupon = (promo?.coupon as Coupon | null) ?? null;
  if (!promo || !coupon) return null;
  const source = plan.billingFrequency === 'yearly' ? coupon.annual_coupon : coupon;
  if (!source || (source.percent_off === null && source.amount_off === null)) return null;
  return {
    code: promo.code,
    percentOff: source.percent_off,
    amountOff: source.amount_off,
    duration: promo.duration === 'once' ? 'once' : 'forever',
    durationInMonths: null,
  };
}

// ---- the Subscription answer ----

interface Row {
  sub: SubscriptionRow;
  plan: PlanRow;
  provider: typeof providerSubscriptions.$inferSelect | null;
}

async function rowsOf(ctx: AppContext, userId: number, subscriptionId?: number): Promise<Row[]> {
  return ctx.db
    .select({ sub: subscriptions, plan: subscriptionPlans, provider: providerSubscriptions })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(providerSubscriptions, eq(providerSubscriptions.subscriptionId, subscriptions.id))
    .where(and(eq(subscriptions.userId, userId), subscriptionId === undefined ? undefined : eq(subscriptions.id, subscriptionId)))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id));
}

/** The user's latest subscription, or null. */
export async function latestRow(ctx: AppContext, userId: number): Promise<Row | null> {
  return (await rowsOf(ctx, userId))[0] ?? null;
}

/** One of the user's subscriptions by id; another account's id is as missing as an unknown one. */
export async function ownRow(ctx: AppContext, userId: number, subscriptionId: number): Promise<Row | null> {
  return (await rowsOf(ctx, userId, subscriptionId))[0] ?? null;
}

const ended = (ctx: AppContext, sub: SubscriptionRow) => sub.endDate !== null && sub.endDate.getTime() <= ctx.clock.now();
export const isActive = (ctx: AppContext, sub: SubscriptionRow) => sub.statusV2 === 'active' && !ended(ctx, sub);
/** A subscription that still counts: active, or incomplete and waiting for its payment. */
export const isLive = (ctx: AppContext, sub: SubscriptionRow) => !ended(ctx, sub);

export async function subscriptionView(ctx: AppContext, row: Row, card: CardSummary | null = null): Promise<Subscription> {
  const { sub, plan, provider } = row;
  const promo = sub.promoCode ? ((await ctx.db.select().from(promos).where(eq(promos.code, sub.promoCode)))[0] ?? null) : null;
  const active = isActive(ctx, sub);
  const discount = discountOf(promo, plan);
  // The cancel flow's discount (account area) shows as the promo while it lasts.
  const retention = promo ? null : await activeRetentionDiscount(ctx, sub.id);
  const now = ctx.clock.now();
  // A card is "expiring" when it stops working before the subscription next renews (or within 30 days).
  const renewsAt = provider?.currentPeriodEnd?.getTime() ?? now + 30 * 24 * 3600 * 1000;
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
    promo: promo?.code ?? retention?.code ?? null,
    promo_price: discount
      ? planPriceString(discountedAmount(plan.price, discount))
      : retention
        ? planPriceString(discountedAmount(plan.price, RETENTION_DISCOUNT))
        : null,
    promo_message: promo?.messaging ?? retention?.message ?? null,
    promo_expires:
      provider?.trialEnd && provider.trialEnd.getTime() > now ? provider.trialEnd.toISOString() : (retention?.endsAt.toISOString() ?? null),
    subscription_is_active: active,
    subscription_is_from_in_app_purchase: IN_APP_SOURCES.has(sub.source),
    is_card_expiring: Boolean(active && sub.isRenewing && cardEnds !== null && cardEnds <= renewsAt),
    is_past_due: provider?.providerStatus === 'past_due',
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

// ---- keeping ours in step with the provider ----

/** What our status_v2 is for the provider's subscription: 'ended' when the provider ended it. */
export function ourStatus(p: ProviderSubscription): 'active' | 'incomplete' | 'ended' {
  if (p.status === 'canceled' || p.status === 'incomplete_expired' || p.status === 'unpaid') return 'ended';
  if (p.status === 'incomplete') return 'incomplete';
  const open = p.latestPayment && (p.latestPayment.status === 'requires_action' || p.latestPayment.status === 'requires_payment_method');
  if (p.status === 'trialing' && open) return 'incomplete';
  return 'active';
}

/** Writes the provider's view of a subscription onto ours; marks a referral paid at the first real payment. */
export async function applyProviderState(ctx: AppContext, subscriptionId: number, userId: number, state: ProviderSubscription) {
  const now = new Date(ctx.clock.now());
  const status = ourStatus(state);
  const failed = state.latestPayment?.status === 'requires_payment_method' && state.latestPayment.errorMessage !== null;
  await ctx.db
    .update(subscriptions)
    .set({
      statusV2: status === 'active' ? 'active' : 'incomplete',
      isRenewing: status !== 'ended' && !state.cancelAtPeriodEnd,
      ...(status === 'ended' && { endDate: now }),
      ...(failed && { lastPaymentFailedAt: now }),
    })
    .where(and(eq(subscriptions.id, subscriptionId), or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now))));
  await ctx.db
    .update(providerSubscriptions)
    .set({
      providerStatus: state.status,
      latestIntentId: state.latestPayment?.intentId ?? null,
      trialEnd: state.trialEnd,
      currentPeriodEnd: state.currentPeriodEnd,
      updatedAt: now,
    })
    .where(eq(providerSubscriptions.subscriptionId, subscriptionId));
  if (status === 'active' && state.latestAmountPaid > 0) await markReferralFirstPaid(ctx, userId, subscriptionId);
}

/** Reads the provider's subscription and brings ours up to date (polling, confirmation). */
export async function syncFromProvider(ctx: AppContext, row: Row): Promise<{ row: Row; state: ProviderSubscription | null }> {
  if (!row.provider) return { row, state: null };
  const provider = paymentProvider(ctx);
  if (provider.kind !== row.provider.provider) return { row, state: null };
  const state = await provider.retrieveSubscription(row.provider.providerSubscriptionId);
  await applyProviderState(ctx, row.sub.id, row.sub.userId, state);
  return { row: (await ownRow(ctx, row.sub.userId, row.sub.id))!, state };
}

// ---- the customer ----

/** The user's customer at the provider: the stored one if this provider issued it, else a new one. */
export async function ensureCustomer(ctx: AppContext, provider: PaymentProvider, userId: number, details: { email?: string; name?: string }) {
  const [user] = await ctx.db.select({ email: users.email, customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  if (user?.customerId && provider.ownsCustomerId(user.customerId)) return user.customerId;
  const customerId = await provider.createCustomer(
    { userId, email: details.email ?? user?.email, name: details.name },
    `customer:${provider.kind}:${userId}`,
  );
  await ctx.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
  return customerId;
}

// ---- POST subscriptions/ ----

export interface SubscribeAnswer {
  status: number;
  body: SubscribeResponse | Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const requestHashOf = (body: SubscribeRequest) =>
  createHash('sha256')
    .update(JSON.stringify([body.subscription_plan_id, normalisePromoCode(body.subscription_promo_code ?? '').toLowerCase()]))
    .digest('hex');

/** Claims the request, or returns the answer the first request with this key gave. */
async function claimOrReplay(ctx: AppContext, userId: number, key: string, hash: string): Promise<{ claimed: number } | SubscribeAnswer> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    // A pending request left by a process that died is taken over after a while.
    await ctx.db
      .delete(subscribeRequests)
      .where(
        and(
          eq(subscribeRequests.userId, userId),
          eq(subscribeRequests.state, 'pending'),
          lte(subscribeRequests.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
        ),
      );
    const [claimed] = await ctx.db
      .insert(subscribeRequests)
      .values({ userId, idempotencyKey: key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ id: subscribeRequests.id });
    if (claimed) return { claimed: claimed.id };
    const [same] = await ctx.db
      .select()
      .from(subscribeRequests)
      .where(and(eq(subscribeRequests.userId, userId), eq(subscribeRequests.idempotencyKey, key)));
    if (same && same.requestHash !== hash) throw new ApiError(400, { detail: IDEMPOTENCY_KEY_REUSED, code: 'idempotency_key_reused' });
    if (same?.state === 'done') return { status: same.answerStatus ?? 201, body: same.answer as SubscribeResponse };
    // Pending (this key, or another key of this user): wait for it to finish, then look again.
    if (Date.now() > deadline) throw detailError(409, SUBSCRIPTION_IN_PROGRESS);
    await sleep(WAIT_STEP_MS);
  }
}

export async function subscribe(ctx: AppContext, userId: number, body: SubscribeRequest, headerKey: string | undefined): Promise<SubscribeAnswer> {
  const plan = await planById(ctx, body.subscription_plan_id);
  if (!plan) throw fieldError('subscription_plan_id', PLAN_NOT_FOUND);
  const promoCode = normalisePromoCode(body.subscription_promo_code ?? '');
  const promo = promoCode ? await validPromo(ctx, promoCode) : null;
  if (promoCode && !promo) throw fieldError('subscription_promo_code', PROMO_NOT_FOUND);
  if (promo && !promoFitsPlan(promo, plan)) throw fieldError('subscription_promo_code', PROMO_MONTHLY_ONLY_SHORT, { code: 'promo_monthly_only' });
  const provider = paymentProvider(ctx);

  const key = body.idempotency_key || headerKey || randomUUID();
  const claim = await claimOrReplay(ctx, userId, key, requestHashOf(body));
  if (!('claimed' in claim)) return claim;
  try {
    const answer = await subscribeClaimed(ctx, provider, userId, plan, promo, body, key);
    await ctx.db
      .update(subscribeRequests)
      .set({
        state: 'done',
        answerStatus: answer.status,
        answer: answer.body as never,
        subscriptionId: (answer.body as SubscribeResponse).id,
        finishedAt: new Date(ctx.clock.now()),
      })
      .where(eq(subscribeRequests.id, claim.claimed));
    return answer;
  } catch (error) {
    // A failure is not replayed: the same key may try again (e.g. after the card is fixed).
    await ctx.db.delete(subscribeRequests).where(eq(subscribeRequests.id, claim.claimed));
    if (error instanceof PaymentError) throw new ApiError(error.status === 503 ? 503 : 400, { detail: error.message, code: error.code });
    throw error;
  }
}

async function subscribeClaimed(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: number,
  plan: PlanRow,
  promo: PromoRow | null,
  body: SubscribeRequest,
  key: string,
): Promise<SubscribeAnswer> {
  let current = await latestRow(ctx, userId);
  if (current?.sub.statusV2 === 'incomplete' && isLive(ctx, current.sub)) current = (await syncFromProvider(ctx, current)).row;
  let replacesFree: number | null = null;
  if (current && isLive(ctx, current.sub)) {
    const sub = current.sub;
    if (sub.statusV2 === 'active') {
      // A second tab (or an older client without a key) asking for what the user already has: that subscription.
      if (sub.planId === plan.id) return { status: 200, body: await subscribeAnswer(ctx, current) };
      if (current.plan.price === 0 && plan.price > 0) {
        replacesFree = sub.id;
      } else if (upgradePaths([plan], current, true).length && current.provider?.provider === provider.kind) {
        // An upgrade of a paid plan (monthly to yearly): the provider changes the price and charges the difference.
        const state = await provider.changePrice(current.provider.providerSubscriptionId, priceOf(plan), `change:${userId}:${key}`);
        await ctx.db.update(subscriptions).set({ planId: plan.id, promoCode: promo?.code ?? sub.promoCode }).where(eq(subscriptions.id, sub.id));
        await applyProviderState(ctx, sub.id, userId, state);
        return { status: 200, body: await subscribeAnswer(ctx, (await ownRow(ctx, userId, sub.id))!) };
      } else {
        throw detailError(400, SUBSCRIPTION_EXISTS, { code: 'subscription_exists' });
      }
    } else {
      // Incomplete: its payment never went through. It is cancelled and replaced, so there is only ever one.
      if (current.provider && current.provider.provider === provider.kind) {
        await provider.cancelSubscription(current.provider.providerSubscriptionId, { atPeriodEnd: false });
      }
      await ctx.db.update(subscriptions).set({ endDate: new Date(ctx.clock.now()), isRenewing: false }).where(eq(subscriptions.id, sub.id));
    }
  }

  const customerId = await ensureCustomer(ctx, provider, userId, { name: body.name });
  if (plan.requiresBillingInfo && !(await provider.defaultPaymentMethod(customerId))) {
    throw detailError(400, PAYMENT_METHOD_REQUIRED, { code: 'payment_method_required' });
  }
  const state = await provider.createSubscription(
    {
      customerId,
      price: priceOf(plan),
      trialDays: promo?.trialPeriodDays ?? 0,
      discount: discountOf(promo, plan),
      metadata: { sift_user_id: String(userId), sift_plan_id: String(plan.id), sift_request: key },
    },
    `subscription:${userId}:${key}`,
  );
  const now = new Date(ctx.clock.now());
  const status = ourStatus(state);
  const subscriptionId = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId,
        planId: plan.id,
        statusV2: status === 'active' ? 'active' : 'incomplete',
        isRenewing: status !== 'ended',
        source: 'other',
        startedAt: now,
        promoCode: promo?.code ?? null,
        ...(status === 'ended' && { endDate: now }),
      })
      .returning({ id: subscriptions.id });
    await tx.insert(providerSubscriptions).values({
      subscriptionId: created.id,
      provider: provider.kind,
      providerSubscriptionId: state.id,
      customerId,
      providerStatus: state.status,
      latestIntentId: state.latestPayment?.intentId ?? null,
      trialEnd: state.trialEnd,
      currentPeriodEnd: state.currentPeriodEnd,
    });
    return created.id;
  });
  // The referral first: the first payment (marked by applyProviderState) is what makes its rewards due.
  await recordReferral(ctx, userId, body.rupi);
  await applyProviderState(ctx, subscriptionId, userId, state);
  if (replacesFree !== null && status === 'active') {
    await ctx.db.update(subscriptions).set({ endDate: now, isRenewing: false }).where(eq(subscriptions.id, replacesFree));
  }
  const row = (await ownRow(ctx, userId, subscriptionId))!;
  return { status: 201, body: { ...(await subscriptionView(ctx, row)), latest_payment: state.latestPayment ? paymentInfoView(state.latestPayment) : null } };
}

/** The Subscription with its latest payment, read from the provider. */
export async function subscribeAnswer(ctx: AppContext, row: Row): Promise<SubscribeResponse> {
  const { row: fresh, state } = await syncFromProvider(ctx, row);
  return { ...(await subscriptionView(ctx, fresh)), latest_payment: state?.latestPayment ? paymentInfoView(state.latestPayment) : null };
}

/** Plans the user may move to (002 §3 upgrade_paths): all without a live subscription; higher tiers or yearly otherwise. */
export function upgradePaths(plans: PlanRow[], current: Row | null, active: boolean): PlanRow[] {
  if (!current || !active) return plans;
  const mine = current.plan;
  return plans.filter(
    (p) =>
      p.id !== mine.id &&
      p.price > mine.price &&
      (p.tierLevel > mine.tierLevel || (p.tierLevel === mine.tierLevel && mine.billingFrequency === 'monthly' && p.billingFrequency === 'yearly')),
  );
}
