/**
 * The one place our record of a subscription and its invoices changes to follow the payment provider
 * (docs/decisions/0063): the event handler calls it for every event (Stripe's webhook, the sandbox's own), and a
 * member's own change (cancel, reactivate, a new card paying a past-due invoice) calls it with the provider's answer
 * so the answer shows the change at once. It reads the provider's state as it is now and writes it, so a replayed
 * or reordered event changes nothing twice and the last read wins: a read that began earlier than the one already
 * written (two handlers racing) is dropped.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { invoices, providerSubscriptions, subscriptions } from '../db/schema';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { planByLookupKey } from './plans';
import type { ProviderInvoice, ProviderSubscription } from './provider/payment-provider';
import { rowOfProviderSubscription, type Row } from './subscription-view';

/** When a read of the provider began, by the database's clock (a record's timestamp, not a billing rule). */
/**
 * How often a handler reads the provider again when its write was refused. A stamp is read before the provider is,
 * so when two events of one object are applied at once (two workers), the later stamp can carry the earlier read:
 * its write wins, and the event whose read was newer would act on the older state (a paid invoice, but no receipt;
 * a renewal that asks for 3-D Secure, but no mail). Reading again under a newer stamp until the write is taken ends
 * in the provider's newest state, and each event acts on a state at least as new as itself.
 */
export const READ_AGAIN_TRIES = 5;

export async function readStamp(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows?: { now: Date | string }[] } | { now: Date | string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return new Date(rows[0].now);
}

/** What our status_v2 is for the provider's subscription: 'ended' when the provider ended it. */
export function ourStatus(p: ProviderSubscription): 'active' | 'incomplete' | 'ended' {
  if (p.status === 'canceled' || p.status === 'incomplete_expired' || p.status === 'unpaid') return 'ended';
  if (p.status === 'incomplete') return 'incomplete';
  const open = p.latestPayment && (p.latestPayment.status === 'requires_action' || p.latestPayment.status === 'requires_payment_method');
  if (p.status === 'trialing' && open && p.latestPayment?.kind === 'setup') return 'incomplete';
  return 'active';
}

/**
 * Writes the provider's view of a subscription onto ours (read at `stamp`). Ended: access ends when the provider
 * ended it. Cancelled at period end: not renewing, active until the period's end. Otherwise renewing, and a past-due
 * plan stays active while dunning runs (the billing takeover shows). The plan follows the provider's price.
 */
export async function applyProviderState(ctx: AppContext, row: Row, state: ProviderSubscription, stamp: Date): Promise<boolean> {
  const now = new Date(ctx.clock.now());
  const status = ourStatus(state);
  const mirror = await ctx.db
    .update(providerSubscriptions)
    .set({
      providerStatus: state.status,
      latestIntentId: state.latestPayment?.intentId ?? null,
      latestInvoiceId: state.latestInvoiceId,
      trialEnd: state.trialEnd,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      discount: state.discount,
      endedAt: state.endedAt,
      updatedAt: now,
      syncedAt: stamp,
    })
    .where(and(eq(providerSubscriptions.subscriptionId, row.sub.id), or(isNull(providerSubscriptions.syncedAt), lt(providerSubscriptions.syncedAt, stamp))))
    .returning({ id: providerSubscriptions.subscriptionId });
  if (!mirror.length) return false;

  const plan = state.priceLookupKey && state.priceLookupKey !== row.plan.stripePriceLookupKey ? await planByLookupKey(ctx, state.priceLookupKey) : null;
  const failed = state.latestPayment?.kind === 'payment' && state.latestPayment.status === 'requires_payment_method' && state.latestPayment.errorMessage !== null;
  const endsAt = status === 'ended' ? (state.endedAt ?? now) : state.cancelAtPeriodEnd ? state.currentPeriodEnd : null;
  await ctx.db
    .update(subscriptions)
    .set({
      statusV2: status === 'incomplete' ? 'incomplete' : 'active',
      isRenewing: status !== 'ended' && !state.cancelAtPeriodEnd,
      endDate: endsAt,
      canceledAt: status === 'ended' || state.cancelAtPeriodEnd ? (state.canceledAt ?? row.sub.canceledAt ?? now) : null,
      ...(plan && { planId: plan.id }),
      ...(failed && { lastPaymentFailedAt: row.sub.lastPaymentFailedAt && row.sub.lastPaymentFailedAt >= now ? row.sub.lastPaymentFailedAt : now }),
    })
    .where(eq(subscriptions.id, row.sub.id));
  return true;
}

