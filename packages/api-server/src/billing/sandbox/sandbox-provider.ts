/**
 * The sandbox payment provider: what runs without Stripe keys (development, tests, demos). It keeps the promises of
 * the PaymentProvider interface for real, with its state in our database (the payment_sandbox_* tables, what Stripe
 * keeps on its side), and runs Stripe's billing engine on the server's clock (docs/decisions/0062): at each period
 * end it bills the renewal (the price, minus a discount still inside its duration, minus credit), retries a failed
 * payment on day 1, 3 and 5 and cancels after the last failure, ends trials and discounts, and emits the events
 * Stripe sends, in Stripe's shape, for billing's one event handler. Its cards behave like Stripe's test cards
 * (sandbox-cards.ts). Nothing here is a mock: a charge row is money taken.
 *
 * This class is the sandbox's one public face; the work is in its parts, each one responsibility:
 * - sandbox-store.ts: the database, the clock, transactions and idempotency keys (a repeated key, a second worker
 *   or a replayed job never charges twice);
 * - sandbox-customers.ts: customers, cards (tokenizing and attaching) and credit;
 * - sandbox-invoices.ts: invoices and their payment (credit first, then the card; one charge per intent);
 * - sandbox-intents.ts: 3-D Secure;
 * - sandbox-subscriptions.ts: what a member does to a subscription (create, cancel, reactivate, price change,
 *   discount, paying the open invoice);
 * - sandbox-renewals.ts: what the clock does to it (renewals, dunning, trial and discount ends, expiry);
 * - sandbox-events.ts: the events, in Stripe's shape, and their delivery.
 */
import type { Clock } from '@sift/contracts';
import type { Db } from '../../db/database';
import type {
  BillingDetails,
  CardSummary,
  CreateSubscriptionInput,
  DiscountSpec,
  PaymentAttempt,
  PaymentProvider,
  PriceRef,
  ProviderInvoice,
  ProviderSubscription,
} from '../provider/payment-provider';
import type { CardInput } from './sandbox-cards';
import * as customers from './sandbox-customers';
import * as events from './sandbox-events';
import { authenticateIntent } from './sandbox-intents';
import { retrieveInvoice } from './sandbox-invoices';
import { advance, dueSubscriptionIds } from './sandbox-renewals';
import { SandboxStore, type Tx } from './sandbox-store';
import * as subscriptions from './sandbox-subscriptions';

export { DUNNING_ATTEMPTS } from './sandbox-store';

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  /** Called after a transaction that emitted events commits (the wiring enqueues their delivery). */
  onEvents: (() => void) | null = null;
  private readonly store: SandboxStore;

  constructor(db: Db, clock: Clock) {
    this.store = new SandboxStore(db, clock, () => this.onEvents?.());
  }

  clientConfig() {
    return { provider: 'sandbox' as const };
  }

  ownsCustomerId(customerId: string) {
    return customerId.startsWith('cus_sbx_');
  }

  // ---- events (what Stripe sends to a webhook endpoint) ----

  /** Events not yet handed to the event handler, oldest first (the sandbox's webhook delivery reads these). */
  undeliveredEvents(tx: Tx, limit = 100) {
    return events.undeliveredEvents(tx, limit);
  }

  hasUndeliveredEvents(): Promise<boolean> {
    return events.hasUndeliveredEvents(this.store);
  }

  markDelivered(tx: Tx, ids: string[]): Promise<void> {
    return events.markDelivered(this.store, tx, ids);
  }

  // ---- the provider's client side: tokenizing a card (what Stripe.js does in the browser), 3-D Secure ----

  tokenizeCard(card: CardInput, billing: BillingDetails): Promise<{ id: string; brand: string; last4: string; expMonth: number; expYear: number }> {
    return customers.tokenizeCard(this.store, card, billing);
  }

  authenticateIntent(intentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentAttempt> {
    return authenticateIntent(this.store, intentId, clientSecret, outcome);
  }

  // ---- customer, card and credit ----

  createCustomer(details: BillingDetails & { userId: number }, idempotencyKey: string): Promise<string> {
    return customers.createCustomer(this.store, details, idempotencyKey);
  }

  attachDefaultPaymentMethod(customerId: string, token: string, billing: BillingDetails): Promise<CardSummary> {
    return customers.attachDefaultPaymentMethod(this.store, customerId, token, billing);
  }

  defaultPaymentMethod(customerId: string): Promise<CardSummary | null> {
    return customers.defaultPaymentMethod(this.store, customerId);
  }

  creditBalance(customerId: string): Promise<number> {
    return customers.creditOf(this.store.db, customerId);
  }

  addCredit(customerId: string, amount: number, description: string, idempotencyKey: string): Promise<number> {
    return customers.addCredit(this.store, customerId, amount, description, idempotencyKey);
  }

  // ---- subscriptions and invoices ----

  createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription> {
    return subscriptions.createSubscription(this.store, input, idempotencyKey);
  }

  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return subscriptions.retrieveSubscription(this.store, subscriptionId);
  }

  retrieveInvoice(invoiceId: string): Promise<ProviderInvoice> {
    return retrieveInvoice(this.store, invoiceId);
  }

  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    return subscriptions.cancelSubscription(this.store, subscriptionId, options);
  }

  reactivateSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return subscriptions.reactivateSubscription(this.store, subscriptionId);
  }

  previewPriceChange(subscriptionId: string, price: PriceRef): Promise<{ amountDue: number; total: number; creditUsed: number }> {
    return subscriptions.previewPriceChange(this.store, subscriptionId, price);
  }

  changePrice(subscriptionId: string, price: PriceRef, idempotencyKey: string): Promise<ProviderSubscription> {
    return subscriptions.changePrice(this.store, subscriptionId, price, idempotencyKey);
  }

  applyDiscount(subscriptionId: string, discount: DiscountSpec, idempotencyKey: string): Promise<ProviderSubscription> {
    return subscriptions.applyDiscount(this.store, subscriptionId, discount, idempotencyKey);
  }

  payOpenInvoice(subscriptionId: string, idempotencyKey: string): Promise<{ subscription: ProviderSubscription; payment: PaymentAttempt | null }> {
    return subscriptions.payOpenInvoice(this.store, subscriptionId, idempotencyKey);
  }

  // ---- Stripe's billing engine, on the server's clock ----

  /** Subscriptions with work due at `now` (sandbox-renewals.ts). */
  dueSubscriptionIds(now: Date, limit = 500): Promise<string[]> {
    return dueSubscriptionIds(this.store, now, limit);
  }

  /** Does what is due for one subscription at the server's clock's now (sandbox-renewals.ts). */
  advance(subscriptionId: string): Promise<void> {
    return advance(this.store, subscriptionId);
  }
}
