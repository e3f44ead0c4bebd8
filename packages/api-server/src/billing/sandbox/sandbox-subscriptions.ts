/**
 * The sandbox's subscriptions as a member changes them: created (the first invoice charged at once, or a trial that
 * only checks the card), cancelled now or at period end, reactivated, moved to another price with Stripe's
 * proration, given a discount, and their open invoice paid on session. What the clock does to them is in
 * sandbox-renewals.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { CARD_AUTHENTICATION_FAILED } from '@sift/contracts';
import { sandboxBalanceTransactions, sandboxCustomers, sandboxIntents, sandboxInvoices, sandboxSubscriptions, type DiscountState } from '../../db/schema';
import { daysAfter, monthsAfter, periodBoundary } from '../calendar';
import { splitPayment, unusedAmount } from '../money';
import {
  PaymentError,
  type CreateSubscriptionInput,
  type DiscountSpec,
  type PaymentAttempt,
  type PriceRef,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../provider/payment-provider';
import type { CardBehaviour } from './sandbox-cards';
import { creditOf, customer, defaultCard } from './sandbox-customers';
import { emitInvoice, emitOutcome, emitSubscription } from './sandbox-events';
import { afterInvoicePaid, attemptPayment, createInvoice, readIntent } from './sandbox-invoices';
import { clientSecretOf, newId, type SandboxStore, type SubRow, type Tx } from './sandbox-store';

export function discountState(terms: DiscountSpec | null, start: Date): DiscountState | null {
  if (!terms) return null;
  const end = terms.duration === 'repeating' && terms.durationInMonths ? monthsAfter(start, terms.durationInMonths).toISOString() : null;
  return { ...terms, start: start.toISOString(), end };
}

export async function subscriptionRow(tx: Tx, subscriptionId: string): Promise<SubRow> {
  const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
  if (!sub) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
  return sub;
}

export async function createSubscription(s: SandboxStore, input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription> {
  const request = { customerId: input.customerId, price: input.price, trialDays: input.trialDays, discount: input.discount };
  const id = await s.once('subscription', idempotencyKey, request, async (tx) => {
    await customer(tx, input.customerId);
    const now = s.now();
    const trialEnd = input.trialDays > 0 ? daysAfter(now, input.trialDays) : null;
    const anchor = trialEnd ?? now;
    const periodEnd = trialEnd ?? periodBoundary(anchor, input.price.interval, 1);
    const subscriptionId = newId('sub');
    const [sub] = await tx
      .insert(sandboxSubscriptions)
      .values({
        id: subscriptionId,
        customerId: input.customerId,
        priceLookupKey: input.price.lookupKey,
        amount: input.price.amount,
        interval: input.price.interval,
        status: 'incomplete',
        trialEnd,
        billingCycleAnchor: anchor,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        discount: discountState(input.discount, now),
      })
      .returning();
    await emitSubscription(s, tx, 'customer.subscription.created', subscriptionId);
    if (trialEnd) {
      // A trial only checks the card: a card that declines charges still passes a setup, as with Stripe.
      const { card } = await defaultCard(tx, input.customerId);
      let status: ProviderSubscriptionStatus = 'trialing';
      if (card) {
        const needsAction = (card.behaviour as CardBehaviour) === 'requires_action' || (card.behaviour as CardBehaviour) === 'always_authenticate';
        const setupId = newId('seti');
        await tx.insert(sandboxIntents).values({
          id: setupId,
          kind: 'setup',
          customerId: input.customerId,
          subscriptionId,
          amount: 0,
          status: needsAction ? 'requires_action' : 'succeeded',
          paymentMethodId: card.id,
          clientSecret: clientSecretOf(setupId),
        });
        await tx.update(sandboxSubscriptions).set({ latestIntentId: setupId }).where(eq(sandboxSubscriptions.id, subscriptionId));
        if (needsAction) status = 'incomplete';
      }
      await tx.update(sandboxSubscriptions).set({ status }).where(eq(sandboxSubscriptions.id, subscriptionId));
      if (status === 'trialing') await emitSubscription(s, tx, 'customer.subscription.updated', subscriptionId);
      return subscriptionId;
    }
    const invoice = (await createInvoice(s, tx, sub, 'subscription_create', { start: now, end: periodEnd }, input.price.amount))!;
    const outcome = await attemptPayment(s, tx, invoice.id, 'on');
    await emitOutcome(s, tx, invoice.id, outcome);
    if (outcome.result === 'paid') {
      await tx.update(sandboxSubscriptions).set({ status: 'active' }).where(eq(sandboxSubscriptions.id, subscriptionId));
      await emitSubscription(s, tx, 'customer.subscription.updated', subscriptionId);
    }
    return subscriptionId;
  });
  return retrieveSubscription(s, id);
}

export async function retrieveSubscription(s: SandboxStore, subscriptionId: string): Promise<ProviderSubscription> {
  const sub = await subscriptionRow(s.db, subscriptionId);
  const latestPayment = sub.latestIntentId ? await readIntent(s.db, sub.latestIntentId) : null;
  let latestAmountPaid = 0;
  if (sub.latestInvoiceId) {
    const [invoice] = await s.db.select({ amountPaid: sandboxInvoices.amountPaid }).from(sandboxInvoices).where(eq(sandboxInvoices.id, sub.latestInvoiceId));
    latestAmountPaid = invoice?.amountPaid ?? 0;
  }
  return {
    id: sub.id,
    customerId: sub.customerId,
    status: sub.status as ProviderSubscriptionStatus,
    priceLookupKey: sub.priceLookupKey,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    trialEnd: sub.trialEnd,
    canceledAt: sub.canceledAt,
    endedAt: sub.endedAt,
    discount: sub.discount ?? null,
    latestInvoiceId: sub.latestInvoiceId,
    latestPayment,
    latestAmountPaid,
  };
}

export async function cancelSubscription(s: SandboxStore, subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
  await s.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, subscriptionId);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
    const now = s.now();
    if (options.atPeriodEnd) {
      if (sub.cancelAtPeriodEnd) return;
      await tx.update(sandboxSubscriptions).set({ cancelAtPeriodEnd: true, canceledAt: now }).where(eq(sandboxSubscriptions.id, subscriptionId));
      await emitSubscription(s, tx, 'customer.subscription.updated', subscriptionId);
      return;
    }
    await tx.update(sandboxSubscriptions).set({ status: 'canceled', canceledAt: now, endedAt: now }).where(eq(sandboxSubscriptions.id, subscriptionId));
    // Its open invoices will not be paid, and their open payments can no longer be confirmed.
    await tx
      .update(sandboxInvoices)
      .set({ status: 'void', nextPaymentAttempt: null })
      .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open')));
    await tx
      .update(sandboxIntents)
      .set({ status: 'canceled' })
      .where(and(eq(sandboxIntents.subscriptionId, subscriptionId), eq(sandboxIntents.status, 'requires_action')));
    await emitSubscription(s, tx, 'customer.subscription.deleted', subscriptionId);
  });
  return retrieveSubscription(s, subscriptionId);
}

export async function reactivateSubscription(s: SandboxStore, subscriptionId: string): Promise<ProviderSubscription> {
  await s.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, subscriptionId);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw new PaymentError('A canceled subscription cannot be reactivated.', 'subscription_canceled', 400);
    }
    if (!sub.cancelAtPeriodEnd) return;
    await tx.update(sandboxSubscriptions).set({ cancelAtPeriodEnd: false, canceledAt: null }).where(eq(sandboxSubscriptions.id, subscriptionId));
    await emitSubscription(s, tx, 'customer.subscription.updated', subscriptionId);
  });
  return retrieveSubscription(s, subscriptionId);
}

/**
 * What the current period is worth, for the proration credit of a price change (Stripe's "unused time" line): the
 * price less the discount its invoice took; nothing during a trial or when the period's invoice is not paid.
 */
