/**
 * Stripe behind the PaymentProvider interface, with the official `stripe` library (used when STRIPE_SECRET_KEY and
 * STRIPE_PUBLISHABLE_KEY are set). Plans are Stripe Prices found by their lookup key (SubscriptionPlan
 * .stripe_price_lookup_key); promos are Stripe promotion codes (or coupons whose id is the code). Subscriptions are
 * created with payment_behavior 'allow_incomplete': Stripe charges the default card at once, and a card that needs
 * 3-D Secure leaves the subscription incomplete with a payment intent the browser confirms with Stripe.js.
 * Every call that moves money passes our idempotency key to Stripe (the Idempotency-Key header). Stripe bills
 * renewals, retries failed payments and ends trials itself, and tells us through its webhook (docs/decisions/0063).
 */
import Stripe from 'stripe';
import { PAYMENTS_UNAVAILABLE, PLAN_NOT_FOUND } from '@sift/contracts';
// Stripe's events are verified with `Stripe.webhooks` (billing/provider/stripe-webhook.routes.ts).
import type { DiscountState } from '../../db/schema';
import {
  PaymentError,
  type BillingDetails,
  type CardSummary,
  type CreateSubscriptionInput,
  type DiscountSpec,
  type InvoiceStatus,
  type PaymentAttempt,
  type PaymentProvider,
  type PriceRef,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Tests hand in a fetch that answers like Stripe's API; production uses the library's own HTTP client. */
  httpClient?: Stripe.HttpClient;
}

const EXPAND_SUBSCRIPTION = ['latest_invoice.payments', 'pending_setup_intent', 'discounts.source.coupon'];
const date = (unix: number | null | undefined) => (unix ? new Date(unix * 1000) : null);

/** A subscription's discount as ours: the coupon's terms, its start and end (Stripe removes it at the end). */
function discountOf(subscription: Stripe.Subscription): DiscountState | null {
  const discount = subscription.discounts?.find((d): d is Stripe.Discount => typeof d === 'object');
  const coupon = discount && typeof discount.source?.coupon === 'object' ? discount.source.coupon : null;
  if (!discount || !coupon) return null;
  const code = typeof discount.promotion_code === 'object' && discount.promotion_code ? discount.promotion_code.code : coupon.id;
  return {
    code,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    duration: coupon.duration === 'once' ? 'once' : coupon.duration === 'repeating' ? 'repeating' : 'forever',
    durationInMonths: coupon.duration_in_months,
    start: new Date(discount.start * 1000).toISOString(),
    end: discount.end ? new Date(discount.end * 1000).toISOString() : null,
  };
}

/** A Stripe error as a PaymentError: card errors keep Stripe's message for the user (002 §8). */
export function fromStripeError(error: unknown): never {
  if (error instanceof PaymentError) throw error;
  const e = error as { type?: string; message?: string; code?: string; statusCode?: number };
  if (e?.type === 'StripeCardError') throw new PaymentError(e.message ?? 'Your card was declined.', e.code ?? 'card_declined', 402);
  if (e?.type === 'StripeInvalidRequestError') {
    throw new PaymentError(e.message ?? 'Invalid request.', e.code ?? 'invalid_request', e.statusCode === 404 ? 404 : 400);
  }
  if (e?.type === 'StripeIdempotencyError') throw new PaymentError(e.message ?? 'Idempotency error.', 'idempotency_error', 400);
  throw new PaymentError(PAYMENTS_UNAVAILABLE, e?.code ?? 'api_error', 503);
}

const cardOf = (pm: Stripe.PaymentMethod | null): CardSummary | null =>
  pm?.card ? { paymentMethodId: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year } : null;

