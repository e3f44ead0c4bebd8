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
import { PLAN_NOT_FOUND } from '@sift/contracts';
// Stripe's events are verified with `Stripe.webhooks` (billing/provider/stripe-webhook.routes.ts).
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
} from './payment-provider';
import { attemptOfPaymentIntent, attemptOfSetupIntent, cardOf, fromStripeError, invoiceOf, subscriptionOf } from './stripe-objects';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Tests hand in a fetch that answers like Stripe's API; production uses the library's own HTTP client. */
  httpClient?: Stripe.HttpClient;
}

const EXPAND_SUBSCRIPTION = ['latest_invoice.payments', 'pending_setup_intent', 'discounts.source.coupon'];

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
    return subscriptionOf(subscription, latestPayment);
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
    return invoiceOf(invoice, latestPayment, card);
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
