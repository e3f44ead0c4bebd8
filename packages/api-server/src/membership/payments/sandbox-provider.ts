/**
 * The sandbox payment provider: what runs without Stripe keys (development, tests, demos). It keeps the promises
 * of the PaymentProvider interface for real, with its state in our database (the payment_sandbox_* tables, what
 * Stripe would keep on its side): customers and their cards, subscriptions with periods, trials and discounts,
 * payment and setup intents that may need 3-D Secure, charges, credit balances, and idempotency keys. Its cards
 * behave like Stripe's test cards (sandbox-cards.ts). Nothing here is a mock: a charge row is money taken.
 *
 * Each operation that creates or moves money runs in one transaction that first claims its idempotency key, so a
 * repeated key (a retry, a double click, a second process) answers the first result and never charges twice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CARD_AUTHENTICATION_FAILED, NOT_FOUND, PAYMENT_METHOD_REQUIRED, PAYMENT_NOT_PENDING, type Clock } from '@sift/contracts';
import type { Db } from '../../db/database';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxIdempotencyKeys,
  sandboxIntents,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from '../../db/schema';
import { attachRefusal, chargeOutcome, checkTestCard, type CardBehaviour, type CardInput } from './sandbox-cards';
import {
  discountedAmount,
  PaymentError,
  type BillingDetails,
  type CardSummary,
  type CreateSubscriptionInput,
  type DiscountSpec,
  type PaymentAttempt,
  type PaymentProvider,
  type PriceRef,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './payment-provider';

type Tx = Db;
const DAY_MS = 24 * 3600 * 1000;
const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const IDEMPOTENCY_MISMATCH = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';

/** Adds one billing period (a month keeps the day of the month where it can, as Stripe does). */
export function addInterval(from: Date, interval: 'month' | 'year', count = 1): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + count);
  else next.setUTCMonth(next.getUTCMonth() + count);
  return next;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

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

  /** Runs `work` once per key: a repeated key with the same request answers the stored result. */
  private async once<T>(operation: string, key: string, request: unknown, work: (tx: Tx) => Promise<T>): Promise<T> {
    const fullKey = `${operation}:${key}`;
    const requestHash = hashOf(request);
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Tx;
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
   * 3-D Secure, as the card issuer's challenge page would answer it: the browser proves it holds the intent's
   * client secret and says whether the person completed the challenge.
   */
  async authenticateIntent(intentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentAttempt> {
    await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Tx;
      const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentId));
      if (!intent || intent.clientSecret !== clientSecret) throw new PaymentError(NOT_FOUND, 'resource_missing', 404);
      if (intent.status !== 'requires_action') throw new PaymentError(PAYMENT_NOT_PENDING, 'payment_intent_unexpected_state', 400);
      if (outcome === 'fail') {
        await tx
          .update(sandboxIntents)
          .set({ status: 'requires_payment_method', errorCode: 'payment_intent_authentication_failure', errorMessage: CARD_AUTHENTICATION_FAILED })
          .where(eq(sandboxIntents.id, intentId));
        return;
      }
      await tx.update(sandboxIntents).set({ status: 'succeeded', errorCode: null, errorMessage: null }).where(eq(sandboxIntents.id, intentId));
      if (intent.kind === 'payment') await this.recordCharge(tx, intentId, intent.customerId, intent.amount);
      if (intent.subscriptionId) {
        const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, intent.subscriptionId));
        if (sub && sub.status === 'incomplete') {
          const trialing = sub.trialEnd !== null && sub.trialEnd.getTime() > this.clock.now();
          await tx.update(sandboxSubscriptions).set({ status: trialing ? 'trialing' : 'active' }).where(eq(sandboxSubscriptions.id, sub.id));
        }
      }
    });
    return (await this.readIntent(this.db, intentId))!;
  }

  private async recordCharge(tx: Tx, intentId: string, customerId: string, amount: number) {
    // One charge per intent, enforced by a unique index: a second attempt to record it is a no-op.
    await tx.insert(sandboxCharges).values({ id: newId('ch'), intentId, customerId, amount }).onConflictDoNothing();
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

  async attachDefaultPaymentMethod(customerId: string, token: string, billing: BillingDetails): Promise<CardSummary> {
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Tx;
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
    const customer = await this.customer(this.db, customerId);
    if (!customer.defaultPaymentMethodId) return null;
    const [pm] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, customer.defaultPaymentMethodId));
    return pm ? { paymentMethodId: pm.id, brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear } : null;
  }

  private async defaultCard(tx: Tx, customerId: string) {
    const customer = await this.customer(tx, customerId);
    if (!customer.defaultPaymentMethodId) return { customer, card: null };
    const [card] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, customer.defaultPaymentMethodId));
    return { customer, card: card ?? null };
  }

  /** Takes `amount` (after credit) from the customer's default card: an intent, and a charge when it succeeds. */
  private async charge(tx: Tx, customerId: string, amount: number, subscriptionId: string | null, kind: 'payment' | 'setup') {
    const { customer, card } = await this.defaultCard(tx, customerId);
    let due = amount;
    if (kind === 'payment' && customer.balance < 0 && due > 0) {
      const used = Math.min(-customer.balance, due);
      due -= used;
      await tx.update(sandboxCustomers).set({ balance: customer.balance + used }).where(eq(sandboxCustomers.id, customerId));
    }
    if (kind === 'payment' && due === 0) return null;
    if (!card) {
      if (kind === 'setup') return null;
      throw new PaymentError(PAYMENT_METHOD_REQUIRED, 'resource_missing', 400);
    }
    const outcome = chargeOutcome(card.behaviour as CardBehaviour);
    // A trial only checks the card: a card that declines charges still passes a setup, as with Stripe.
    const setupOutcome = kind === 'setup' ? (outcome === 'requires_action' ? 'requires_action' : 'succeeded') : outcome;
    const id = newId(kind === 'payment' ? 'pi' : 'seti');
    const failed = typeof setupOutcome === 'object' ? setupOutcome : null;
    const status: 'succeeded' | 'requires_action' | 'requires_payment_method' = failed ? 'requires_payment_method' : (setupOutcome as 'succeeded' | 'requires_action');
    await tx.insert(sandboxIntents).values({
      id,
      kind,
      customerId,
      subscriptionId,
      amount: due,
      status,
      paymentMethodId: card.id,
      clientSecret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
      errorCode: failed?.code ?? null,
      errorMessage: failed?.message ?? null,
    });
    if (status === 'succeeded' && kind === 'payment') await this.recordCharge(tx, id, customerId, due);
    return { id, status };
  }

  // ---- subscriptions ----

  async createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription> {
    const request = { customerId: input.customerId, price: input.price, trialDays: input.trialDays, discount: input.discount };
    const id = await this.once('subscription', idempotencyKey, request, async (tx) => {
      await this.customer(tx, input.customerId);
      const now = this.now();
      const trialEnd = input.trialDays > 0 ? new Date(now.getTime() + input.trialDays * DAY_MS) : null;
      const subscriptionId = newId('sub');
      await tx.insert(sandboxSubscriptions).values({
        id: subscriptionId,
        customerId: input.customerId,
        priceLookupKey: input.price.lookupKey,
        amount: input.price.amount,
        interval: input.price.interval,
        status: 'incomplete',
        trialEnd,
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd ?? addInterval(now, input.price.interval),
        discount: input.discount,
      });
      const first = trialEnd
        ? await this.charge(tx, input.customerId, 0, subscriptionId, 'setup')
        : await this.charge(tx, input.customerId, discountedAmount(input.price.amount, input.discount), subscriptionId, 'payment');
      const status: ProviderSubscriptionStatus = first && first.status !== 'succeeded' ? 'incomplete' : trialEnd ? 'trialing' : 'active';
      await tx
        .update(sandboxSubscriptions)
        .set({ status, latestIntentId: first?.id ?? null })
        .where(eq(sandboxSubscriptions.id, subscriptionId));
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

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const [sub] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!sub) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
    const latestPayment = sub.latestIntentId ? await this.readIntent(this.db, sub.latestIntentId) : null;
    let latestAmountPaid = 0;
    if (latestPayment?.kind === 'payment') {
      const [charge] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.intentId, latestPayment.intentId));
      latestAmountPaid = charge?.amount ?? 0;
    }
    return {
      id: sub.id,
      customerId: sub.customerId,
      status: sub.status as ProviderSubscriptionStatus,
      priceLookupKey: sub.priceLookupKey,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      currentPeriodEnd: sub.currentPeriodEnd,
      trialEnd: sub.trialEnd,
      latestPayment,
      latestAmountPaid,
    };
  }

  async cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    await this.retrieveSubscription(subscriptionId);
    await this.db
      .update(sandboxSubscriptions)
      .set(options.atPeriodEnd ? { cancelAtPeriodEnd: true } : { status: 'canceled', canceledAt: this.now() })
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!options.atPeriodEnd) {
      // An incomplete subscription's open payment can no longer be confirmed.
      await this.db
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxIntents.subscriptionId, subscriptionId), eq(sandboxIntents.status, 'requires_action')));
    }
    return this.retrieveSubscription(subscriptionId);
  }

  async reactivateSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const sub = await this.retrieveSubscription(subscriptionId);
    if (sub.status === 'canceled') throw new PaymentError('A canceled subscription cannot be reactivated.', 'subscription_canceled', 400);
    await this.db.update(sandboxSubscriptions).set({ cancelAtPeriodEnd: false }).where(eq(sandboxSubscriptions.id, subscriptionId));
    return this.retrieveSubscription(subscriptionId);
  }

  /** Unused time of the current period, in cents: credit towards the new price (Stripe's proration, to the cent). */
  private unusedAmount(sub: typeof sandboxSubscriptions.$inferSelect) {
    const now = this.clock.now();
    const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
    const left = Math.max(0, sub.currentPeriodEnd.getTime() - now);
    const inTrial = sub.trialEnd !== null && sub.trialEnd.getTime() > now;
    const paid = inTrial ? 0 : discountedAmount(sub.amount, (sub.discount as DiscountSpec | null) ?? null);
    return total > 0 ? Math.round((paid * left) / total) : 0;
  }

  private prorated(sub: typeof sandboxSubscriptions.$inferSelect, price: PriceRef) {
    return Math.max(0, price.amount - this.unusedAmount(sub));
  }

  async previewPriceChange(subscriptionId: string, price: PriceRef): Promise<{ amountDue: number }> {
    const [sub] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!sub) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
    // Like Stripe's invoice preview (amount_due), the customer's credit is spent first.
    const credit = await this.creditBalance(sub.customerId);
    return { amountDue: Math.max(0, this.prorated(sub, price) - credit) };
  }

  async changePrice(subscriptionId: string, price: PriceRef, idempotencyKey: string): Promise<ProviderSubscription> {
    await this.once('change_price', idempotencyKey, { subscriptionId, price }, async (tx) => {
      const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
      if (!sub) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
      const due = this.prorated(sub, price);
      // A move to a cheaper price leaves unused time worth more than the new price: it becomes credit, as Stripe does.
      const leftover = this.unusedAmount(sub) - price.amount;
      if (leftover > 0) {
        const customer = await this.customer(tx, sub.customerId);
        await tx.update(sandboxCustomers).set({ balance: customer.balance - leftover }).where(eq(sandboxCustomers.id, sub.customerId));
      }
      const payment = await this.charge(tx, sub.customerId, due, subscriptionId, 'payment');
      if (payment && payment.status !== 'succeeded') {
        const intent = await this.readIntent(tx, payment.id);
        throw new PaymentError(intent?.errorMessage ?? CARD_AUTHENTICATION_FAILED, intent?.errorCode ?? 'authentication_required', 402);
      }
      const now = this.now();
      await tx
        .update(sandboxSubscriptions)
        .set({
          priceLookupKey: price.lookupKey,
          amount: price.amount,
          interval: price.interval,
          status: 'active',
          trialEnd: null,
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, price.interval),
          latestIntentId: payment?.id ?? sub.latestIntentId,
        })
        .where(eq(sandboxSubscriptions.id, subscriptionId));
      return subscriptionId;
    });
    return this.retrieveSubscription(subscriptionId);
  }

  async applyDiscount(subscriptionId: string, discount: DiscountSpec, idempotencyKey: string): Promise<ProviderSubscription> {
    await this.once('discount', idempotencyKey, { subscriptionId, discount }, async (tx) => {
      const updated = await tx
        .update(sandboxSubscriptions)
        .set({ discount })
        .where(eq(sandboxSubscriptions.id, subscriptionId))
        .returning({ id: sandboxSubscriptions.id });
      if (!updated.length) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
      return subscriptionId;
    });
    return this.retrieveSubscription(subscriptionId);
  }

  async payPastDue(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    await this.once('pay_past_due', idempotencyKey, { subscriptionId }, async (tx) => {
      const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
      if (!sub) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
      if (sub.status !== 'past_due') return subscriptionId;
      const payment = await this.charge(tx, sub.customerId, discountedAmount(sub.amount, (sub.discount as DiscountSpec | null) ?? null), subscriptionId, 'payment');
      if (payment && payment.status !== 'succeeded') {
        const intent = await this.readIntent(tx, payment.id);
        throw new PaymentError(intent?.errorMessage ?? CARD_AUTHENTICATION_FAILED, intent?.errorCode ?? 'card_declined', 402);
      }
      await tx
        .update(sandboxSubscriptions)
        .set({ status: 'active', latestIntentId: payment?.id ?? sub.latestIntentId })
        .where(eq(sandboxSubscriptions.id, subscriptionId));
      return subscriptionId;
    });
    return this.retrieveSubscription(subscriptionId);
  }

  /**
   * The sandbox's stand-in for Stripe's test clocks: bills the next period now, as the provider does when a period
   * ends. The default card pays it (credit first); a refused card leaves the subscription past due, and one
   * cancelled at period end ends instead. Not part of the provider interface: Stripe renews on its own.
   */
  async billRenewal(subscriptionId: string): Promise<ProviderSubscription> {
    await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Tx;
      const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
      if (!sub) throw new PaymentError(`No such subscription: '${subscriptionId}'`, 'resource_missing', 404);
      if (sub.status === 'canceled' || sub.status === 'incomplete') {
        throw new PaymentError('Only an active or past-due subscription renews.', 'subscription_unexpected_state', 400);
      }
      const now = this.now();
      if (sub.cancelAtPeriodEnd) {
        await tx.update(sandboxSubscriptions).set({ status: 'canceled', canceledAt: now }).where(eq(sandboxSubscriptions.id, subscriptionId));
        return;
      }
      const payment = await this.charge(tx, sub.customerId, discountedAmount(sub.amount, (sub.discount as DiscountSpec | null) ?? null), subscriptionId, 'payment');
      const paid = !payment || payment.status === 'succeeded';
      await tx
        .update(sandboxSubscriptions)
        .set({
          status: paid ? 'active' : 'past_due',
          trialEnd: null,
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, sub.interval),
          latestIntentId: payment?.id ?? sub.latestIntentId,
        })
        .where(eq(sandboxSubscriptions.id, subscriptionId));
    });
    return this.retrieveSubscription(subscriptionId);
  }

  // ---- credit ----

  async creditBalance(customerId: string): Promise<number> {
    const customer = await this.customer(this.db, customerId);
    return Math.max(0, -customer.balance);
  }

  async addCredit(customerId: string, amount: number, _description: string, idempotencyKey: string): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new PaymentError('Credit must be a positive amount of cents.', 'parameter_invalid_integer', 400);
    await this.once('credit', idempotencyKey, { customerId, amount }, async (tx) => {
      const customer = await this.customer(tx, customerId);
      await tx.update(sandboxCustomers).set({ balance: customer.balance - amount }).where(eq(sandboxCustomers.id, customerId));
      return customerId;
    });
    return this.creditBalance(customerId);
  }
}
