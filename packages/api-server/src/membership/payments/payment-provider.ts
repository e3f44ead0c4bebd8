/**
 * The card payment provider, for the whole product (docs/decisions/0035-payment-provider.md): signup subscribes
 * through it, and the account area updates the billing card, previews and activates annual pricing, redeems
 * discounts, cancels and reactivates, credits gift cards and shows the default card and the balance through it.
 *
 * Two implementations answer this interface: Stripe (the official `stripe` library) when STRIPE_SECRET_KEY is set,
 * and the sandbox (sandbox-provider.ts, its state in our database) otherwise. Callers never know which one runs.
 *
 * Money is in cents. Every call that creates or moves money takes an idempotency key: the provider answers a
 * repeated key with the first result instead of doing the work again (Stripe's Idempotency-Key; the sandbox
 * keeps the same promise in its own table).
 */
export type ProviderKind = 'stripe' | 'sandbox';

export interface CardSummary {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type PaymentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled';

/** The latest payment of a subscription: a charge ('payment') or, during a trial, a card check ('setup'). */
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
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  /** The first invoice's (or the latest invoice's) payment, null when nothing was due (free plan, no card check). */
  latestPayment: PaymentAttempt | null;
  /** What the latest invoice took from the card, in cents (0 during a trial or with full credit). */
  latestAmountPaid: number;
}

/** A plan's price as the provider knows it: Stripe by lookup key; the sandbox by the amount itself. */
export interface PriceRef {
  lookupKey: string;
  amount: number;
  interval: 'month' | 'year';
}

/** A promo's coupon (000 §3 Promo): percent or amount off, once / for some months / forever. */
export interface DiscountSpec {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

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
  /** Charges the first period at once (or starts the trial); a card needing 3-D Secure leaves it incomplete. */
  createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends it now (atPeriodEnd false: also for an incomplete one), or at the end of the paid period. */
  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /** Undoes a cancellation at period end. */
  reactivateSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** What moving to `price` now would charge (prorated, the customer's credit used first), without changing anything. */
  previewPriceChange(subscriptionId: string, price: PriceRef): Promise<{ amountDue: number }>;
  changePrice(subscriptionId: string, price: PriceRef, idempotencyKey: string): Promise<ProviderSubscription>;
  applyDiscount(subscriptionId: string, discount: DiscountSpec, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * Pays a past-due subscription's open invoice with the default card now (after the member updated the card), as
   * the provider's own retry would later; a refused card throws 402 and leaves it past due.
   */
  payPastDue(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;

  // ---- credit ----
  /** Credit the customer has, in cents (gift cards, rewards); spent on the next invoices. */
  creditBalance(customerId: string): Promise<number>;
  /** Adds credit (positive) and answers the new credit balance. */
  addCredit(customerId: string, amount: number, description: string, idempotencyKey: string): Promise<number>;
}

/** Amount after a discount, never below zero. Percentages are rounded to the cent (002 §9). */
export function discountedAmount(amount: number, discount: DiscountSpec | null): number {
  if (!discount) return amount;
  const off = discount.percentOff !== null ? Math.round((amount * discount.percentOff) / 100) : (discount.amountOff ?? 0);
  return Math.max(0, amount - off);
}
