/**
 * Stripe's objects as the PaymentProvider interface's (stripe-provider.ts): subscriptions, invoices, payment and
 * setup intents, discounts, cards and errors. Pure mappings: the calls to Stripe stay in the provider.
 */
import type Stripe from 'stripe';
import { PAYMENTS_UNAVAILABLE } from '@sift/contracts';
import type { DiscountState } from '../../db/schema';
import {
  PaymentError,
  type CardSummary,
  type InvoiceStatus,
  type PaymentAttempt,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './payment-provider';

export const date = (unix: number | null | undefined) => (unix ? new Date(unix * 1000) : null);

/** A subscription's discount as ours: the coupon's terms, its start and end (Stripe removes it at the end). */
export function discountOf(subscription: Stripe.Subscription): DiscountState | null {
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

export const cardOf = (pm: Stripe.PaymentMethod | null): CardSummary | null =>
  pm?.card ? { paymentMethodId: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year } : null;

export function attemptOfPaymentIntent(intent: Stripe.PaymentIntent): PaymentAttempt {
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

export function attemptOfSetupIntent(intent: Stripe.SetupIntent): PaymentAttempt {
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

/** A Stripe subscription as ours, with its latest payment (read by the provider: it may need another call). */
export function subscriptionOf(subscription: Stripe.Subscription, latestPayment: PaymentAttempt | null): ProviderSubscription {
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
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

/** A Stripe invoice as ours, with its latest payment and the card that paid it (read by the provider). */
export function invoiceOf(invoice: Stripe.Invoice, latestPayment: PaymentAttempt | null, card: ProviderInvoice['card']): ProviderInvoice {
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
