/**
 * The sandbox's invoices and their payment: an invoice per period (the discount taken off while it lasts), paid by
 * credit first and the default card for the rest, with a payment intent per attempt (3-D Secure leaves it waiting,
 * sandbox-intents.ts). Credit is spent only by a paid invoice: a refused card leaves it untouched. A charge row is
 * money taken: one per intent.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHOD_REQUIRED } from '@sift/contracts';
import { sandboxBalanceTransactions, sandboxCharges, sandboxCustomers, sandboxIntents, sandboxInvoices, sandboxPaymentMethods, sandboxSubscriptions } from '../../db/schema';
import { discountAppliesAt, discountOff, splitPayment } from '../money';
import { PaymentError, type PaymentAttempt, type ProviderInvoice } from '../provider/payment-provider';
import { chargeOutcome, type CardBehaviour } from './sandbox-cards';
import { defaultCard } from './sandbox-customers';
import { emitSubscription } from './sandbox-events';
import { clientSecretOf, newId, type BillingReason, type InvoiceRow, type Outcome, type SandboxStore, type SubRow, type Tx } from './sandbox-store';

/**
 * Makes the invoice of one period (once: the unique index on subscription, reason and period start). The discount
 * applies while it lasts at the invoice's time; a 'once' discount is removed from the subscription by the invoice
 * that used it.
 */
export async function createInvoice(
  s: SandboxStore,
  tx: Tx,
  sub: SubRow,
  reason: BillingReason,
  period: { start: Date; end: Date },
  subtotal: number,
  applyDiscount = true,
): Promise<InvoiceRow | null> {
  const now = s.now();
  const discount = applyDiscount && discountAppliesAt(sub.discount ?? null, now) ? sub.discount! : null;
  const off = discount ? discountOff(subtotal, discount) : 0;
  const [invoice] = await tx
    .insert(sandboxInvoices)
    .values({
      id: newId('in'),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      billingReason: reason,
      status: 'open',
      subtotal,
      discount: off,
      discountCode: discount?.code ?? null,
      total: subtotal - off,
      periodStart: period.start,
      periodEnd: period.end,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!invoice) return null;
  if (discount?.duration === 'once') await tx.update(sandboxSubscriptions).set({ discount: null }).where(eq(sandboxSubscriptions.id, sub.id));
  await tx.update(sandboxSubscriptions).set({ latestInvoiceId: invoice.id }).where(eq(sandboxSubscriptions.id, sub.id));
  return invoice;
}

/** Marks an invoice paid: the credit it used leaves the balance now (and only now). */
export async function markPaid(s: SandboxStore, tx: Tx, invoice: InvoiceRow, credit: number, card: number, intentId: string | null, paymentMethodId: string | null) {
  const now = s.now();
  await tx
    .update(sandboxInvoices)
    .set({ status: 'paid', creditApplied: credit, amountPaid: card, paidAt: now, nextPaymentAttempt: null, latestIntentId: intentId ?? invoice.latestIntentId, paymentMethodId })
    .where(eq(sandboxInvoices.id, invoice.id));
  if (credit > 0) {
    await tx
      .update(sandboxCustomers)
      .set({ balance: sql`${sandboxCustomers.balance} + ${credit}` })
      .where(eq(sandboxCustomers.id, invoice.customerId));
    await tx.insert(sandboxBalanceTransactions).values({
      id: newId('cbtxn'),
      customerId: invoice.customerId,
      amount: credit,
      type: 'applied_to_invoice',
      invoiceId: invoice.id,
      createdAt: now,
    });
  }
}

export async function recordCharge(tx: Tx, intentId: string, customerId: string, amount: number, invoiceId: string | null) {
  // One charge per intent, enforced by a unique index: a second attempt to record it is a no-op.
  await tx.insert(sandboxCharges).values({ id: newId('ch'), intentId, customerId, amount, invoiceId }).onConflictDoNothing();
}

/**
 * One payment attempt of an open invoice: credit first, the default card for the rest. `session` 'off' is the
 * provider's own attempt (a renewal, a retry: counted for dunning); 'on' is the member's (never counted).
 */
export async function attemptPayment(s: SandboxStore, tx: Tx, invoiceId: string, session: 'on' | 'off'): Promise<Outcome> {
  const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).for('update');
  if (!invoice || invoice.status !== 'open') return { result: invoice?.status === 'paid' ? 'paid' : 'failed', intentId: invoice?.latestIntentId ?? null };
  if (session === 'off') {
    await tx.update(sandboxInvoices).set({ attemptCount: sql`${sandboxInvoices.attemptCount} + 1` }).where(eq(sandboxInvoices.id, invoiceId));
  }
  const { customer, card } = await defaultCard(tx, invoice.customerId);
  const split = splitPayment(invoice.total, Math.max(0, -customer.balance));
  if (split.card === 0) {
    await markPaid(s, tx, invoice, split.credit, 0, null, null);
    return { result: 'paid', intentId: null };
  }
  if (!card) {
    await tx.update(sandboxInvoices).set({ latestIntentId: null }).where(eq(sandboxInvoices.id, invoiceId));
    return { result: 'failed', intentId: null, errorCode: 'resource_missing', errorMessage: PAYMENT_METHOD_REQUIRED };
  }
  // An earlier attempt still waiting for 3-D Secure can no longer be confirmed: this one replaces it.
  await tx
    .update(sandboxIntents)
    .set({ status: 'canceled' })
    .where(and(eq(sandboxIntents.invoiceId, invoiceId), eq(sandboxIntents.status, 'requires_action')));
  const outcome = chargeOutcome(card.behaviour as CardBehaviour, session);
  const failed = typeof outcome === 'object' ? outcome : null;
  const status = failed ? 'requires_payment_method' : (outcome as 'succeeded' | 'requires_action');
  const id = newId('pi');
  await tx.insert(sandboxIntents).values({
    id,
    kind: 'payment',
    customerId: invoice.customerId,
    subscriptionId: invoice.subscriptionId,
    invoiceId,
    amount: split.card,
    status,
    paymentMethodId: card.id,
    clientSecret: clientSecretOf(id),
    errorCode: failed?.code ?? null,
    errorMessage: failed?.message ?? null,
  });
  await tx.update(sandboxInvoices).set({ latestIntentId: id, paymentMethodId: card.id }).where(eq(sandboxInvoices.id, invoiceId));
  await tx.update(sandboxSubscriptions).set({ latestIntentId: id }).where(eq(sandboxSubscriptions.id, invoice.subscriptionId));
  if (status === 'succeeded') {
    await recordCharge(tx, id, invoice.customerId, split.card, invoiceId);
    await markPaid(s, tx, invoice, split.credit, split.card, id, card.id);
    return { result: 'paid', intentId: id };
  }
  if (status === 'requires_action') return { result: 'requires_action', intentId: id };
  return { result: 'failed', intentId: id, errorCode: failed!.code, errorMessage: failed!.message };
}

