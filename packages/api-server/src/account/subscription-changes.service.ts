/**
 * Changing a subscription from the account area (002 §4, §7): cancel at period end and reactivate (which also pays a
 * past-due subscription after the card was updated), the cancel flow's discount, a downgrade, and the annual upgrade
 * (preview and activation). Every change goes through the payment provider interface (docs/decisions/0035) with an
 * idempotency key derived from the subscription's state, so a double click or a retry changes it once.
 */
import { eq } from 'drizzle-orm';
import {
  ANNUAL_NOT_ELIGIBLE,
  ANNUAL_PROMO_DEFAULT_MESSAGE,
  DISCOUNT_NOT_ELIGIBLE,
  DOWNGRADE_NOT_ALLOWED,
  PAYMENT_SETUP_REQUIRED,
  RETENTION_DISCOUNT_CODE,
  SUBSCRIPTION_NOT_ACTIVE,
  SUBSCRIPTION_NOT_CANCELABLE,
  SUBSCRIPTION_NOT_REACTIVATABLE,
  type AnnualPricingPreview,
  type Subscription,
} from '@sift/contracts';
import { subscriptions } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError, notFound } from '../http/errors';
import { PaymentError, type PaymentProvider } from '../membership/payments/payment-provider';
import { paymentProvider } from '../membership/payments/payment-provider-of';
import {
  allPlans,
  applyProviderState,
  isActive,
  latestRow,
  ownRow,
  priceOf,
  subscriptionView,
  syncFromProvider,
} from '../membership/subscriptions.service';
import { claimRetentionDiscount, releaseRetentionDiscount, RETENTION_DISCOUNT, retentionDiscountOf } from './retention-discount';

type Row = NonNullable<Awaited<ReturnType<typeof latestRow>>>;
type ProviderRow = NonNullable<Row['provider']>;

/** A refused card or request answers in the provider's words; a change that needs a card asks for one (action setup). */
export async function withProvider<T>(work: () => Promise<T>, { setupOnCardError = false } = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.status === 404) throw notFound();
    if (setupOnCardError && error.status === 402) throw new ApiError(400, { detail: error.message, code: error.code, action: 'setup' });
    throw new ApiError(error.status === 503 ? 503 : 400, { detail: error.message, code: error.code });
  }
}

/** The subscription's provider record, when the running provider bills it (a card plan); null for app-store plans. */
function billedByProvider(provider: PaymentProvider, row: Row): ProviderRow | null {
  return row.provider && row.provider.provider === provider.kind && row.sub.source === 'other' ? row.provider : null;
}

async function answer(ctx: AppContext, userId: number, subscriptionId: number): Promise<Subscription> {
  return subscriptionView(ctx, (await ownRow(ctx, userId, subscriptionId))!);
}

/** The user's latest subscription read fresh from the provider, or 400 when there is none. */
async function currentRow(ctx: AppContext, userId: number): Promise<Row> {
  const row = await latestRow(ctx, userId);
  if (!row) throw detailError(400, SUBSCRIPTION_NOT_ACTIVE);
  return (await withProvider(() => syncFromProvider(ctx, row))).row;
}

/** One of the user's subscriptions by id (another account's answers 404), read fresh from the provider. */
async function ownFreshRow(ctx: AppContext, userId: number, subscriptionId: number): Promise<Row> {
  const row = await ownRow(ctx, userId, subscriptionId);
  if (!row) throw notFound();
  return (await withProvider(() => syncFromProvider(ctx, row))).row;
}

/**
 * POST subscriptions/cancel/: a renewing card plan stops renewing and stays active until the end of the paid period
 * (002 §4, §6). Plans from app stores are cancelled in the store (400). Cancelling again answers the same.
 */
export async function cancelSubscription(ctx: AppContext, userId: number): Promise<Subscription> {
  const provider = paymentProvider(ctx);
  const row = await currentRow(ctx, userId);
  const billed = billedByProvider(provider, row);
  if (!billed || !isActive(ctx, row.sub)) throw detailError(400, SUBSCRIPTION_NOT_CANCELABLE);
  if (!row.sub.isRenewing) return answer(ctx, userId, row.sub.id);
  const state = await withProvider(() => provider.cancelSubscription(billed.providerSubscriptionId, { atPeriodEnd: true }));
  const now = new Date(ctx.clock.now());
  await applyProviderState(ctx, row.sub.id, userId, state);
  await ctx.db
    .update(subscriptions)
    .set({ isRenewing: false, canceledAt: now, endDate: state.currentPeriodEnd ?? now })
    .where(eq(subscriptions.id, row.sub.id));
  return answer(ctx, userId, row.sub.id);
}

