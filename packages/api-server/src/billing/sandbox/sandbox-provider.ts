/**
 * The sandbox payment provider: what runs without Stripe keys (development, tests, demos). It keeps the promises of
 * the PaymentProvider interface for real, with its state in our database (the payment_sandbox_* tables, what Stripe
 * keeps on its side), and runs Stripe's billing engine on the server's clock (docs/decisions/0062): at each period
 * end it bills the renewal (the price, minus a discount still inside its duration, minus credit), retries a failed
 * payment on day 1, 3 and 5 and cancels after the last failure, ends trials and discounts, and emits the events
 * Stripe sends, in Stripe's shape, for billing's one event handler. Its cards behave like Stripe's test cards
 * (sandbox-cards.ts). Nothing here is a mock: a charge row is money taken.
 *
 * Each operation that creates or moves money runs in one transaction that first claims its idempotency key (or, for
 * the clock's work, the period or the retry it does with a conditional update), so a repeated key, a second worker
 * or a replayed job never charges twice. Credit is spent only by a paid invoice: a refused card leaves it untouched.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  CARD_AUTHENTICATION_FAILED,
  DUNNING_RETRY_DAYS,
  INCOMPLETE_EXPIRES_HOURS,
  NOT_FOUND,
  PAYMENT_METHOD_REQUIRED,
  PAYMENT_NOT_PENDING,
  TRIAL_WILL_END_DAYS,
  type Clock,
} from '@sift/contracts';
import type { Db } from '../../db/database';
import {
  sandboxBalanceTransactions,
  sandboxCharges,
  sandboxCustomers,
  sandboxEvents,
  sandboxIdempotencyKeys,
  sandboxIntents,
  sandboxInvoices,
  sandboxPaymentMethods,
  sandboxSubscriptions,
  type DiscountState,
} from '../../db/schema';
import { daysAfter, monthsAfter, nextPeriodEnd, periodBoundary } from '../calendar';
import { discountAppliesAt, discountOff, splitPayment, unusedAmount } from '../money';
import {
  PaymentError,
  type BillingDetails,
  type CardSummary,
  type CreateSubscriptionInput,
  type DiscountSpec,
  type PaymentAttempt,
  type PaymentProvider,
  type PriceRef,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../provider/payment-provider';
import { attachRefusal, chargeOutcome, checkTestCard, type CardBehaviour, type CardInput } from './sandbox-cards';

type Tx = Db;
type SubRow = typeof sandboxSubscriptions.$inferSelect;
type InvoiceRow = typeof sandboxInvoices.$inferSelect;
type BillingReason = InvoiceRow['billingReason'];

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : null);
const IDEMPOTENCY_MISMATCH = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';
/** Automatic attempts of a renewal before dunning ends: the renewal itself and one per retry day. */
export const DUNNING_ATTEMPTS = 1 + DUNNING_RETRY_DAYS.length;
/** Statuses a subscription renews in. */
const RENEWING = ['active', 'trialing', 'past_due'];

