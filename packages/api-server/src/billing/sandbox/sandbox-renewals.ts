/**
 * Stripe's billing engine on the server's clock (docs/decisions/0062): at each period end the sandbox bills the
 * renewal (the price, minus a discount still inside its duration, minus credit), retries a failed payment on the
 * dunning days and cancels after the last failure, ends trials and discounts, sends the trial reminder and lets an
 * incomplete first payment expire. The billing tick finds the due subscriptions; a job advances each (sandbox-jobs.ts).
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { DUNNING_RETRY_DAYS, INCOMPLETE_EXPIRES_HOURS, TRIAL_WILL_END_DAYS } from '@sift/contracts';
import { sandboxIntents, sandboxInvoices, sandboxSubscriptions } from '../../db/schema';
import { daysAfter, nextPeriodEnd } from '../calendar';
import { emitInvoice, emitOutcome, emitSubscription } from './sandbox-events';
import { afterInvoicePaid, attemptPayment, createInvoice } from './sandbox-invoices';
import { DUNNING_ATTEMPTS, RENEWING, type InvoiceRow, type SandboxStore, type SubRow } from './sandbox-store';
import { subscriptionRow } from './sandbox-subscriptions';

/** Subscriptions with work due at `now`: a period end (renewal, trial end, cancellation), a retry, a trial reminder, a discount end. */
export async function dueSubscriptionIds(s: SandboxStore, now: Date, limit = 500): Promise<string[]> {
  const reminderBy = daysAfter(now, TRIAL_WILL_END_DAYS);
  const expiredBefore = new Date(now.getTime() - INCOMPLETE_EXPIRES_HOURS * 3600 * 1000);
  const t = sandboxSubscriptions;
  const rows = await s.db
    .select({ id: t.id })
    .from(t)
    .where(
      or(
        and(inArray(t.status, RENEWING), lte(t.currentPeriodEnd, now)),
        and(eq(t.status, 'trialing'), sql`${t.trialWillEndSentAt} is null`, lte(t.trialEnd, reminderBy)),
        and(inArray(t.status, RENEWING), sql`(${t.discount}->>'end') is not null and (${t.discount}->>'end')::timestamptz <= ${now.toISOString()}::timestamptz`),
        and(eq(t.status, 'incomplete'), lte(t.createdAt, expiredBefore)),
        sql`${t.id} in (select ${sandboxInvoices.subscriptionId} from ${sandboxInvoices} where ${sandboxInvoices.status} = 'open' and ${sandboxInvoices.nextPaymentAttempt} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Does what is due for one subscription at the server's clock's now, in order, each step in its own transaction
 * claimed with a conditional update (so two workers, or a job run twice, do each step once): the trial reminder,
 * a discount's end, the period end (renewal, trial end or cancellation at period end; a subscription the clock moved
 * past several periods renews each in turn), the dunning retries, an incomplete first payment's expiry.
 */
export async function advance(s: SandboxStore, subscriptionId: string): Promise<void> {
  for (let step = 0; step < 1000; step++) {
    if (!(await advanceOnce(s, subscriptionId))) return;
  }
  throw new Error(`The sandbox subscription ${subscriptionId} did not settle.`);
}

async function advanceOnce(s: SandboxStore, subscriptionId: string): Promise<boolean> {
  const now = s.now();
  const sub = await subscriptionRow(s.db, subscriptionId);
  const renewing = RENEWING.includes(sub.status);
  // What comes first in time goes first: a retry before a later renewal, a renewal before a later discount end.
  const dueRetry = renewing ? await findDueRetry(s, subscriptionId, now) : null;
  const periodDue = renewing && sub.currentPeriodEnd.getTime() <= now.getTime() ? sub.currentPeriodEnd.getTime() : Infinity;
  const discountEnd = renewing && sub.discount?.end ? Date.parse(sub.discount.end) : Infinity;
  const retryAt = dueRetry?.nextPaymentAttempt?.getTime() ?? Infinity;

  if (sub.status === 'trialing' && sub.trialEnd && !sub.trialWillEndSentAt && sub.trialEnd.getTime() - TRIAL_WILL_END_DAYS * 86_400_000 <= now.getTime() && sub.trialEnd.getTime() > now.getTime()) {
    return s.transaction(async (tx) => {
      const [claimed] = await tx
        .update(sandboxSubscriptions)
        .set({ trialWillEndSentAt: now })
        .where(and(eq(sandboxSubscriptions.id, sub.id), sql`${sandboxSubscriptions.trialWillEndSentAt} is null`))
        .returning({ id: sandboxSubscriptions.id });
      if (claimed) await emitSubscription(s, tx, 'customer.subscription.trial_will_end', sub.id);
      return true;
    });
  }
  const first = Math.min(retryAt, periodDue, discountEnd <= now.getTime() ? discountEnd : Infinity);
  if (first === Infinity) {
    if (sub.status === 'incomplete' && sub.createdAt.getTime() + INCOMPLETE_EXPIRES_HOURS * 3_600_000 <= now.getTime()) return expireIncomplete(s, sub);
    return false;
  }
  if (first === retryAt && dueRetry) return retry(s, sub, dueRetry);
  if (first === periodDue) return endPeriod(s, sub);
  return endDiscount(s, sub);
}

async function findDueRetry(s: SandboxStore, subscriptionId: string, now: Date): Promise<InvoiceRow | null> {
  const [invoice] = await s.db
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open'), lte(sandboxInvoices.nextPaymentAttempt, now)))
    .orderBy(asc(sandboxInvoices.nextPaymentAttempt))
    .limit(1);
  return invoice ?? null;
}

async function endDiscount(s: SandboxStore, sub: SubRow): Promise<boolean> {
  return s.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sandboxSubscriptions)
      .set({ discount: null })
      .where(and(eq(sandboxSubscriptions.id, sub.id), sql`${sandboxSubscriptions.discount}->>'end' = ${sub.discount!.end}`))
      .returning({ id: sandboxSubscriptions.id });
    if (claimed) await emitSubscription(s, tx, 'customer.subscription.updated', sub.id);
    return true;
  });
}

/** A period ended: cancel at period end, or bill the next period (the renewal, or the trial's first invoice) off session. */
async function endPeriod(s: SandboxStore, sub: SubRow): Promise<boolean> {
  return s.transaction(async (tx) => {
    const ended = sub.currentPeriodEnd;
    if (sub.cancelAtPeriodEnd) {
      const [claimed] = await tx
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', endedAt: ended })
        .where(and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.currentPeriodEnd, ended), inArray(sandboxSubscriptions.status, RENEWING)))
        .returning({ id: sandboxSubscriptions.id });
      if (claimed) await emitSubscription(s, tx, 'customer.subscription.deleted', sub.id);
      return true;
    }
    const anchor = sub.billingCycleAnchor ?? sub.currentPeriodEnd;
    const next = nextPeriodEnd(anchor, sub.interval, ended);
    const [claimed] = await tx
      .update(sandboxSubscriptions)
      .set({ currentPeriodStart: ended, currentPeriodEnd: next })
      .where(and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.currentPeriodEnd, ended)))
      .returning();
    if (!claimed) return true;
    const invoice = await createInvoice(s, tx, claimed, 'subscription_cycle', { start: ended, end: next }, sub.amount);
    if (!invoice) return true;
    const outcome = await attemptPayment(s, tx, invoice.id, 'off');
    await emitOutcome(s, tx, invoice.id, outcome);
    if (outcome.result === 'paid') {
      const [open] = await tx
        .select({ id: sandboxInvoices.id })
        .from(sandboxInvoices)
        .where(and(eq(sandboxInvoices.subscriptionId, sub.id), eq(sandboxInvoices.status, 'open')))
        .limit(1);
      await tx.update(sandboxSubscriptions).set({ status: open ? 'past_due' : 'active' }).where(eq(sandboxSubscriptions.id, sub.id));
    } else {
      await tx.update(sandboxInvoices).set({ nextPaymentAttempt: daysAfter(invoice.createdAt, DUNNING_RETRY_DAYS[0]) }).where(eq(sandboxInvoices.id, invoice.id));
      await tx.update(sandboxSubscriptions).set({ status: 'past_due' }).where(eq(sandboxSubscriptions.id, sub.id));
    }
    await emitSubscription(s, tx, 'customer.subscription.updated', sub.id);
    return true;
  });
}

/** A dunning retry; after the last failed attempt the invoice is uncollectible and the subscription ends. */
async function retry(s: SandboxStore, sub: SubRow, invoice: InvoiceRow): Promise<boolean> {
  return s.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sandboxInvoices)
      .set({ nextPaymentAttempt: null })
      .where(and(eq(sandboxInvoices.id, invoice.id), eq(sandboxInvoices.status, 'open'), eq(sandboxInvoices.nextPaymentAttempt, invoice.nextPaymentAttempt!)))
      .returning();
    if (!claimed) return true;
    const outcome = await attemptPayment(s, tx, invoice.id, 'off');
    await emitOutcome(s, tx, invoice.id, outcome);
    if (outcome.result === 'paid') {
      await afterInvoicePaid(s, tx, sub.id);
      return true;
    }
    const attempts = claimed.attemptCount + 1;
    if (attempts >= DUNNING_ATTEMPTS) {
      const now = s.now();
      await tx.update(sandboxInvoices).set({ status: 'uncollectible' }).where(eq(sandboxInvoices.id, invoice.id));
      await tx
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxIntents.invoiceId, invoice.id), eq(sandboxIntents.status, 'requires_action')));
      await tx.update(sandboxSubscriptions).set({ status: 'canceled', canceledAt: now, endedAt: now }).where(eq(sandboxSubscriptions.id, sub.id));
      await emitInvoice(s, tx, 'invoice.marked_uncollectible', invoice.id);
      await emitSubscription(s, tx, 'customer.subscription.deleted', sub.id);
      return true;
    }
    await tx
      .update(sandboxInvoices)
      .set({ nextPaymentAttempt: daysAfter(invoice.createdAt, DUNNING_RETRY_DAYS[attempts - 1]) })
      .where(eq(sandboxInvoices.id, invoice.id));
    return true;
  });
}

/** A first payment never completed: the subscription expires (Stripe's incomplete_expired) and its invoice is void. */
async function expireIncomplete(s: SandboxStore, sub: SubRow): Promise<boolean> {
  return s.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sandboxSubscriptions)
      .set({ status: 'incomplete_expired', endedAt: s.now() })
      .where(and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.status, 'incomplete')))
      .returning({ id: sandboxSubscriptions.id });
    if (!claimed) return true;
    await tx.update(sandboxInvoices).set({ status: 'void' }).where(and(eq(sandboxInvoices.subscriptionId, sub.id), eq(sandboxInvoices.status, 'open')));
    await tx
      .update(sandboxIntents)
      .set({ status: 'canceled' })
      .where(and(eq(sandboxIntents.subscriptionId, sub.id), inArray(sandboxIntents.status, ['requires_action', 'requires_payment_method'])));
    await emitSubscription(s, tx, 'customer.subscription.updated', sub.id);
    return false;
  });
}
