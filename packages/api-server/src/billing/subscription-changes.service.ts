/**
 * Changing a subscription from the account area (002 §4, §7): cancel at period end and reactivate (which also pays a
 * past-due subscription's open invoice), the cancel flow's discount, a downgrade, and the annual upgrade (preview and
 * activation). Every change goes through the payment provider interface (docs/decisions/0035) with an idempotency
 * key derived from the subscription's state, so a double click or a retry changes it once, and the provider's answer
 * is written by the one writer (subscription-state.ts), so the answer shows the change at once.
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
  SUBSCRIPTION_PAST_DUE,
  type AnnualPricingPreview,
  type Subscription,
} from '@sift/contracts';
import { subscriptions } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError, detailError, fieldError, notFound } from '../http/errors';
import { withProvider } from './customers';
import { allPlans, priceOf } from './plans';
import type { PaymentProvider, ProviderSubscription } from './provider/payment-provider';
import { paymentProvider } from './provider/provider-of';
import { claimRetentionDiscount, releaseRetentionDiscount, RETENTION_DISCOUNT, retentionDiscountOf } from './retention-discount';
import { syncFromProvider } from './subscribe.service';
import { applyProviderState, readStamp } from './subscription-state';
import { isActive, latestRow, ownRow, subscriptionView, type ProviderRow, type Row } from './subscription-view';

/** The subscription's provider record, when the running provider bills it (a card plan); null for app-store plans. */
function billedByProvider(provider: PaymentProvider, row: Row): ProviderRow | null {
  return row.provider && row.provider.provider === provider.kind && row.sub.source === 'other' ? row.provider : null;
}

async function answer(ctx: AppContext, userId: number, subscriptionId: number): Promise<Subscription> {
  return subscriptionView(ctx, (await ownRow(ctx, userId, subscriptionId))!);
}

/** Runs a change at the provider and writes its answer (read stamp taken before the change). */
async function change(ctx: AppContext, row: Row, work: () => Promise<ProviderSubscription>, options?: { setupOnCardError?: boolean }): Promise<ProviderSubscription> {
  const state = await withProvider(work, options);
  // Stamped once the change is made: another request's fresh read that began before it (a concurrent change of the
  // same subscription, refused or not) carries an older stamp and cannot write the state before the change over this
  // one (subscription-state.ts; two redeem-discount requests at once lost the discount from the winner's answer).
  await applyProviderState(ctx, row, state, await readStamp(ctx.db));
  return state;
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
  await change(ctx, row, () => provider.cancelSubscription(billed.providerSubscriptionId, { atPeriodEnd: true }));
  return answer(ctx, userId, row.sub.id);
}

/**
 * Pays the open invoice of a past-due plan now with the default card (credit first): after the card was updated, or
 * when the member asks again. A refused card answers 400 with the provider's words and action 'setup'; a card that
 * needs 3-D Secure answers the payment to confirm (the caller's client confirms it, then calls
 * confirm-payment-intent).
 */
export async function payPastDue(ctx: AppContext, row: Row) {
  const provider = paymentProvider(ctx);
  const billed = billedByProvider(provider, row);
  if (!billed || billed.providerStatus !== 'past_due') return null;
  const key = `past_due:${row.sub.id}:${billed.latestInvoiceId ?? 'none'}:${billed.latestIntentId ?? 'none'}:${(await provider.defaultPaymentMethod(billed.customerId))?.paymentMethodId ?? 'none'}`;
  const stamp = await readStamp(ctx.db);
  const paid = await withProvider(() => provider.payOpenInvoice(billed.providerSubscriptionId, key), { setupOnCardError: true });
  await applyProviderState(ctx, row, paid.subscription, stamp);
  return paid;
}

/**
 * POST subscriptions/reactivate/: a cancelled subscription that is still active renews again; a past-due one pays its
 * open invoice with the (new) default card. Nothing to reactivate answers 400.
 */
export async function reactivateSubscription(ctx: AppContext, userId: number): Promise<Subscription> {
  const provider = paymentProvider(ctx);
  const row = await currentRow(ctx, userId);
  const billed = billedByProvider(provider, row);
  if (!billed || !isActive(ctx, row.sub)) throw detailError(400, SUBSCRIPTION_NOT_REACTIVATABLE);
  if (billed.providerStatus === 'past_due') {
    const paid = await payPastDue(ctx, row);
    if (paid?.subscription.status === 'past_due') {
      throw new ApiError(400, { detail: paid.payment?.errorMessage ?? PAYMENT_SETUP_REQUIRED, action: 'setup' });
    }
    return answer(ctx, userId, row.sub.id);
  }
  if (row.sub.isRenewing) throw detailError(400, SUBSCRIPTION_NOT_REACTIVATABLE);
  await change(ctx, row, () => provider.reactivateSubscription(billed.providerSubscriptionId));
  return answer(ctx, userId, row.sub.id);
}