/**
 * POST subscriptions/reactivate/: a cancelled subscription that is still active renews again; a past-due one pays its
 * open invoice with the (updated) default card. Nothing to reactivate answers 400.
 */
export async function reactivateSubscription(ctx: AppContext, userId: number): Promise<Subscription> {
  const provider = paymentProvider(ctx);
  const row = await currentRow(ctx, userId);
  const billed = billedByProvider(provider, row);
  if (!billed || !isActive(ctx, row.sub)) throw detailError(400, SUBSCRIPTION_NOT_REACTIVATABLE);
  if (billed.providerStatus === 'past_due') {
    const key = `past_due:${row.sub.id}:${billed.latestIntentId ?? 'none'}`;
    const state = await withProvider(() => provider.payPastDue(billed.providerSubscriptionId, key), { setupOnCardError: true });
    await applyProviderState(ctx, row.sub.id, userId, state);
    if (state.status === 'past_due') throw new ApiError(400, { detail: state.latestPayment?.errorMessage ?? PAYMENT_SETUP_REQUIRED, action: 'setup' });
    return answer(ctx, userId, row.sub.id);
  }
  if (row.sub.isRenewing) throw detailError(400, SUBSCRIPTION_NOT_REACTIVATABLE);
  const state = await withProvider(() => provider.reactivateSubscription(billed.providerSubscriptionId));
  await applyProviderState(ctx, row.sub.id, userId, state);
  await ctx.db.update(subscriptions).set({ isRenewing: true, canceledAt: null, endDate: null }).where(eq(subscriptions.id, row.sub.id));
  return answer(ctx, userId, row.sub.id);
}

/**
 * POST subscriptions/{id}/redeem-discount/: the cancel flow's 50% for 3 months, for a subscription that is
 * discount eligible (active, renewing, paid, no promo, never discounted before). Once per subscription, even under
 * concurrent requests: the claim is one statement, and the provider gets a key derived from the subscription.
 */
export async function redeemDiscount(ctx: AppContext, userId: number, subscriptionId: number, code: string | null | undefined): Promise<Subscription> {
  if (code && code.replace(/\W/g, '').toUpperCase() !== RETENTION_DISCOUNT_CODE) throw fieldError('code', DISCOUNT_NOT_ELIGIBLE);
  const provider = paymentProvider(ctx);
  const row = await ownFreshRow(ctx, userId, subscriptionId);
  const billed = billedByProvider(provider, row);
  const eligible = billed && isActive(ctx, row.sub) && row.sub.isRenewing && row.plan.price > 0 && !row.sub.promoCode;
  if (!eligible || (await retentionDiscountOf(ctx, row.sub.id))) throw detailError(400, DISCOUNT_NOT_ELIGIBLE);
  if (!(await claimRetentionDiscount(ctx, row.sub.id))) throw detailError(400, DISCOUNT_NOT_ELIGIBLE);
  try {
    const state = await withProvider(() => provider.applyDiscount(billed.providerSubscriptionId, RETENTION_DISCOUNT, `retention:${row.sub.id}`));
    await applyProviderState(ctx, row.sub.id, userId, state);
  } catch (error) {
    // The provider refused: the offer stays open for another try.
    await releaseRetentionDiscount(ctx, row.sub.id);
    throw error;
  }
  return answer(ctx, userId, row.sub.id);
}

/**
 * POST subscriptions/{id}/downgrade-subscription/ {target_plan_id}: to a cheaper paid plan now (yearly to monthly);
 * the unused time becomes credit at the provider, as its proration does.
 */
