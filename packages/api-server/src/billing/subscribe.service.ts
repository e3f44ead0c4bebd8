/**
 * Subscribing (002 §4, §7): POST subscriptions/ with its idempotency (docs/decisions/0035-payment-provider.md), and
 * what it would charge today (GET subscriptions/preview/, the payment page's "Due today"):
 *
 * 1. A request claims (user, idempotency key) in subscribe_requests. The same key again waits for the first and
 *    answers what it answered; the same key with another plan or promo is refused.
 * 2. At most one request per user is pending (a partial unique index), so a second tab with its own key waits too,
 *    then finds the subscription the first made and answers it instead of making another.
 * 3. The provider gets an idempotency key derived from ours, so even a request that reached it twice is one
 *    subscription and one charge there.
 *
 * A member whose subscription still runs never gets a second one for an overlapping period: the same plan resumes it
 * (a cancellation at period end is undone), a higher plan changes its price (prorated, docs/decisions/0064).
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_REUSED,
  normalisePromoCode,
  PAYMENT_METHOD_REQUIRED,
  PLAN_NOT_FOUND,
  PROMO_MONTHLY_ONLY_SHORT,
  PROMO_NOT_FOUND,
  SUBSCRIPTION_EXISTS,
  SUBSCRIPTION_IN_PROGRESS,
  SUBSCRIPTION_PAST_DUE,
  type SubscribePreview,
  type SubscribeRequest,
  type SubscribeResponse,
} from '@sift/contracts';
import { providerSubscriptions, subscribeRequests, subscriptions } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError } from '../http/errors';
import { recordReferral } from './referrals';
import { ensureCustomer, customerIdOf } from './customers';
import { discountOff, splitPayment } from './money';
import { discountOf, planById, priceOf, promoFitsPlan, upgradePaths, validPromo, type PlanRow, type PromoRow } from './plans';
import { paymentProvider } from './provider/provider-of';
import { PaymentError, type PaymentProvider, type ProviderSubscription } from './provider/payment-provider';
import { applyProviderState, ourStatus, readStamp } from './subscription-state';
import { isActive, isLive, latestRow, ownRow, paymentInfoView, subscriptionView, type Row } from './subscription-view';

/** How long a duplicate request waits for the first one, and when a pending request counts as abandoned. */
const WAIT_FOR_FIRST_MS = 20_000;
const WAIT_STEP_MS = 100;
const ABANDONED_AFTER_MS = 120_000;