type Outcome = { result: 'paid' | 'requires_action' | 'failed'; intentId: string | null; errorCode?: string; errorMessage?: string };

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  /** Called after a transaction that emitted events commits (the wiring enqueues their delivery). */
  onEvents: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  clientConfig() {
    return { provider: 'sandbox' as const };
  }

  ownsCustomerId(customerId: string) {
    return customerId.startsWith('cus_sbx_');
  }

  private now() {
    return new Date(this.clock.now());
  }

  /** Transactions that emitted events, so their delivery is asked for once they commit. */
  private readonly emittedIn = new WeakSet<object>();

  /** A transaction; after it commits, anyone waiting for its events hears of them. */
  private async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Tx;
      const out = await work(tx);
      emitted = this.emittedIn.has(tx);
      return out;
    });
    if (emitted) this.onEvents?.();
    return result;
  }

  /** Runs `work` once per key: a repeated key with the same request answers the stored result. */
  private async once<T>(operation: string, key: string, request: unknown, work: (tx: Tx) => Promise<T>): Promise<T> {
    const fullKey = `${operation}:${key}`;
    const requestHash = hashOf(request);
    return this.transaction(async (tx) => {
      // On PostgreSQL a second transaction with the same key waits here until the first commits, then finds its row.
      const claimed = await tx
        .insert(sandboxIdempotencyKeys)
        .values({ key: fullKey, operation, requestHash })
        .onConflictDoNothing()
        .returning({ key: sandboxIdempotencyKeys.key });
      if (!claimed.length) {
        const [row] = await tx.select().from(sandboxIdempotencyKeys).where(eq(sandboxIdempotencyKeys.key, fullKey));
        if (row.requestHash !== requestHash) throw new PaymentError(IDEMPOTENCY_MISMATCH, 'idempotency_error', 400);
        return row.result as T;
      }
      const result = await work(tx);
      await tx.update(sandboxIdempotencyKeys).set({ result: result as never }).where(eq(sandboxIdempotencyKeys.key, fullKey));
      return result;
    });
  }

  // ---- events (what Stripe sends to a webhook endpoint) ----

  private async emit(tx: Tx, type: string, object: { id: string; object: string; [field: string]: unknown }) {
    const now = this.now();
    const id = newId('evt');
    this.emittedIn.add(tx);
    await tx.insert(sandboxEvents).values({
      id,
      type,
      objectId: object.id,
      payload: { id, object: 'event', type, created: seconds(now), data: { object } },
      createdAt: now,
    });
  }

  private async emitSubscription(tx: Tx, type: string, subscriptionId: string) {
    const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    await this.emit(tx, type, subscriptionObject(sub));
  }

  private async emitInvoice(tx: Tx, type: string, invoiceId: string) {
    const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
    await this.emit(tx, type, invoiceObject(invoice));
  }

  /** Events not yet handed to the event handler, oldest first (the sandbox's webhook delivery reads these). */
  async undeliveredEvents(tx: Tx, limit = 100) {
    return tx
      .select()
      .from(sandboxEvents)
      .where(sql`${sandboxEvents.deliveredAt} is null`)
      .orderBy(asc(sandboxEvents.sequence))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async hasUndeliveredEvents(): Promise<boolean> {
    const [row] = await this.db.select({ id: sandboxEvents.id }).from(sandboxEvents).where(sql`${sandboxEvents.deliveredAt} is null`).limit(1);
    return Boolean(row);
  }

  async markDelivered(tx: Tx, ids: string[]) {
    if (ids.length) await tx.update(sandboxEvents).set({ deliveredAt: this.now() }).where(inArray(sandboxEvents.id, ids));
  }

  // ---- the provider's client side: tokenizing a card (what Stripe.js does in the browser) ----

  /** Checks a test card and stores it as an unattached payment method: the token the browser passes on. */
  async tokenizeCard(card: CardInput, billing: BillingDetails): Promise<{ id: string; brand: string; last4: string; expMonth: number; expYear: number }> {
    const checked = checkTestCard(card, this.now());
    const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    const id = newId('pm');
    await this.db.insert(sandboxPaymentMethods).values({
      id,
      brand: checked.brand,
      last4: checked.last4,
      expMonth: card.expMonth,
      expYear,
      behaviour: checked.behaviour,
      billing: Object.fromEntries(Object.entries(billing).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
    });
    return { id, brand: checked.brand, last4: checked.last4, expMonth: card.expMonth, expYear };
  }

  /**
   * 3-D Secure, as the card issuer's challenge page would answer it: the browser proves it holds the intent's client
   * secret and says whether the person completed the challenge. A completed payment pays its invoice (the first one,
   * or a renewal that waited for it); a completed card check starts the trial.
   */
  async authenticateIntent(intentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentAttempt> {
    await this.transaction(async (tx) => {
      const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentId)).for('update');
      if (!intent || intent.clientSecret !== clientSecret) throw new PaymentError(NOT_FOUND, 'resource_missing', 404);
      if (intent.status !== 'requires_action') throw new PaymentError(PAYMENT_NOT_PENDING, 'payment_intent_unexpected_state', 400);
      if (outcome === 'fail') {
        await tx
          .update(sandboxIntents)
          .set({ status: 'requires_payment_method', errorCode: 'payment_intent_authentication_failure', errorMessage: CARD_AUTHENTICATION_FAILED })
          .where(eq(sandboxIntents.id, intentId));
        if (intent.invoiceId) await this.emitInvoice(tx, 'invoice.payment_failed', intent.invoiceId);
        return;
      }
      await tx.update(sandboxIntents).set({ status: 'succeeded', errorCode: null, errorMessage: null }).where(eq(sandboxIntents.id, intentId));
      if (intent.kind === 'payment') await this.recordCharge(tx, intentId, intent.customerId, intent.amount, intent.invoiceId);
      if (intent.invoiceId) {
        const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, intent.invoiceId));
        if (invoice?.status === 'open') {
          // The credit the invoice was to use, as far as the balance still has it.
          const credit = Math.min(invoice.total - intent.amount, await this.creditOf(tx, intent.customerId));
          await this.markPaid(tx, invoice, Math.max(0, credit), intent.amount, intentId, intent.paymentMethodId);
          await this.emitInvoice(tx, 'invoice.paid', invoice.id);
          await this.afterInvoicePaid(tx, invoice.subscriptionId);
        }
      } else if (intent.subscriptionId) {
        const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, intent.subscriptionId));
        if (sub?.status === 'incomplete') {
          const trialing = sub.trialEnd !== null && sub.trialEnd.getTime() > this.clock.now();
          await tx.update(sandboxSubscriptions).set({ status: trialing ? 'trialing' : 'active' }).where(eq(sandboxSubscriptions.id, sub.id));
          await this.emitSubscription(tx, 'customer.subscription.updated', sub.id);
        }
      }
    });
    return (await this.readIntent(this.db, intentId))!;
  }

  private async recordCharge(tx: Tx, intentId: string, customerId: string, amount: number, invoiceId: string | null) {
    // One charge per intent, enforced by a unique index: a second attempt to record it is a no-op.
    await tx.insert(sandboxCharges).values({ id: newId('ch'), intentId, customerId, amount, invoiceId }).onConflictDoNothing();
  }

  // ---- customer and card ----

  async createCustomer(details: BillingDetails & { userId: number }, idempotencyKey: string): Promise<string> {
    return this.once('customer', idempotencyKey, { userId: details.userId }, async (tx) => {
      const id = newId('cus');
      await tx.insert(sandboxCustomers).values({ id, email: details.email ?? null, name: details.name ?? null });
      return id;
    });
  }

  private async customer(tx: Tx, customerId: string) {
    const [row] = await tx.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    if (!row) throw new PaymentError(`No such customer: '${customerId}'`, 'resource_missing', 404);
    return row;
  }

  private async creditOf(tx: Tx, customerId: string) {
    return Math.max(0, -(await this.customer(tx, customerId)).balance);
  }

  async attachDefaultPaymentMethod(customerId: string, token: string, billing: BillingDetails): Promise<CardSummary> {
    return this.transaction(async (tx) => {
      await this.customer(tx, customerId);
      const [pm] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, token));
      if (!pm || (pm.customerId !== null && pm.customerId !== customerId)) {
        throw new PaymentError(`No such PaymentMethod: '${token}'`, 'resource_missing', 400);
      }
      const refusal = attachRefusal(pm.behaviour as CardBehaviour);
      if (refusal) throw refusal;
      await tx
        .update(sandboxPaymentMethods)
        .set({ customerId, billing: { ...pm.billing, ...Object.fromEntries(Object.entries(billing).filter(([, v]) => typeof v === 'string')) } })
        .where(eq(sandboxPaymentMethods.id, token));
      await tx
        .update(sandboxCustomers)
        .set({ defaultPaymentMethodId: token, ...(billing.name && { name: billing.name }), ...(billing.email && { email: billing.email }) })
        .where(eq(sandboxCustomers.id, customerId));
      return { paymentMethodId: pm.id, brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear };
    });
  }

  async defaultPaymentMethod(customerId: string): Promise<CardSummary | null> {
    const { card } = await this.defaultCard(this.db, customerId);
    return card ? { paymentMethodId: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null;
  }

  private async defaultCard(tx: Tx, customerId: string) {
    const customer = await this.customer(tx, customerId);
    if (!customer.defaultPaymentMethodId) return { customer, card: null };
    const [card] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, customer.defaultPaymentMethodId));
    return { customer, card: card ?? null };
  }

  // ---- invoices and their payment ----

  /**
   * Makes the invoice of one period (once: the unique index on subscription, reason and period start). The discount
   * applies while it lasts at the invoice's time; a 'once' discount is removed from the subscription by the invoice
   * that used it.
   */
  private async createInvoice(tx: Tx, sub: SubRow, reason: BillingReason, period: { start: Date; end: Date }, subtotal: number, applyDiscount = true): Promise<InvoiceRow | null> {
    const now = this.now();
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
  private async markPaid(tx: Tx, invoice: InvoiceRow, credit: number, card: number, intentId: string | null, paymentMethodId: string | null) {
    const now = this.now();
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

  /**
   * One payment attempt of an open invoice: credit first, the default card for the rest. `session` 'off' is the
   * provider's own attempt (a renewal, a retry: counted for dunning); 'on' is the member's (never counted).
   */
  private async attemptPayment(tx: Tx, invoiceId: string, session: 'on' | 'off'): Promise<Outcome> {
    const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).for('update');
    if (!invoice || invoice.status !== 'open') return { result: invoice?.status === 'paid' ? 'paid' : 'failed', intentId: invoice?.latestIntentId ?? null };
    if (session === 'off') {
      await tx.update(sandboxInvoices).set({ attemptCount: sql`${sandboxInvoices.attemptCount} + 1` }).where(eq(sandboxInvoices.id, invoiceId));
    }
    const { customer, card } = await this.defaultCard(tx, invoice.customerId);
    const split = splitPayment(invoice.total, Math.max(0, -customer.balance));
    if (split.card === 0) {
      await this.markPaid(tx, invoice, split.credit, 0, null, null);
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
      clientSecret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
      errorCode: failed?.code ?? null,
      errorMessage: failed?.message ?? null,
    });
    await tx.update(sandboxInvoices).set({ latestIntentId: id, paymentMethodId: card.id }).where(eq(sandboxInvoices.id, invoiceId));
    await tx.update(sandboxSubscriptions).set({ latestIntentId: id }).where(eq(sandboxSubscriptions.id, invoice.subscriptionId));
    if (status === 'succeeded') {
      await this.recordCharge(tx, id, invoice.customerId, split.card, invoiceId);
      await this.markPaid(tx, invoice, split.credit, split.card, id, card.id);
      return { result: 'paid', intentId: id };
    }
    if (status === 'requires_action') return { result: 'requires_action', intentId: id };
    return { result: 'failed', intentId: id, errorCode: failed!.code, errorMessage: failed!.message };
  }

  /** The events of an attempt's outcome. */
  private async emitOutcome(tx: Tx, invoiceId: string, outcome: Outcome) {
    if (outcome.result === 'paid') await this.emitInvoice(tx, 'invoice.paid', invoiceId);
    else if (outcome.result === 'requires_action') await this.emitInvoice(tx, 'invoice.payment_action_required', invoiceId);
    else await this.emitInvoice(tx, 'invoice.payment_failed', invoiceId);
  }

  /** After an invoice was paid: a past-due or incomplete subscription with nothing else open is active again. */
  private async afterInvoicePaid(tx: Tx, subscriptionId: string) {
    const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!sub) return;
    const [open] = await tx
      .select({ id: sandboxInvoices.id })
      .from(sandboxInvoices)
      .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open')))
      .limit(1);
    if (!open && (sub.status === 'past_due' || sub.status === 'incomplete')) {
      const trialing = sub.trialEnd !== null && sub.trialEnd.getTime() > this.clock.now();
      await tx.update(sandboxSubscriptions).set({ status: trialing ? 'trialing' : 'active' }).where(eq(sandboxSubscriptions.id, subscriptionId));
    }
    await this.emitSubscription(tx, 'customer.subscription.updated', subscriptionId);
  }

  private discountState(terms: DiscountSpec | null, start: Date): DiscountState | null {
    if (!terms) return null;
    const end = terms.duration === 'repeating' && terms.durationInMonths ? monthsAfter(start, terms.durationInMonths).toISOString() : null;
    return { ...terms, start: start.toISOString(), end };
  }

  // ---- subscriptions ----

  async createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription> {
    const request = { customerId: input.customerId, price: input.price, trialDays: input.trialDays, discount: input.discount };
    const id = await this.once('subscription', idempotencyKey, request, async (tx) => {
      await this.customer(tx, input.customerId);
      const now = this.now();
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
          discount: this.discountState(input.discount, now),
        })
        .returning();
      await this.emitSubscription(tx, 'customer.subscription.created', subscriptionId);
      if (trialEnd) {
        // A trial only checks the card: a card that declines charges still passes a setup, as with Stripe.
        const { card } = await this.defaultCard(tx, input.customerId);
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
            clientSecret: `${setupId}_secret_${randomBytes(16).toString('base64url')}`,
          });
          await tx.update(sandboxSubscriptions).set({ latestIntentId: setupId }).where(eq(sandboxSubscriptions.id, subscriptionId));
          if (needsAction) status = 'incomplete';
        }
        await tx.update(sandboxSubscriptions).set({ status }).where(eq(sandboxSubscriptions.id, subscriptionId));
        if (status === 'trialing') await this.emitSubscription(tx, 'customer.subscription.updated', subscriptionId);
        return subscriptionId;
      }
      const invoice = (await this.createInvoice(tx, sub, 'subscription_create', { start: now, end: periodEnd }, input.price.amount))!;
      const outcome = await this.attemptPayment(tx, invoice.id, 'on');
      await this.emitOutcome(tx, invoice.id, outcome);
      if (outcome.result === 'paid') {
        await tx.update(sandboxSubscriptions).set({ status: 'active' }).where(eq(sandboxSubscriptions.id, subscriptionId));
        await this.emitSubscription(tx, 'customer.subscription.updated', subscriptionId);
      }
      return subscriptionId;
    });
    return this.retrieveSubscription(id);
  }

  private async readIntent(tx: Tx, intentId: string): Promise<PaymentAttempt | null> {
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

  private async subscriptionRow(tx: Tx, subscriptionId: string): Promise<SubRow> {
    const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!sub) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
    return sub;
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const sub = await this.subscriptionRow(this.db, subscriptionId);
    const latestPayment = sub.latestIntentId ? await this.readIntent(this.db, sub.latestIntentId) : null;
    let latestAmountPaid = 0;
    if (sub.latestInvoiceId) {
      const [invoice] = await this.db.select({ amountPaid: sandboxInvoices.amountPaid }).from(sandboxInvoices).where(eq(sandboxInvoices.id, sub.latestInvoiceId));
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

  async retrieveInvoice(invoiceId: string): Promise<ProviderInvoice> {
    const [invoice] = await this.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
    if (!invoice) throw new PaymentError(`No such invoice: '${invoiceId}'`, 'resource_missing', 404);
    const [card] = invoice.paymentMethodId
      ? await this.db.select({ brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 }).from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, invoice.paymentMethodId))
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
      latestPayment: invoice.latestIntentId ? await this.readIntent(this.db, invoice.latestIntentId) : null,
    };
  }

  async cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    await this.transaction(async (tx) => {
      const sub = await this.subscriptionRow(tx, subscriptionId);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
      const now = this.now();
      if (options.atPeriodEnd) {
        if (sub.cancelAtPeriodEnd) return;
        await tx.update(sandboxSubscriptions).set({ cancelAtPeriodEnd: true, canceledAt: now }).where(eq(sandboxSubscriptions.id, subscriptionId));
        await this.emitSubscription(tx, 'customer.subscription.updated', subscriptionId);
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
      await this.emitSubscription(tx, 'customer.subscription.deleted', subscriptionId);
    });
    return this.retrieveSubscription(subscriptionId);
  }

  async reactivateSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    await this.transaction(async (tx) => {
      const sub = await this.subscriptionRow(tx, subscriptionId);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
        throw new PaymentError('A canceled subscription cannot be reactivated.', 'subscription_canceled', 400);
      }
      if (!sub.cancelAtPeriodEnd) return;
      await tx.update(sandboxSubscriptions).set({ cancelAtPeriodEnd: false, canceledAt: null }).where(eq(sandboxSubscriptions.id, subscriptionId));
      await this.emitSubscription(tx, 'customer.subscription.updated', subscriptionId);
    });
    return this.retrieveSubscription(subscriptionId);
  }

  /**
   * What the current period is worth, for the proration credit of a price change (Stripe's "unused time" line): the
   * price less the discount its invoice took; nothing during a trial or when the period's invoice is not paid.
   */
  private async periodValue(tx: Tx, sub: SubRow): Promise<number> {
    if (sub.trialEnd && sub.trialEnd.getTime() > this.clock.now()) return 0;
    if (!sub.latestInvoiceId) return 0;
    const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, sub.latestInvoiceId));
    if (!invoice || invoice.status !== 'paid' || invoice.periodStart.getTime() !== sub.currentPeriodStart.getTime()) return 0;
    return sub.amount - invoice.discount;
  }

  private async priceChange(tx: Tx, sub: SubRow, price: PriceRef) {
    const unused = unusedAmount(await this.periodValue(tx, sub), sub.currentPeriodStart, sub.currentPeriodEnd, this.now());
    return { unused, total: Math.max(0, price.amount - unused), leftover: Math.max(0, unused - price.amount) };
  }

  async previewPriceChange(subscriptionId: string, price: PriceRef): Promise<{ amountDue: number; total: number; creditUsed: number }> {
    const sub = await this.subscriptionRow(this.db, subscriptionId);
    const { total } = await this.priceChange(this.db, sub, price);
    // Like Stripe's invoice preview (amount_due), the customer's credit is spent first.
    const split = splitPayment(total, await this.creditOf(this.db, sub.customerId));
    return { amountDue: split.card, total, creditUsed: split.credit };
  }

  /**
   * Stripe's price change with proration_behavior always_invoice and billing_cycle_anchor now: the unused part of
   * the period is credited against the new price, the difference is invoiced and paid at once (or nothing changes:
   * payment_behavior error_if_incomplete), and the new period starts now. A discount of the old price ends with it.
   */
  async changePrice(subscriptionId: string, price: PriceRef, idempotencyKey: string): Promise<ProviderSubscription> {
    await this.once('change_price', idempotencyKey, { subscriptionId, price }, async (tx) => {
      const sub = await this.subscriptionRow(tx, subscriptionId);
      const now = this.now();
      const { total, leftover } = await this.priceChange(tx, sub, price);
      const periodEnd = periodBoundary(now, price.interval, 1);
      const invoice = await this.createInvoice(tx, { ...sub, discount: null }, 'subscription_update', { start: now, end: periodEnd }, total, false);
      if (!invoice) throw new PaymentError('This change was already made.', 'idempotency_error', 409);
      const outcome = await this.attemptPayment(tx, invoice.id, 'on');
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
      await this.emitInvoice(tx, 'invoice.paid', invoice.id);
      await this.emitSubscription(tx, 'customer.subscription.updated', subscriptionId);
      return subscriptionId;
    });
    return this.retrieveSubscription(subscriptionId);
  }

  async applyDiscount(subscriptionId: string, discount: DiscountSpec, idempotencyKey: string): Promise<ProviderSubscription> {
    await this.once('discount', idempotencyKey, { subscriptionId, discount }, async (tx) => {
      await this.subscriptionRow(tx, subscriptionId);
      await tx.update(sandboxSubscriptions).set({ discount: this.discountState(discount, this.now()) }).where(eq(sandboxSubscriptions.id, subscriptionId));
      await this.emitSubscription(tx, 'customer.subscription.updated', subscriptionId);
      return subscriptionId;
    });
    return this.retrieveSubscription(subscriptionId);
  }

  async payOpenInvoice(subscriptionId: string, idempotencyKey: string): Promise<{ subscription: ProviderSubscription; payment: PaymentAttempt | null }> {
    const intentId = await this.once('pay_open_invoice', idempotencyKey, { subscriptionId }, async (tx) => {
      await this.subscriptionRow(tx, subscriptionId);
      const open = await tx
        .select()
        .from(sandboxInvoices)
        .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open')))
        .orderBy(asc(sandboxInvoices.createdAt));
      let last: string | null = null;
      for (const invoice of open) {
        const outcome = await this.attemptPayment(tx, invoice.id, 'on');
        if (outcome.result === 'failed') throw new PaymentError(outcome.errorMessage ?? CARD_AUTHENTICATION_FAILED, outcome.errorCode ?? 'card_declined', 402);
        await this.emitOutcome(tx, invoice.id, outcome);
        last = outcome.intentId;
        if (outcome.result === 'requires_action') return last;
      }
      if (open.length) await this.afterInvoicePaid(tx, subscriptionId);
      return last;
    });
    return { subscription: await this.retrieveSubscription(subscriptionId), payment: intentId ? await this.readIntent(this.db, intentId) : null };
  }

  // ---- Stripe's billing engine, on the server's clock ----

  /** Subscriptions with work due at `now`: a period end (renewal, trial end, cancellation), a retry, a trial reminder, a discount end. */
  async dueSubscriptionIds(now: Date, limit = 500): Promise<string[]> {
    const reminderBy = daysAfter(now, TRIAL_WILL_END_DAYS);
    const expiredBefore = new Date(now.getTime() - INCOMPLETE_EXPIRES_HOURS * 3600 * 1000);
    const s = sandboxSubscriptions;
    const rows = await this.db
      .select({ id: s.id })
      .from(s)
      .where(
        or(
          and(inArray(s.status, RENEWING), lte(s.currentPeriodEnd, now)),
          and(eq(s.status, 'trialing'), sql`${s.trialWillEndSentAt} is null`, lte(s.trialEnd, reminderBy)),
          and(inArray(s.status, RENEWING), sql`(${s.discount}->>'end') is not null and (${s.discount}->>'end')::timestamptz <= ${now.toISOString()}::timestamptz`),
          and(eq(s.status, 'incomplete'), lte(s.createdAt, expiredBefore)),
          sql`${s.id} in (select ${sandboxInvoices.subscriptionId} from ${sandboxInvoices} where ${sandboxInvoices.status} = 'open' and ${sandboxInvoices.nextPaymentAttempt} <= ${now.toISOString()}::timestamptz)`,
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
  async advance(subscriptionId: string): Promise<void> {
    for (let step = 0; step < 1000; step++) {
      if (!(await this.advanceOnce(subscriptionId))) return;
    }
    throw new Error(`The sandbox subscription ${subscriptionId} did not settle.`);
  }

  private async advanceOnce(subscriptionId: string): Promise<boolean> {
    const now = this.now();
    const sub = await this.subscriptionRow(this.db, subscriptionId);
    const renewing = RENEWING.includes(sub.status);
    // What comes first in time goes first: a retry before a later renewal, a renewal before a later discount end.
    const dueRetry = renewing ? await this.dueRetry(subscriptionId, now) : null;
    const periodDue = renewing && sub.currentPeriodEnd.getTime() <= now.getTime() ? sub.currentPeriodEnd.getTime() : Infinity;
    const discountEnd = renewing && sub.discount?.end ? Date.parse(sub.discount.end) : Infinity;
    const retryAt = dueRetry?.nextPaymentAttempt?.getTime() ?? Infinity;

    if (sub.status === 'trialing' && sub.trialEnd && !sub.trialWillEndSentAt && sub.trialEnd.getTime() - TRIAL_WILL_END_DAYS * 86_400_000 <= now.getTime() && sub.trialEnd.getTime() > now.getTime()) {
      return this.transaction(async (tx) => {
        const [claimed] = await tx
          .update(sandboxSubscriptions)
          .set({ trialWillEndSentAt: now })
          .where(and(eq(sandboxSubscriptions.id, sub.id), sql`${sandboxSubscriptions.trialWillEndSentAt} is null`))
          .returning({ id: sandboxSubscriptions.id });
        if (claimed) await this.emitSubscription(tx, 'customer.subscription.trial_will_end', sub.id);
        return true;
      });
    }
    const first = Math.min(retryAt, periodDue, discountEnd <= now.getTime() ? discountEnd : Infinity);
    if (first === Infinity) {
      if (sub.status === 'incomplete' && sub.createdAt.getTime() + INCOMPLETE_EXPIRES_HOURS * 3_600_000 <= now.getTime()) return this.expireIncomplete(sub);
      return false;
    }
    if (first === retryAt && dueRetry) return this.retry(sub, dueRetry);
    if (first === periodDue) return this.endPeriod(sub);
    return this.endDiscount(sub);
  }

  private async dueRetry(subscriptionId: string, now: Date): Promise<InvoiceRow | null> {
    const [invoice] = await this.db
      .select()
      .from(sandboxInvoices)
      .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open'), lte(sandboxInvoices.nextPaymentAttempt, now)))
      .orderBy(asc(sandboxInvoices.nextPaymentAttempt))
      .limit(1);
    return invoice ?? null;
  }

  private async endDiscount(sub: SubRow): Promise<boolean> {
    return this.transaction(async (tx) => {
      const [claimed] = await tx
        .update(sandboxSubscriptions)
        .set({ discount: null })
        .where(and(eq(sandboxSubscriptions.id, sub.id), sql`${sandboxSubscriptions.discount}->>'end' = ${sub.discount!.end}`))
        .returning({ id: sandboxSubscriptions.id });
      if (claimed) await this.emitSubscription(tx, 'customer.subscription.updated', sub.id);
      return true;
    });
  }

  /** A period ended: cancel at period end, or bill the next period (the renewal, or the trial's first invoice) off session. */
  private async endPeriod(sub: SubRow): Promise<boolean> {
    return this.transaction(async (tx) => {
      const ended = sub.currentPeriodEnd;
      if (sub.cancelAtPeriodEnd) {
        const [claimed] = await tx
          .update(sandboxSubscriptions)
          .set({ status: 'canceled', endedAt: ended })
          .where(and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.currentPeriodEnd, ended), inArray(sandboxSubscriptions.status, RENEWING)))
          .returning({ id: sandboxSubscriptions.id });
        if (claimed) await this.emitSubscription(tx, 'customer.subscription.deleted', sub.id);
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
      const invoice = await this.createInvoice(tx, claimed, 'subscription_cycle', { start: ended, end: next }, sub.amount);
      if (!invoice) return true;
      const outcome = await this.attemptPayment(tx, invoice.id, 'off');
      await this.emitOutcome(tx, invoice.id, outcome);
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
      await this.emitSubscription(tx, 'customer.subscription.updated', sub.id);
      return true;
    });
  }

  /** A dunning retry; after the last failed attempt the invoice is uncollectible and the subscription ends. */
  private async retry(sub: SubRow, invoice: InvoiceRow): Promise<boolean> {
    return this.transaction(async (tx) => {
      const [claimed] = await tx
        .update(sandboxInvoices)
        .set({ nextPaymentAttempt: null })
        .where(and(eq(sandboxInvoices.id, invoice.id), eq(sandboxInvoices.status, 'open'), eq(sandboxInvoices.nextPaymentAttempt, invoice.nextPaymentAttempt!)))
        .returning();
      if (!claimed) return true;
      const outcome = await this.attemptPayment(tx, invoice.id, 'off');
      await this.emitOutcome(tx, invoice.id, outcome);
      if (outcome.result === 'paid') {
        await this.afterInvoicePaid(tx, sub.id);
        return true;
      }
      const attempts = claimed.attemptCount + 1;
      if (attempts >= DUNNING_ATTEMPTS) {
        const now = this.now();
        await tx.update(sandboxInvoices).set({ status: 'uncollectible' }).where(eq(sandboxInvoices.id, invoice.id));
        await tx
          .update(sandboxIntents)
          .set({ status: 'canceled' })
          .where(and(eq(sandboxIntents.invoiceId, invoice.id), eq(sandboxIntents.status, 'requires_action')));
        await tx.update(sandboxSubscriptions).set({ status: 'canceled', canceledAt: now, endedAt: now }).where(eq(sandboxSubscriptions.id, sub.id));
        await this.emitInvoice(tx, 'invoice.marked_uncollectible', invoice.id);
        await this.emitSubscription(tx, 'customer.subscription.deleted', sub.id);
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
  private async expireIncomplete(sub: SubRow): Promise<boolean> {
    return this.transaction(async (tx) => {
      const [claimed] = await tx
        .update(sandboxSubscriptions)
        .set({ status: 'incomplete_expired', endedAt: this.now() })
        .where(and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.status, 'incomplete')))
        .returning({ id: sandboxSubscriptions.id });
      if (!claimed) return true;
      await tx.update(sandboxInvoices).set({ status: 'void' }).where(and(eq(sandboxInvoices.subscriptionId, sub.id), eq(sandboxInvoices.status, 'open')));
      await tx
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxIntents.subscriptionId, sub.id), inArray(sandboxIntents.status, ['requires_action', 'requires_payment_method'])));
      await this.emitSubscription(tx, 'customer.subscription.updated', sub.id);
      return false;
    });
  }

  // ---- credit ----

  async creditBalance(customerId: string): Promise<number> {
    return this.creditOf(this.db, customerId);
  }

  async addCredit(customerId: string, amount: number, description: string, idempotencyKey: string): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new PaymentError('Credit must be a positive amount of cents.', 'parameter_invalid_integer', 400);
    await this.once('credit', idempotencyKey, { customerId, amount }, async (tx) => {
      await this.customer(tx, customerId);
      await tx.update(sandboxCustomers).set({ balance: sql`${sandboxCustomers.balance} - ${amount}` }).where(eq(sandboxCustomers.id, customerId));
      await tx.insert(sandboxBalanceTransactions).values({ id: newId('cbtxn'), customerId, amount: -amount, type: 'adjustment', description, createdAt: this.now() });
      return customerId;
    });
    return this.creditBalance(customerId);
  }
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
