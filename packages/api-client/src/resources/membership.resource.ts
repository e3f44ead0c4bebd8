import {
  type AnnualPromoPreview,
  annualPromoPreview,
  activePromoResponse,
  type BillingCard,
  defaultPaymentMethodResponse,
  type EmailConfirmationDetail,
  emailConfirmationDetail,
  type PaymentClientConfig,
  paymentClientConfig,
  type PaymentCustomerRequest,
  type PaymentCustomerResponse,
  paymentCustomerResponse,
  type PaymentInfo,
  paymentInfo,
  type Promo,
  type SubscribePreview,
  subscribePreview,
  type SubscribeRequest,
  type SubscribeResponse,
  subscribeResponse,
  type SubscriptionSummary,
  subscriptionSummary,
} from '@sift/contracts';
import type { ApiRequester } from '../request';
import { segment } from '../api-path';

/** Subscribing and paying, the membership promos, Iterable events and the e-mail confirmation (spec 002 §7). */
export function membershipResource(http: ApiRequester) {
  return {
    /** GET subscriptions/my-subscription/ (optional bypass_pricing) -> the subscription summary with upgrade paths. */
    mySubscription: (bypassPricing?: string | null): Promise<SubscriptionSummary> =>
      http.get('subscriptions/my-subscription/', { params: { bypass_pricing: bypassPricing ?? undefined }, schema: subscriptionSummary }),

    /**
     * POST subscriptions/ -> the subscription (201 new, 200 already there). Send the same idempotency_key when
     * repeating a request (retry, reload): the server answers the same subscription instead of making another.
     */
    subscribe: (body: SubscribeRequest): Promise<SubscribeResponse> => http.post('subscriptions/', { json: body, schema: subscribeResponse }),

    /**
     * GET subscriptions/preview/ -> what subscribing to the plan (with the promo) would charge today, by the server's
     * rules (an upgrade's prorated charge, a promo's discount, a trial, credit first): the payment page's "Due today".
     */
    previewSubscribe: (planId: number, promoCode?: string | null): Promise<SubscribePreview> =>
      http.get('subscriptions/preview/', { params: { subscription_plan_id: planId, subscription_promo_code: promoCode ?? undefined }, schema: subscribePreview }),

    /** POST subscriptions/{id}/confirm-payment-intent/ after the provider's client library confirmed the payment. */
    confirmPaymentIntent: (subscriptionId: number, intentId: string): Promise<SubscribeResponse> =>
      http.post(`subscriptions/${segment(subscriptionId)}/confirm-payment-intent/`, { json: { intent_id: intentId }, schema: subscribeResponse }),

    /** GET subscriptions/{id}/latest-payment/ -> the payment to confirm, or the provider's message for a failed card. */
    latestPayment: (subscriptionId: number): Promise<PaymentInfo> =>
      http.get(`subscriptions/${segment(subscriptionId)}/latest-payment/`, { schema: paymentInfo }),

    /** POST stripe/customer/ with the card token of the provider's client library ('placeholder' for no card). */
    saveCustomer: (body: PaymentCustomerRequest): Promise<PaymentCustomerResponse> =>
      http.post('stripe/customer/', { json: body, schema: paymentCustomerResponse }),

    /** GET stripe/default-payment-method/ -> the default card, or null. */
    defaultPaymentMethod: async (): Promise<BillingCard | null> =>
      (await http.get('stripe/default-payment-method/', { schema: defaultPaymentMethodResponse })).card,

    /** GET payments/config/ -> which provider takes cards (Stripe with its publishable key, or the sandbox). */
    paymentConfig: (): Promise<PaymentClientConfig> => http.get('payments/config/', { schema: paymentClientConfig }),

    /** GET subscription-promos/active/ -> the promo of the user's subscription or signup, or null. */
    activePromo: async (): Promise<Promo | null> => (await http.get('subscription-promos/active/', { schema: activePromoResponse })).promo,

    /** GET subscription-promos/preview-annual-promo/?code= */
    annualPromoPreview: (code?: string): Promise<AnnualPromoPreview> =>
      http.get('subscription-promos/preview-annual-promo/', { params: { code }, schema: annualPromoPreview }),

    /** POST iterable/ {event, extras}, e.g. 'last_plan_selected' with the plan. */
    iterable: async (event: string, extras: Record<string, unknown> = {}): Promise<void> => {
      await http.post('iterable/', { json: { event, extras } });
    },

    /** GET user-email-confirmations/detail/?token -> {email, is_confirmed} (callers ignore failures, 002 §7). */
    emailConfirmation: (token?: string): Promise<EmailConfirmationDetail> =>
      http.get('user-email-confirmations/detail/', { params: { token }, schema: emailConfirmationDetail }),
  };
}
export type MembershipResource = ReturnType<typeof membershipResource>;
