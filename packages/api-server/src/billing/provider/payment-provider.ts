/**
 * The card payment provider, for the whole product (docs/decisions/0035, 0062, 0063): signup subscribes through it,
 * and the account area updates the billing card, previews and activates annual pricing, redeems discounts, cancels
 * and reactivates, credits gift cards and shows the default card and the balance through it.
 *
 * Two implementations answer this interface: Stripe (the official `stripe` library) when STRIPE_SECRET_KEY is set,
 * and the sandbox (billing/sandbox/, its state in our database) otherwise. Callers never know which one runs. After
 * the first payment the provider changes subscriptions by itself (renewals, retries, trial ends, the end of
 * dunning) and says so through events in Stripe's shape; billing/billing-events.ts is the one handler of both.
 *
 * Money is in cents. Every call that creates or moves money takes an idempotency key: the provider answers a
 * repeated key with the first result instead of doing the work again (Stripe's Idempotency-Key; the sandbox
 * keeps the same promise in its own table).
 */
import type { DiscountState } from '../../db/schema';
import type { DiscountTerms } from '../money';

export type ProviderKind = 'stripe' | 'sandbox';

export interface CardSummary {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type PaymentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled';

/** A payment of an invoice (a charge, 'payment') or, during a trial, a card check ('setup'). */
export interface PaymentAttempt {
  intentId: string;
  kind: 'payment' | 'setup';
  status: PaymentStatus;
  /** For the provider's client library to confirm it (3-D Secure); null once no action is possible. */
  clientSecret: string | null;
  amount: number;
  errorCode: string | null;
  /** The provider's own message for a failed card, shown as returned (002 §8). */
  errorMessage: string | null;
}

export type ProviderSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'paused';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceLookupKey: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  canceledAt: Date | null;
  /** When it ended (cancelled at period end, ended by dunning, cancelled now); null while it lives. */
  endedAt: Date | null;
  /** The discount now on it: what the next invoice will take off while it lasts. */
  discount: DiscountState | null;
  latestInvoiceId: string | null;
  /** The latest invoice's payment (or a trial's card check), null when nothing was due (free plan, no card check). */
  latestPayment: PaymentAttempt | null;
  /** What the latest invoice took from the card, in cents (0 during a trial or with full credit). */
  latestAmountPaid: number;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

/** An invoice as the provider holds it (Stripe's Invoice). */
export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  status: InvoiceStatus;
  billingReason: string;
  /** The price (or the prorated charge) before the discount. */
  subtotal: number;
  discount: number;
  discountCode: string | null;
  total: number;
  /** Credit spent from the customer's balance on it. */
  creditApplied: number;
  /** What the card paid. */
  amountPaid: number;
  amountRemaining: number;
  /** Automatic payment attempts so far (the dunning count). */
  attemptCount: number;
  nextPaymentAttempt: Date | null;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date | null;
  created: Date;
  card: { brand: string; last4: string } | null;
  latestPayment: PaymentAttempt | null;
}

/** A plan's price as the provider knows it: Stripe by lookup key; the sandbox by the amount itself. */
export interface PriceRef {
  lookupKey: string;
  amount: number;
  interval: 'month' | 'year';
}

/** A promo's coupon (000 §3 Promo): percent or amount off, once / for some months / forever. */
export type DiscountSpec = DiscountTerms;

export interface BillingDetails {
  name?: string;
  email?: string;
  line1?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

export interface CreateSubscriptionInput {
  customerId: string;
  price: PriceRef;
  trialDays: number;
  discount: DiscountSpec | null;
  /** Our ids, kept on the provider's object for support and reconciliation. */
  metadata: Record<string, string>;
}

/** An event in Stripe's shape ({id, type, created, data: {object}}): Stripe's webhooks and the sandbox's own. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since 1970, the provider's clock. */
  created: number;
  data: { object: { id: string; object: string; [field: string]: unknown } };
}

/** A card the provider refused, or a request it could not take: `message` is the provider's, for the user. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** 402: the card; 400: the request; 404: unknown object; 503: the provider is unreachable. */
    readonly status: 400 | 402 | 404 | 409 | 503 = 402,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** What the browser needs to take a card (Stripe: the publishable key). */
  clientConfig(): { provider: 'stripe'; publishable_key: string } | { provider: 'sandbox' };
  /** Whether an id this provider issued (a customer stored on the user may be another provider's). */
  ownsCustomerId(customerId: string): boolean;

  // ---- customer and card ----
  createCustomer(details: BillingDetails & { userId: number }, idempotencyKey: string): Promise<string>;
  /** Attaches a card token made by the provider's client library and makes it the default; a refused card throws 402. */
  attachDefaultPaymentMethod(customerId: string, token: string, billing: BillingDetails): Promise<CardSummary>;
  defaultPaymentMethod(customerId: string): Promise<CardSummary | null>;

  // ---- subscriptions ----
  /** Bills the first period at once (or starts the trial); a card needing 3-D Secure leaves it incomplete. */
  createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends it now (atPeriodEnd false: also for an incomplete one), or at the end of the paid period. */
  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /** Undoes a cancellation at period end. */
  reactivateSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** What moving to `price` now would charge (prorated, the customer's credit used first), without changing anything. */
  previewPriceChange(subscriptionId: string, price: PriceRef): Promise<{ amountDue: number; total: number; creditUsed: number }>;
  /** Moves to `price` now: the prorated charge is paid at once (credit first) or nothing changes (402). */
  changePrice(subscriptionId: string, price: PriceRef, idempotencyKey: string): Promise<ProviderSubscription>;
  applyDiscount(subscriptionId: string, discount: DiscountSpec, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * Pays the subscription's open invoice now, on session (the member updated the card, redeemed credit, or confirms a
   * past-due payment): credit first, then the default card. A refused card throws 402 and changes nothing; a card that
   * needs 3-D Secure answers the payment to confirm. Nothing open: answers the subscription as it is.
   */
  payOpenInvoice(subscriptionId: string, idempotencyKey: string): Promise<{ subscription: ProviderSubscription; payment: PaymentAttempt | null }>;

  // ---- invoices ----
  retrieveInvoice(invoiceId: string): Promise<ProviderInvoice>;

  // ---- credit ----
  /** Credit the customer has, in cents (gift cards, rewards); spent on the next paid invoices. */
  creditBalance(customerId: string): Promise<number>;
  /** Adds credit (positive) and answers the new credit balance. */
  addCredit(customerId: string, amount: number, description: string, idempotencyKey: string): Promise<number>;
}