async function periodValue(s: SandboxStore, tx: Tx, sub: SubRow): Promise<number> {
  if (sub.trialEnd && sub.trialEnd.getTime() > s.clock.now()) return 0;
  if (!sub.latestInvoiceId) return 0;
  const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, sub.latestInvoiceId));
  if (!invoice || invoice.status !== 'paid' || invoice.periodStart.getTime() !== sub.currentPeriodStart.getTime()) return 0;
  return sub.amount - invoice.discount;
}

async function priceChange(s: SandboxStore, tx: Tx, sub: SubRow, price: PriceRef) {
  const unused = unusedAmount(await periodValue(s, tx, sub), sub.currentPeriodStart, sub.currentPeriodEnd, s.now());
  return { unused, total: Math.max(0, price.amount - unused), leftover: Math.max(0, unused - price.amount) };
}

export async function previewPriceChange(s: SandboxStore, subscriptionId: string, price: PriceRef): Promise<{ amountDue: number; total: number; creditUsed: number }> {
  const sub = await subscriptionRow(s.db, subscriptionId);
  const { total } = await priceChange(s, s.db, sub, price);
  // Like Stripe's invoice preview (amount_due), the customer's credit is spent first.
  const split = splitPayment(total, await creditOf(s.db, sub.customerId));
  return { amountDue: split.card, total, creditUsed: split.credit };
}