/** Reads a subscription from the provider and writes it (the event handler, a member's change, polling). */
export async function syncSubscription(ctx: AppContext, provider: { retrieveSubscription(id: string): Promise<ProviderSubscription> }, providerSubscriptionId: string): Promise<{ row: Row; state: ProviderSubscription } | null> {
  const row = await rowOfProviderSubscription(ctx, providerSubscriptionId);
  if (!row) return null;
  let stamp = await readStamp(ctx.db);
  let state = await provider.retrieveSubscription(providerSubscriptionId);
  for (let attempt = 1; !(await applyProviderState(ctx, row, state, stamp)) && attempt < READ_AGAIN_TRIES; attempt++) {
    // Refused: see READ_AGAIN_TRIES.
    stamp = await readStamp(ctx.db);
    state = await provider.retrieveSubscription(providerSubscriptionId);
  }
  return { row: (await rowOfProviderSubscription(ctx, providerSubscriptionId))!, state };
}

const PLAN_NAMES: Record<string, string> = { monthly: 'Monthly plan', yearly: 'Annual plan' };
const day = (d: Date) => d.toLocaleDateString('en-US', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** What an invoice was for, as Billing history and the receipt say it (the plan by the length of its period). */
export function invoiceDescription(invoice: Pick<ProviderInvoice, 'billingReason' | 'periodStart' | 'periodEnd'>): string {
  const yearly = invoice.periodEnd.getTime() - invoice.periodStart.getTime() > 60 * 24 * 3600 * 1000;
  const plan = PLAN_NAMES[yearly ? 'yearly' : 'monthly'];
  if (invoice.billingReason === 'subscription_update') return `${plan} from ${day(invoice.periodStart)} (change of plan, unused time credited)`;
  return `${plan}, ${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`;
}

export type InvoiceRecord = typeof invoices.$inferSelect;

/**
 * Writes an invoice as the provider holds it now (read at `stamp`). Answers the row before and after, so the
 * handler can tell what changed (first paid: a receipt). An older stamp never overwrites a newer one: then `after` is
 * null, and the caller reads again (READ_AGAIN_TRIES).
 */
export async function recordInvoice(ctx: AppContext, row: Row, invoice: ProviderInvoice, stamp: Date, provider: 'stripe' | 'sandbox'): Promise<{ before: InvoiceRecord | null; after: InvoiceRecord | null }> {
  const [before] = await ctx.db.select().from(invoices).where(eq(invoices.providerInvoiceId, invoice.id));
  const values = {
    userId: row.sub.userId,
    subscriptionId: row.sub.id,
    provider,
    providerInvoiceId: invoice.id,
    status: invoice.status,
    billingReason: invoice.billingReason,
    description: invoiceDescription(invoice),
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    discountCode: invoice.discountCode,
    total: invoice.total,
    creditApplied: invoice.creditApplied,
    amountPaid: invoice.amountPaid,
    amountRemaining: invoice.amountRemaining,
    attemptCount: invoice.attemptCount,
    nextPaymentAttempt: invoice.nextPaymentAttempt,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    cardBrand: invoice.card?.brand ?? null,
    cardLast4: invoice.card?.last4 ?? null,
    paidAt: invoice.paidAt,
    invoicedAt: invoice.created,
    updatedAt: new Date(ctx.clock.now()),
    syncedAt: stamp,
  };
  const [after] = await ctx.db
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({ target: invoices.providerInvoiceId, set: values, setWhere: or(isNull(invoices.syncedAt), lt(invoices.syncedAt, stamp)) })
    .returning();
  return { before: before ?? null, after: after ?? null };
}