export async function downgradeSubscription(ctx: AppContext, userId: number, subscriptionId: number, targetPlanId: number): Promise<Subscription> {
  const provider = paymentProvider(ctx);
  const row = await ownFreshRow(ctx, userId, subscriptionId);
  const billed = billedByProvider(provider, row);
  if (!billed || !isActive(ctx, row.sub)) throw detailError(400, SUBSCRIPTION_NOT_ACTIVE);
  const target = (await allPlans(ctx)).find((p) => p.id === targetPlanId);
  if (!target || target.id === row.plan.id || target.price >= row.plan.price || target.tierLevel === 0) {
    throw fieldError('target_plan_id', DOWNGRADE_NOT_ALLOWED);
  }
  const key = `downgrade:${row.sub.id}:${row.plan.id}->${target.id}:${billed.currentPeriodEnd?.getTime() ?? 0}`;
  const state = await withProvider(() => provider.changePrice(billed.providerSubscriptionId, priceOf(target), key), { setupOnCardError: true });
  await ctx.db.update(subscriptions).set({ planId: target.id }).where(eq(subscriptions.id, row.sub.id));
  await applyProviderState(ctx, row.sub.id, userId, state);
  return answer(ctx, userId, row.sub.id);
}

/** The yearly plan of the subscription's tier, when it may move to it (002 §4 annual eligibility). */
async function annualTarget(ctx: AppContext, row: Row, provider: PaymentProvider) {
  const billed = billedByProvider(provider, row);
  const eligible = billed && isActive(ctx, row.sub) && row.sub.isRenewing && row.plan.billingFrequency === 'monthly' && row.plan.tierLevel > 0;
  const target = (await allPlans(ctx)).find((p) => p.billingFrequency === 'yearly' && p.tierLevel === row.plan.tierLevel);
  if (!eligible || !target) throw detailError(400, ANNUAL_NOT_ELIGIBLE);
  return { billed, target };
}

/** 400 {detail, action: 'setup'} when the customer has no card to pay with (the dialog then shows the billing form). */
async function requireCard(provider: PaymentProvider, customerId: string) {
  const card = await withProvider(() => provider.defaultPaymentMethod(customerId));
  if (!card) throw new ApiError(400, { detail: PAYMENT_SETUP_REQUIRED, action: 'setup' });
}

/** GET subscriptions/{id}/preview-annual-pricing/: what moving to the yearly plan costs, without changing anything. */
export async function previewAnnualPricing(ctx: AppContext, userId: number, subscriptionId: number): Promise<AnnualPricingPreview> {
  const provider = paymentProvider(ctx);
  const row = await ownFreshRow(ctx, userId, subscriptionId);
  const { billed, target } = await annualTarget(ctx, row, provider);
  await requireCard(provider, billed.customerId);
  const { amountDue } = await withProvider(() => provider.previewPriceChange(billed.providerSubscriptionId, priceOf(target)));
  return {
    current_plan_annual_price: row.plan.price * 12,
    target_plan_annual_price: target.price,
    target_plan_id: target.id,
    charge_estimate: amountDue,
    promo: { code: null, messaging: target.highlightText ?? ANNUAL_PROMO_DEFAULT_MESSAGE },
  };
}

/**
 * POST subscriptions/{id}/activate-annual-pricing/: moves to the yearly plan now, charging the prorated difference
 * (credit first). A refused card answers 400 with action 'setup'. An annual subscription answers as it is, so a
 * repeated click does nothing more; concurrent clicks share the provider's idempotency key.
 */
export async function activateAnnualPricing(ctx: AppContext, userId: number, subscriptionId: number): Promise<Subscription> {
  const provider = paymentProvider(ctx);
  const row = await ownFreshRow(ctx, userId, subscriptionId);
  if (row.plan.billingFrequency === 'yearly' && isActive(ctx, row.sub)) return answer(ctx, userId, row.sub.id);
  const { billed, target } = await annualTarget(ctx, row, provider);
  await requireCard(provider, billed.customerId);
  const key = `annual:${row.sub.id}:${row.plan.id}->${target.id}:${billed.currentPeriodEnd?.getTime() ?? 0}`;
  const state = await withProvider(() => provider.changePrice(billed.providerSubscriptionId, priceOf(target), key), { setupOnCardError: true });
  await ctx.db.update(subscriptions).set({ planId: target.id }).where(eq(subscriptions.id, row.sub.id));
  await applyProviderState(ctx, row.sub.id, userId, state);
  return answer(ctx, userId, row.sub.id);
}