function attemptOfPaymentIntent(intent: Stripe.PaymentIntent): PaymentAttempt {
  const status = (['succeeded', 'requires_action', 'requires_payment_method', 'processing', 'canceled'] as const).find((s) => s === intent.status) ?? 'processing';
  return {
    intentId: intent.id,
    kind: 'payment',
    status,
    clientSecret: status === 'requires_action' || status === 'requires_payment_method' ? intent.client_secret : null,
    amount: intent.amount,
    errorCode: intent.last_payment_error?.code ?? null,
    errorMessage: intent.last_payment_error?.message ?? null,
  };
}

function attemptOfSetupIntent(intent: Stripe.SetupIntent): PaymentAttempt {
  const status = (['succeeded', 'requires_action', 'requires_payment_method', 'processing', 'canceled'] as const).find((s) => s === intent.status) ?? 'processing';
  return {
    intentId: intent.id,
    kind: 'setup',
    status,
    clientSecret: status === 'requires_action' || status === 'requires_payment_method' ? intent.client_secret : null,
    amount: 0,
    errorCode: intent.last_setup_error?.code ?? null,
    errorMessage: intent.last_setup_error?.message ?? null,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly prices = new Map<string, string>();

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      appInfo: { name: 'Sift' },
      ...(settings.httpClient && { httpClient: settings.httpClient }),
    });
  }

  clientConfig() {
    return { provider: 'stripe' as const, publishable_key: this.settings.publishableKey };
  }

  ownsCustomerId(customerId: string) {
    return customerId.startsWith('cus_') && !customerId.startsWith('cus_sbx_');
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      return fromStripeError(error);
    }
  }

  private async priceId(price: PriceRef): Promise<string> {
    const cached = this.prices.get(price.lookupKey);
    if (cached) return cached;
    const found = await this.call(() => this.stripe.prices.list({ lookup_keys: [price.lookupKey], active: true, limit: 1 }));
    const id = found.data[0]?.id;
    if (!id) throw new PaymentError(PLAN_NOT_FOUND, 'resource_missing', 400);
    this.prices.set(price.lookupKey, id);
    return id;
  }

  private async discountParam(discount: DiscountSpec): Promise<Stripe.SubscriptionCreateParams.Discount> {
    const codes = await this.call(() => this.stripe.promotionCodes.list({ code: discount.code, active: true, limit: 1 }));
    if (codes.data[0]) return { promotion_code: codes.data[0].id };
    return { coupon: discount.code };
  }

  async createCustomer(details: BillingDetails & { userId: number }, idempotencyKey: string): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: details.email, name: details.name, metadata: { sift_user_id: String(details.userId) } },
        { idempotencyKey },
      ),
    );
    return customer.id;
  }

  async attachDefaultPaymentMethod(customerId: string, token: string, billing: BillingDetails): Promise<CardSummary> {
    const pm = await this.call(() => this.stripe.paymentMethods.attach(token, { customer: customerId }));
    await this.call(() =>
      this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: pm.id },
        ...(billing.name && { name: billing.name }),
        ...(billing.email && { email: billing.email }),
        address: {
          line1: billing.line1,
          city: billing.city,
          state: billing.state,
          postal_code: billing.zip,
          country: billing.country,
        },
      }),
    );
    const card = cardOf(pm);
    if (!card) throw new PaymentError('Only cards are accepted.', 'payment_method_unsupported', 400);
    return card;
  }

  async defaultPaymentMethod(customerId: string): Promise<CardSummary | null> {
    const customer = await this.call(() => this.stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] }));
    if (customer.deleted) return null;
    const pm = customer.invoice_settings?.default_payment_method;
    return typeof pm === 'object' ? cardOf(pm) : null;
  }

  private async view(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    let latestPayment: PaymentAttempt | null = null;
    const setup = subscription.pending_setup_intent;
    if (setup && typeof setup === 'object') latestPayment = attemptOfSetupIntent(setup);
    const invoicePayment = invoice?.payments?.data?.[0]?.payment?.payment_intent;
    if (!latestPayment && invoicePayment) {
      const intent = typeof invoicePayment === 'string' ? await this.call(() => this.stripe.paymentIntents.retrieve(invoicePayment)) : invoicePayment;
      latestPayment = attemptOfPaymentIntent(intent);
    }
    const item = subscription.items.data[0];
    return {
      id: subscription.id,
      customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
      status: subscription.status as ProviderSubscriptionStatus,
      priceLookupKey: item?.price.lookup_key ?? '',
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodStart: date(item?.current_period_start),
      currentPeriodEnd: date(item?.current_period_end),
      trialEnd: date(subscription.trial_end),
      canceledAt: date(subscription.canceled_at),
      endedAt: date(subscription.ended_at),
      discount: discountOf(subscription),
      latestInvoiceId: typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : (subscription.latest_invoice?.id ?? null),
      latestPayment,
      latestAmountPaid: invoice?.amount_paid ?? 0,
    };
  }

  async createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription> {
    const price = await this.priceId(input.price);
    const discounts = input.discount ? [await this.discountParam(input.discount)] : undefined;
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price }],
          payment_behavior: 'allow_incomplete',
          ...(input.trialDays > 0 && { trial_period_days: input.trialDays }),
          ...(discounts && { discounts }),
          metadata: input.metadata,
          expand: EXPAND_SUBSCRIPTION,
        },
        { idempotencyKey },
      ),
    );
    return this.view(subscription);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.view(await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND_SUBSCRIPTION })));
  }

  async cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    const subscription = options.atPeriodEnd
      ? await this.call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true, expand: EXPAND_SUBSCRIPTION }))
      : await this.call(() => this.stripe.subscriptions.cancel(subscriptionId, { expand: EXPAND_SUBSCRIPTION }));
    return this.view(subscription);
  }

  async reactivateSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.view(
      await this.call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false, expand: EXPAND_SUBSCRIPTION })),
    );
  }

  async previewPriceChange(subscriptionId: string, price: PriceRef): Promise<{ amountDue: number; total: number; creditUsed: number }> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const priceId = await this.priceId(price);
    const preview = await this.call(() =>
      this.stripe.invoices.createPreview({
        customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
        subscription: subscriptionId,
        subscription_details: {
          items: [{ id: current.items.data[0].id, price: priceId }],
          proration_behavior: 'always_invoice',
          billing_cycle_anchor: { type: 'now' },
        },
      }),
    );
    return { amountDue: preview.amount_due, total: preview.total, creditUsed: Math.max(0, preview.total - preview.amount_due) };
  }

  async changePrice(subscriptionId: string, price: PriceRef, idempotencyKey: string): Promise<ProviderSubscription> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const priceId = await this.priceId(price);
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: current.items.data[0].id, price: priceId }],
          proration_behavior: 'always_invoice',
          billing_cycle_anchor: { type: 'now' },
          payment_behavior: 'error_if_incomplete',
          // The old price's promo ends with it (the same rule as the sandbox's, docs/decisions/0064).
          discounts: '',
          expand: EXPAND_SUBSCRIPTION,
        },
        { idempotencyKey },
      ),
    );
    return this.view(updated);
  }

  async applyDiscount(subscriptionId: string, discount: DiscountSpec, idempotencyKey: string): Promise<ProviderSubscription> {
    const param = await this.discountParam(discount);
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(subscriptionId, { discounts: [param], expand: EXPAND_SUBSCRIPTION }, { idempotencyKey }),
    );
    return this.view(updated);
  }

  /**
   * Pays the subscription's open invoice on session. Stripe spends a customer's credit when it finalizes an invoice,
   * not when it is paid later; credit added since (a gift card redeemed while past due) is applied here with a credit
   * note that lowers what is due, and the balance is debited by the same amount. Then the default card pays the rest.
   */
  async payOpenInvoice(subscriptionId: string, idempotencyKey: string): Promise<{ subscription: ProviderSubscription; payment: PaymentAttempt | null }> {
    const subscription = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] }));
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    let payment: PaymentAttempt | null = null;
    if (invoice?.id && invoice.status === 'open') {
      const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
      const credit = Math.min(await this.creditBalance(customerId), invoice.amount_remaining);
      if (credit > 0) {
        await this.call(() =>
          this.stripe.creditNotes.create({ invoice: invoice.id!, amount: credit, memo: 'Account credit', reason: 'order_change' }, { idempotencyKey: `${idempotencyKey}:credit-note` }),
        );
        await this.call(() =>
          this.stripe.customers.createBalanceTransaction(customerId, { amount: credit, currency: 'usd', description: `Credit applied to ${invoice.id}` }, { idempotencyKey: `${idempotencyKey}:debit` }),
        );
      }
      const paid = credit >= invoice.amount_remaining ? await this.call(() => this.stripe.invoices.retrieve(invoice.id!)) : await this.call(() => this.stripe.invoices.pay(invoice.id!, {}, { idempotencyKey }));
      payment = (await this.invoiceView(paid)).latestPayment;
    }
    return { subscription: await this.retrieveSubscription(subscriptionId), payment };
  }

  async retrieveInvoice(invoiceId: string): Promise<ProviderInvoice> {
    return this.invoiceView(await this.call(() => this.stripe.invoices.retrieve(invoiceId, { expand: ['payments', 'discounts.source.coupon'] })));
  }

  private async invoiceView(invoice: Stripe.Invoice): Promise<ProviderInvoice> {
    const intentRef = invoice.payments?.data?.[0]?.payment?.payment_intent ?? null;
    let latestPayment: PaymentAttempt | null = null;
    let card: ProviderInvoice['card'] = null;
    if (intentRef) {
      const intent = typeof intentRef === 'string' ? await this.call(() => this.stripe.paymentIntents.retrieve(intentRef, { expand: ['payment_method'] })) : intentRef;
      latestPayment = attemptOfPaymentIntent(intent);
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      if (method?.card) card = { brand: method.card.brand, last4: method.card.last4 };
    }
    const line = invoice.lines?.data?.[0];
    const discount = (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
    const firstDiscount = invoice.discounts?.find((d): d is Stripe.Discount => typeof d === 'object');
    const coupon = firstDiscount && typeof firstDiscount.source?.coupon === 'object' ? firstDiscount.source.coupon : null;
    const subscription = invoice.parent?.subscription_details?.subscription ?? null;
    return {
      id: invoice.id!,
      subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
      customerId: typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? ''),
      status: (invoice.status ?? 'draft') as InvoiceStatus,
      billingReason: invoice.billing_reason ?? 'manual',
      subtotal: invoice.subtotal,
      discount,
      discountCode: coupon?.id ?? null,
      total: invoice.total,
      // Stripe spends the balance at finalization: what the total was lowered by before anything was due.
      creditApplied: Math.max(0, invoice.total - invoice.amount_due),
      amountPaid: invoice.amount_paid,
      amountRemaining: invoice.amount_remaining,
      attemptCount: invoice.attempt_count,
      nextPaymentAttempt: date(invoice.next_payment_attempt),
      periodStart: date(line?.period?.start) ?? new Date(invoice.period_start * 1000),
      periodEnd: date(line?.period?.end) ?? new Date(invoice.period_end * 1000),
      paidAt: date(invoice.status_transitions?.paid_at),
      created: new Date(invoice.created * 1000),
      card,
      latestPayment,
    };
  }

  async creditBalance(customerId: string): Promise<number> {
    const customer = await this.call(() => this.stripe.customers.retrieve(customerId));
    return customer.deleted ? 0 : Math.max(0, -customer.balance);
  }

  async addCredit(customerId: string, amount: number, description: string, idempotencyKey: string): Promise<number> {
    await this.call(() =>
      this.stripe.customers.createBalanceTransaction(customerId, { amount: -amount, currency: 'usd', description }, { idempotencyKey }),
    );
    return this.creditBalance(customerId);
  }
}
