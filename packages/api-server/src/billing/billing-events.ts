/**
 * The one handler of the payment provider's events (docs/decisions/0063). Stripe's webhook (verified) and the
 * sandbox's delivery both hand events to `receiveProviderEvent`, which stores each event id once and queues it; the
 * `billing.event` job applies it: it reads the invoice or subscription the event names from the provider as it is
 * now and writes it (subscription-state.ts), then sends what the change calls for, each once by its key: a receipt
 * for a paid invoice, a mail at each failed renewal payment, the end of dunning, a trial's end; referral rewards
 * after a first payment. A replayed event is stored once and applied once; events out of order end in the state the
 * provider has now.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { billingEvents, invoices, providerSubscriptions } from '../db/schema';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { actionRequiredMail, dunningEndedMail, paymentFailedMail, receiptMail, trialEndingMail } from '../mail/billing-mail';
import { markReferralFirstPaid } from './credit.service';
import { isMembersCustomer } from './customers';
import { accountUrl, plansUrl, queueNotice } from './notices';
import { paymentProviderOrNull } from './provider/provider-of';
import type { ProviderEvent, ProviderKind } from './provider/payment-provider';
import { READ_AGAIN_TRIES, readStamp, recordInvoice, syncSubscription } from './subscription-state';
import { rowOfProviderSubscription } from './subscription-view';

/** Stores the event once (by provider and id) and queues it; answers whether it was new. `tx`: the caller's transaction. */
export async function receiveProviderEvent(ctx: AppContext, provider: ProviderKind, event: ProviderEvent, tx: Db = ctx.db): Promise<boolean> {
  const [stored] = await tx
    .insert(billingEvents)
    .values({
      provider,
      eventId: event.id,
      type: event.type,
      objectId: event.data.object.id,
      occurredAt: new Date(event.created * 1000),
      payload: event as never,
    })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (stored) await ctx.jobs.send('billing.event', { provider, eventId: event.id }, { key: `${provider}:${event.id}`, tx });
  return Boolean(stored);
}

/** The `billing.event` job: applies a stored event unless it was applied already. */
export async function applyStoredEvent(ctx: AppContext, providerKind: ProviderKind, eventId: string): Promise<void> {
  const [event] = await ctx.db.select().from(billingEvents).where(and(eq(billingEvents.provider, providerKind), eq(billingEvents.eventId, eventId)));
  if (!event || event.processedAt) return;
  await ctx.db.update(billingEvents).set({ attempts: sql`${billingEvents.attempts} + 1` }).where(eq(billingEvents.id, event.id));
  try {
    await applyEvent(ctx, event);
  } catch (error) {
    await ctx.db.update(billingEvents).set({ lastError: String((error as Error)?.message ?? error).slice(0, 500) }).where(eq(billingEvents.id, event.id));
    throw error;
  }
  await ctx.db.update(billingEvents).set({ processedAt: new Date(), lastError: null }).where(eq(billingEvents.id, event.id));
}

type StoredEvent = typeof billingEvents.$inferSelect;

async function applyEvent(ctx: AppContext, event: StoredEvent): Promise<void> {
  const provider = paymentProviderOrNull(ctx);
  if (!provider || provider.kind !== event.provider) {
    ctx.log.warn({ event: event.eventId, provider: event.provider }, 'billing event of a provider that does not run here: kept, not applied');
    return;
  }
  const payload = event.payload as ProviderEvent;
  if (event.type.startsWith('invoice.')) {
    for (let attempt = 1; attempt <= READ_AGAIN_TRIES; attempt++) {
      const stamp = await readStamp(ctx.db);
      const invoice = await provider.retrieveInvoice(event.objectId);
      if (!invoice.subscriptionId) return;
      const row = await rowOfProviderSubscription(ctx, invoice.subscriptionId);
      if (!row) {
        // A member's, not recorded yet: the request that subscribed writes our rows once the provider has answered,
        // and the provider's events can come first (Stripe's webhook, a worker in another process). Applied again
        // by the job's retry, so the first payment's receipt and referral reward are not lost. Not ours: nothing.
        if (await isMembersCustomer(ctx, invoice.customerId)) throw new Error(`${NOT_RECORDED_YET}: ${invoice.subscriptionId}`);
        return;
      }
      const { before, after } = await recordInvoice(ctx, row, invoice, stamp, provider.kind);
      // Refused (a newer stamp, perhaps an older read, came first): read again.
      if (!after && attempt < READ_AGAIN_TRIES) continue;
      if (after) await afterInvoice(ctx, event.type, payload, after, provider, before?.status ?? null);
      await syncSubscription(ctx, provider, invoice.subscriptionId);
      return;
    }
  }
  if (event.type.startsWith('customer.subscription.')) {
    const synced = await syncSubscription(ctx, provider, event.objectId);
    if (!synced) return;
    const { row, state } = synced;
    if (event.type === 'customer.subscription.deleted' && state.latestInvoiceId && !state.cancelAtPeriodEnd) {
      // Ended by dunning (its latest invoice unpaid, as the provider has it now), not at period end: say so.
      const last = await provider.retrieveInvoice(state.latestInvoiceId);
      if (last.status === 'uncollectible' || last.status === 'open') {
        const mail = dunningEndedMail({ amount: last.total }, plansUrl(ctx));
        await queueNotice(ctx, { key: `dunning_ended:${state.id}`, userId: row.sub.userId, kind: 'dunning_ended', ...mail, body: mail.text });
      }
    }
    if (event.type === 'customer.subscription.trial_will_end' && state.status === 'trialing' && state.trialEnd && !state.cancelAtPeriodEnd) {
      const mail = trialEndingMail({ trialEnd: state.trialEnd, amount: row.plan.price }, accountUrl(ctx));
      await queueNotice(ctx, { key: `trial_ending:${state.id}:${state.trialEnd.toISOString()}`, userId: row.sub.userId, kind: 'trial_ending', ...mail, body: mail.text });
    }
  }
}