/**
 * POST subscriptions/{id}/redeem-discount/: the cancel flow's 50% for 3 months, for a subscription that is
 * discount eligible (active, renewing, paid, no discount now, never discounted this way before). Once per
 * subscription, even under concurrent requests: the claim is one statement, and the provider gets a key derived
 * from the subscription.
 */
export async function redeemDiscount(ctx: AppContext, userId: number, subscriptionId: number, code: string | null | undefined): Promise<Subscription> {
  if (code && code.replace(/\W/g, '').toUpperCase() !== RETENTION_DISCOUNT_CODE) throw fieldError('code', DISCOUNT_NOT_ELIGIBLE);
  const provider = paymentProvider(ctx);
  const row = await ownFreshRow(ctx, userId, subscriptionId);
  const billed = billedByProvider(provider, row);
  if (!billed || !discountEligible(ctx, row) || (await retentionDiscountOf(ctx, row.sub.id))) throw detailError(400, DISCOUNT_NOT_ELIGIBLE);
  if (!(await claimRetentionDiscount(ctx, row.sub.id))) throw detailError(400, DISCOUNT_NOT_ELIGIBLE);
  try {
    await change(ctx, row, () => provider.applyDiscount(billed.providerSubscriptionId, RETENTION_DISCOUNT, `retention:${row.sub.id}`));
  } catch (error) {
    // The provider refused: the offer stays open for another try.
    await releaseRetentionDiscount(ctx, row.sub.id);
    throw error;
  }
  return answer(ctx, userId, row.sub.id);
}

/** The cancel flow's discount may be offered: a renewing paid plan, in good standing, with no discount on it now. */
export function discountEligible(ctx: AppContext, row: Row): boolean {
  return (
    isActive(ctx, row.sub) &&
    row.sub.isRenewing &&
    row.plan.price > 0 &&
    row.provider?.providerStatus !== 'past_due' &&
    row.provider?.providerStatus !== 'trialing' &&
    !row.provider?.discount
  );
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
  if (billed.providerStatus === 'past_due') throw detailError(400, SUBSCRIPTION_PAST_DUE);
  const target = (await allPlans(ctx)).find((p) => p.id === targetPlanId);
  if (!target || target.id === row.plan.id || target.price >= row.plan.price || target.tierLevel === 0) {
    throw fieldError('target_plan_id', DOWNGRADE_NOT_ALLOWED);
  }
  const key = `downgrade:${row.sub.id}:${row.plan.id}->${target.id}:${billed.currentPeriodEnd?.getTime() ?? 0}`;
  await change(ctx, row, () => provider.changePrice(billed.providerSubscriptionId, priceOf(target), key), { setupOnCardError: true });
  await ctx.db.update(subscriptions).set({ planId: target.id, promoCode: null }).where(eq(subscriptions.id, row.sub.id));
  return answer(ctx, userId, row.sub.id);
}

/** The yearly plan of the subscription's tier, when it may move to it (002 §4 annual eligibility). */
async function annualTarget(ctx: AppContext, row: Row, provider: PaymentProvider) {
  const billed = billedByProvider(provider, row);
  const eligible = billed && isActive(ctx, row.sub) && row.sub.isRenewing && row.plan.billingFrequency === 'monthly' && row.plan.tierLevel > 0;
  const target = (await allPlans(ctx)).find((p) => p.billingFrequency === 'yearly' && p.tierLevel === row.plan.tierLevel);
  if (!eligible || !target) throw detailError(400, ANNUAL_NOT_ELIGIBLE);
  if (billed.providerStatus === 'past_due') throw detailError(400, SUBSCRIPTION_PAST_DUE);
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
  await change(ctx, row, () => provider.changePrice(billed.providerSubscriptionId, priceOf(target), key), { setupOnCardError: true });
  await ctx.db.update(subscriptions).set({ planId: target.id, promoCode: null }).where(eq(subscriptions.id, row.sub.id));
  return answer(ctx, userId, row.sub.id);
}