/** After an invoice was paid: a past-due or incomplete subscription with nothing else open is active again. */
export async function afterInvoicePaid(s: SandboxStore, tx: Tx, subscriptionId: string) {
  const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
  if (!sub) return;
  const [open] = await tx
    .select({ id: sandboxInvoices.id })
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open')))
    .limit(1);
  if (!open && (sub.status === 'past_due' || sub.status === 'incomplete')) {
    const trialing = sub.trialEnd !== null && sub.trialEnd.getTime() > s.clock.now();
    await tx.update(sandboxSubscriptions).set({ status: trialing ? 'trialing' : 'active' }).where(eq(sandboxSubscriptions.id, subscriptionId));
  }
  await emitSubscription(s, tx, 'customer.subscription.updated', subscriptionId);
}

/** A payment or setup intent as the provider interface answers it (its client secret only while it can be confirmed). */
export async function readIntent(tx: Tx, intentId: string): Promise<PaymentAttempt | null> {
  const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentId));
  if (!intent) return null;
  const open = intent.status === 'requires_action' || intent.status === 'requires_payment_method';
  return {
    intentId: intent.id,
    kind: intent.kind,
    status: intent.status as PaymentAttempt['status'],
    clientSecret: open ? intent.clientSecret : null,
    amount: intent.amount,
    errorCode: intent.errorCode,
    errorMessage: intent.errorMessage,
  };
}

export async function retrieveInvoice(s: SandboxStore, invoiceId: string): Promise<ProviderInvoice> {
  const [invoice] = await s.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
  if (!invoice) throw new PaymentError(`No such invoice: '${invoiceId}'`, 'resource_missing', 404);
  const [card] = invoice.paymentMethodId
    ? await s.db.select({ brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 }).from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, invoice.paymentMethodId))
    : [];
  const remaining = invoice.status === 'open' ? invoice.total : 0;
  return {
    id: invoice.id,
    subscriptionId: invoice.subscriptionId,
    customerId: invoice.customerId,
    status: invoice.status,
    billingReason: invoice.billingReason,
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    discountCode: invoice.discountCode,
    total: invoice.total,
    creditApplied: invoice.creditApplied,
    amountPaid: invoice.amountPaid,
    amountRemaining: remaining,
    attemptCount: invoice.attemptCount,
    nextPaymentAttempt: invoice.nextPaymentAttempt,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    paidAt: invoice.paidAt,
    created: invoice.createdAt,
    card: card ?? null,
    latestPayment: invoice.latestIntentId ? await readIntent(s.db, invoice.latestIntentId) : null,
  };
}