type InvoiceRecord = typeof invoices.$inferSelect;

async function afterInvoice(
  ctx: AppContext,
  type: string,
  payload: ProviderEvent,
  invoice: InvoiceRecord,
  provider: NonNullable<ReturnType<typeof paymentProviderOrNull>>,
  statusBefore: InvoiceRecord['status'] | null,
) {
  if (invoice.status === 'paid' && invoice.paidAt) {
    const mail = receiptMail(
      {
        description: invoice.description,
        subtotal: invoice.subtotal,
        discount: invoice.discount,
        discountCode: invoice.discountCode,
        creditApplied: invoice.creditApplied,
        amountPaid: invoice.amountPaid,
        total: invoice.total,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        paidAt: invoice.paidAt,
        card: invoice.cardBrand && invoice.cardLast4 ? { brand: invoice.cardBrand, last4: invoice.cardLast4 } : null,
        invoiceNumber: `SIFT-${String(invoice.id).padStart(6, '0')}`,
      },
      accountUrl(ctx),
    );
    await queueNotice(ctx, { key: `receipt:${invoice.providerInvoiceId}`, userId: invoice.userId, kind: 'receipt', subject: mail.subject, body: mail.text });
    if (invoice.amountPaid > 0) await markReferralFirstPaid(ctx, invoice.userId, invoice.subscriptionId);
    return;
  }
  // Mails about the provider's own attempts (a renewal, a retry); the member sees a failure at subscribe on the page.
  if (invoice.status !== 'open' || invoice.billingReason !== 'subscription_cycle') {
    const unpaidNow = invoice.status === 'void' || invoice.status === 'uncollectible';
    if (unpaidNow && statusBefore !== invoice.status && invoice.creditApplied > 0) {
      // Stripe spent credit on the invoice when it was finalized; it was never paid, so the credit goes back.
      const customerId = await customerOf(ctx, invoice.subscriptionId);
      if (customerId) await provider.addCredit(customerId, invoice.creditApplied, `Credit returned: invoice ${invoice.providerInvoiceId} was not paid`, `credit-return:${invoice.providerInvoiceId}`);
    }
    return;
  }
  const object = payload.data.object as { attempt_count?: number; next_payment_attempt?: number | null; amount_due?: number };
  const attempt = typeof object.attempt_count === 'number' ? object.attempt_count : invoice.attemptCount;
  if (type === 'invoice.payment_failed') {
    const next = object.next_payment_attempt !== undefined ? (object.next_payment_attempt ? new Date(object.next_payment_attempt * 1000) : null) : invoice.nextPaymentAttempt;
    const reason = (await provider.retrieveInvoice(invoice.providerInvoiceId)).latestPayment?.errorMessage ?? null;
    const mail = paymentFailedMail({ amount: invoice.total, reason, attempt, nextAttempt: next }, accountUrl(ctx));
    await queueNotice(ctx, { key: `payment_failed:${invoice.providerInvoiceId}:${attempt}`, userId: invoice.userId, kind: 'payment_failed', subject: mail.subject, body: mail.text });
  } else if (type === 'invoice.payment_action_required') {
    const mail = actionRequiredMail({ amount: invoice.total }, accountUrl(ctx));
    await queueNotice(ctx, { key: `action_required:${invoice.providerInvoiceId}:${attempt}`, userId: invoice.userId, kind: 'payment_action_required', subject: mail.subject, body: mail.text });
  }
}

/** Why an event of a member's subscription waits (a job that fails is tried again). */
export const NOT_RECORDED_YET = 'The subscription is not recorded yet (the request that made it has not finished)';

async function customerOf(ctx: AppContext, subscriptionId: number): Promise<string | null> {
  const [row] = await ctx.db.select({ customerId: providerSubscriptions.customerId }).from(providerSubscriptions).where(eq(providerSubscriptions.subscriptionId, subscriptionId));
  return row?.customerId ?? null;
}

/** Events stored but not applied a while after (their job was lost, or it failed every retry): queued again by the tick. */
export async function requeueUnappliedEvents(ctx: AppContext, olderThanMs = 60_000): Promise<number> {
  const rows = await ctx.db
    .select({ provider: billingEvents.provider, eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(isNull(billingEvents.processedAt), lt(billingEvents.receivedAt, new Date(Date.now() - olderThanMs)), lt(billingEvents.attempts, 50)))
    .limit(200);
  for (const row of rows) await ctx.jobs.send('billing.event', { provider: row.provider, eventId: row.eventId }, { key: `${row.provider}:${row.eventId}` });
  return rows.length;
}

/** For tests and the development page: events not applied yet. */
export async function unappliedEvents(ctx: AppContext) {
  return ctx.db.select().from(billingEvents).where(isNull(billingEvents.processedAt));
}