/**
 * Stripe's price change with proration_behavior always_invoice and billing_cycle_anchor now: the unused part of
 * the period is credited against the new price, the difference is invoiced and paid at once (or nothing changes:
 * payment_behavior error_if_incomplete), and the new period starts now. A discount of the old price ends with it.
 */
export async function changePrice(s: SandboxStore, subscriptionId: string, price: PriceRef, idempotencyKey: string): Promise<ProviderSubscription> {
  await s.once('change_price', idempotencyKey, { subscriptionId, price }, async (tx) => {
    const sub = await subscriptionRow(tx, subscriptionId);
    const now = s.now();
    const { total, leftover } = await priceChange(s, tx, sub, price);
    const periodEnd = periodBoundary(now, price.interval, 1);
    const invoice = await createInvoice(s, tx, { ...sub, discount: null }, 'subscription_update', { start: now, end: periodEnd }, total, false);
    if (!invoice) throw new PaymentError('This change was already made.', 'idempotency_error', 409);
    const outcome = await attemptPayment(s, tx, invoice.id, 'on');
    if (outcome.result !== 'paid') {
      throw new PaymentError(outcome.errorMessage ?? CARD_AUTHENTICATION_FAILED, outcome.errorCode ?? 'authentication_required', 402);
    }
    if (leftover > 0) {
      // A cheaper price leaves unused time worth more than it: the rest becomes credit, as Stripe's proration does.
      await tx.update(sandboxCustomers).set({ balance: sql`${sandboxCustomers.balance} - ${leftover}` }).where(eq(sandboxCustomers.id, sub.customerId));
      await tx.insert(sandboxBalanceTransactions).values({ id: newId('cbtxn'), customerId: sub.customerId, amount: -leftover, type: 'unspent_proration', invoiceId: invoice.id, createdAt: now });
    }
    await tx
      .update(sandboxSubscriptions)
      .set({
        priceLookupKey: price.lookupKey,
        amount: price.amount,
        interval: price.interval,
        status: 'active',
        trialEnd: null,
        billingCycleAnchor: now,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        discount: null,
      })
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    await emitInvoice(s, tx, 'invoice.paid', invoice.id);
    await emitSubscription(s, tx, 'customer.subscription.updated', subscriptionId);
    return subscriptionId;
  });
  return retrieveSubscription(s, subscriptionId);
}

export async function applyDiscount(s: SandboxStore, subscriptionId: string, discount: DiscountSpec, idempotencyKey: string): Promise<ProviderSubscription> {
  await s.once('discount', idempotencyKey, { subscriptionId, discount }, async (tx) => {
    await subscriptionRow(tx, subscriptionId);
    await tx.update(sandboxSubscriptions).set({ discount: discountState(discount, s.now()) }).where(eq(sandboxSubscriptions.id, subscriptionId));
    await emitSubscription(s, tx, 'customer.subscription.updated', subscriptionId);
    return subscriptionId;
  });
  return retrieveSubscription(s, subscriptionId);
}

export async function payOpenInvoice(s: SandboxStore, subscriptionId: string, idempotencyKey: string): Promise<{ subscription: ProviderSubscription; payment: PaymentAttempt | null }> {
  const intentId = await s.once('pay_open_invoice', idempotencyKey, { subscriptionId }, async (tx) => {
    await subscriptionRow(tx, subscriptionId);
    const open = await tx
      .select()
      .from(sandboxInvoices)
      .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open')))
      .orderBy(asc(sandboxInvoices.createdAt));
    let last: string | null = null;
    for (const invoice of open) {
      const outcome = await attemptPayment(s, tx, invoice.id, 'on');
      if (outcome.result === 'failed') throw new PaymentError(outcome.errorMessage ?? CARD_AUTHENTICATION_FAILED, outcome.errorCode ?? 'card_declined', 402);
      await emitOutcome(s, tx, invoice.id, outcome);
      last = outcome.intentId;
      if (outcome.result === 'requires_action') return last;
    }
    if (open.length) await afterInvoicePaid(s, tx, subscriptionId);
    return last;
  });
  return { subscription: await retrieveSubscription(s, subscriptionId), payment: intentId ? await readIntent(s.db, intentId) : null };
}