export interface SubscribeAnswer {
  status: number;
  body: SubscribeResponse | Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const requestHashOf = (body: SubscribeRequest) =>
  createHash('sha256')
    .update(JSON.stringify([body.subscription_plan_id, normalisePromoCode(body.subscription_promo_code ?? '').toLowerCase()]))
    .digest('hex');

/** Reads the provider's subscription and writes ours (an incomplete one's polling, a 3-D Secure confirmation). */
export async function syncFromProvider(ctx: AppContext, row: Row): Promise<{ row: Row; state: ProviderSubscription | null }> {
  if (!row.provider) return { row, state: null };
  const provider = paymentProvider(ctx);
  if (provider.kind !== row.provider.provider) return { row, state: null };
  const stamp = await readStamp(ctx.db);
  const state = await provider.retrieveSubscription(row.provider.providerSubscriptionId);
  await applyProviderState(ctx, row, state, stamp);
  return { row: (await ownRow(ctx, row.sub.userId, row.sub.id))!, state };
}

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

async function planAndPromo(ctx: AppContext, planId: number, rawPromo: string | null | undefined) {
  const plan = await planById(ctx, planId);
  if (!plan) throw fieldError('subscription_plan_id', PLAN_NOT_FOUND);
  const promoCode = normalisePromoCode(rawPromo ?? '');
  const promo = promoCode ? await validPromo(ctx, promoCode) : null;
  if (promoCode && !promo) throw fieldError('subscription_promo_code', PROMO_NOT_FOUND);
  if (promo && !promoFitsPlan(promo, plan)) throw fieldError('subscription_promo_code', PROMO_MONTHLY_ONLY_SHORT, { code: 'promo_monthly_only' });
  return { plan, promo };
}

export async function subscribe(ctx: AppContext, userId: number, body: SubscribeRequest, headerKey: string | undefined): Promise<SubscribeAnswer> {
  const { plan, promo } = await planAndPromo(ctx, body.subscription_plan_id, body.subscription_promo_code);
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

/** What a live subscription is to the requested plan: the same plan, an upgrade of it, or neither. */
function relation(current: Row, plan: PlanRow): 'same' | 'upgrade' | 'other' {
  if (current.sub.planId === plan.id) return 'same';
  return upgradePaths([plan], current.plan, true).length ? 'upgrade' : 'other';
}

/** Undoes a cancellation at period end, so the plan renews again (buying what one still has). */
async function resume(ctx: AppContext, provider: PaymentProvider, current: Row): Promise<void> {
  if (current.sub.isRenewing || !current.provider) return;
  const stamp = await readStamp(ctx.db);
  const state = await provider.reactivateSubscription(current.provider.providerSubscriptionId);
  await applyProviderState(ctx, current, state, stamp);
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
    const billedHere = current.provider?.provider === provider.kind;
    if (sub.statusV2 === 'active') {
      const relationToPlan = relation(current, plan);
      if (current.plan.price === 0 && plan.price > 0) {
        replacesFree = sub.id;
      } else if (relationToPlan === 'same' || (relationToPlan === 'upgrade' && billedHere)) {
        if (current.provider?.providerStatus === 'past_due') throw detailError(400, SUBSCRIPTION_PAST_DUE, { code: 'subscription_past_due' });
        // Still running, perhaps cancelled at period end: the same plan resumes it, never a second one.
        if (billedHere) await resume(ctx, provider, current);
        if (relationToPlan === 'upgrade') {
          // A higher plan (monthly to yearly): the provider changes the price and charges the prorated difference.
          const stamp = await readStamp(ctx.db);
          const state = await provider.changePrice(current.provider!.providerSubscriptionId, priceOf(plan), `change:${userId}:${key}`);
          await ctx.db.update(subscriptions).set({ planId: plan.id, promoCode: null }).where(eq(subscriptions.id, sub.id));
          await applyProviderState(ctx, (await ownRow(ctx, userId, sub.id))!, state, stamp);
        }
        return { status: 200, body: await subscribeAnswer(ctx, (await ownRow(ctx, userId, sub.id))!) };
      } else {
        throw detailError(400, SUBSCRIPTION_EXISTS, { code: 'subscription_exists' });
      }
    } else {
      // Incomplete: its payment never went through. It is cancelled and replaced, so there is only ever one.
      if (current.provider && billedHere) {
        await provider.cancelSubscription(current.provider.providerSubscriptionId, { atPeriodEnd: false });
      }
      await ctx.db.update(subscriptions).set({ endDate: new Date(ctx.clock.now()), isRenewing: false }).where(eq(subscriptions.id, sub.id));
    }
  }

  const customerId = await ensureCustomer(ctx, provider, userId, { name: body.name });
  if (plan.requiresBillingInfo && !(await provider.defaultPaymentMethod(customerId))) {
    throw detailError(400, PAYMENT_METHOD_REQUIRED, { code: 'payment_method_required' });
  }
  const stamp = await readStamp(ctx.db);
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
    });
    return created.id;
  });
  // The referral first: the first payment (the paid invoice's event) is what makes its rewards due.
  await recordReferral(ctx, userId, body.rupi);
  await applyProviderState(ctx, (await ownRow(ctx, userId, subscriptionId))!, state, stamp);
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

/**
 * GET subscriptions/preview/: what POST subscriptions/ with this plan and promo would charge today, by the same
 * rules: a new subscription's price minus the promo's discount (nothing during a trial), an upgrade's prorated
 * charge (the provider's own preview), resuming the plan one has (nothing); credit is spent first.
 */
export async function previewSubscribe(ctx: AppContext, userId: number, planId: number, rawPromo: string | null | undefined): Promise<SubscribePreview> {
  const { plan, promo } = await planAndPromo(ctx, planId, rawPromo);
  const provider = paymentProvider(ctx);
  const current = await latestRow(ctx, userId);
  const customerId = await customerIdOf(ctx, provider, userId);
  const credit = customerId ? await provider.creditBalance(customerId) : 0;
  if (current && isActive(ctx, current.sub) && current.plan.price > 0) {
    const relationToPlan = relation(current, plan);
    if (relationToPlan === 'same') return { plan_id: plan.id, kind: 'resume', subtotal: 0, discount: 0, credit_applied: 0, due_today: 0, trial_days: 0 };
    if (relationToPlan === 'upgrade' && current.provider?.provider === provider.kind) {
      const preview = await provider.previewPriceChange(current.provider.providerSubscriptionId, priceOf(plan));
      return { plan_id: plan.id, kind: 'upgrade', subtotal: preview.total, discount: 0, credit_applied: preview.creditUsed, due_today: preview.amountDue, trial_days: 0 };
    }
    throw detailError(400, SUBSCRIPTION_EXISTS, { code: 'subscription_exists' });
  }
  const trialDays = promo?.trialPeriodDays ?? 0;
  const discount = trialDays > 0 ? 0 : discountOff(plan.price, discountOf(promo, plan));
  const split = trialDays > 0 ? { credit: 0, card: 0 } : splitPayment(plan.price - discount, credit);
  return { plan_id: plan.id, kind: 'new', subtotal: trialDays > 0 ? 0 : plan.price, discount, credit_applied: split.credit, due_today: split.card, trial_days: trialDays };
}
