/**
 * The sandbox's events: what Stripe sends to a webhook endpoint, in Stripe's shape, stored in the transaction that
 * made them and handed to billing's one event handler in the order they were made (sandbox-jobs.ts).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { sandboxEvents, sandboxInvoices, sandboxSubscriptions } from '../../db/schema';
import { newId, seconds, type InvoiceRow, type Outcome, type SandboxStore, type SubRow, type Tx } from './sandbox-store';

export async function emit(s: SandboxStore, tx: Tx, type: string, object: { id: string; object: string; [field: string]: unknown }) {
  const now = s.now();
  const id = newId('evt');
  s.emitted(tx);
  await tx.insert(sandboxEvents).values({
    id,
    type,
    objectId: object.id,
    payload: { id, object: 'event', type, created: seconds(now), data: { object } },
    createdAt: now,
  });
}

export async function emitSubscription(s: SandboxStore, tx: Tx, type: string, subscriptionId: string) {
  const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
  await emit(s, tx, type, subscriptionObject(sub));
}

export async function emitInvoice(s: SandboxStore, tx: Tx, type: string, invoiceId: string) {
  const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
  await emit(s, tx, type, invoiceObject(invoice));
}

/** The events of an attempt's outcome. */
export async function emitOutcome(s: SandboxStore, tx: Tx, invoiceId: string, outcome: Outcome) {
  if (outcome.result === 'paid') await emitInvoice(s, tx, 'invoice.paid', invoiceId);
  else if (outcome.result === 'requires_action') await emitInvoice(s, tx, 'invoice.payment_action_required', invoiceId);
  else await emitInvoice(s, tx, 'invoice.payment_failed', invoiceId);
}

/** Events not yet handed to the event handler, oldest first (the sandbox's webhook delivery reads these). */
export async function undeliveredEvents(tx: Tx, limit = 100) {
  return tx
    .select()
    .from(sandboxEvents)
    .where(sql`${sandboxEvents.deliveredAt} is null`)
    .orderBy(asc(sandboxEvents.sequence))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function hasUndeliveredEvents(s: SandboxStore): Promise<boolean> {
  const [row] = await s.db.select({ id: sandboxEvents.id }).from(sandboxEvents).where(sql`${sandboxEvents.deliveredAt} is null`).limit(1);
  return Boolean(row);
}

export async function markDelivered(s: SandboxStore, tx: Tx, ids: string[]) {
  if (ids.length) await tx.update(sandboxEvents).set({ deliveredAt: s.now() }).where(inArray(sandboxEvents.id, ids));
}

/** A subscription as Stripe's webhook would carry it (the fields our handler and a person reading the log use). */
function subscriptionObject(sub: SubRow) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: seconds(sub.canceledAt),
    ended_at: seconds(sub.endedAt),
    trial_end: seconds(sub.trialEnd),
    billing_cycle_anchor: seconds(sub.billingCycleAnchor),
    latest_invoice: sub.latestInvoiceId,
    discounts: sub.discount ? [{ object: 'discount', start: Date.parse(sub.discount.start) / 1000, end: sub.discount.end ? Date.parse(sub.discount.end) / 1000 : null, source: { type: 'coupon', coupon: sub.discount.code } }] : [],
    items: {
      object: 'list',
      data: [{ object: 'subscription_item', price: { lookup_key: sub.priceLookupKey, unit_amount: sub.amount, recurring: { interval: sub.interval } }, current_period_start: seconds(sub.currentPeriodStart), current_period_end: seconds(sub.currentPeriodEnd) }],
    },
  };
}

/** An invoice as Stripe's webhook would carry it. */
function invoiceObject(invoice: InvoiceRow) {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customerId,
    status: invoice.status,
    billing_reason: invoice.billingReason,
    subtotal: invoice.subtotal,
    total: invoice.total,
    amount_due: invoice.total - invoice.creditApplied,
    amount_paid: invoice.amountPaid,
    amount_remaining: invoice.status === 'open' ? invoice.total : 0,
    attempt_count: invoice.attemptCount,
    next_payment_attempt: seconds(invoice.nextPaymentAttempt),
    created: seconds(invoice.createdAt),
    status_transitions: { paid_at: seconds(invoice.paidAt) },
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId } },
    lines: { object: 'list', data: [{ period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) } }] },
  };
}
