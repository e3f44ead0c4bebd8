import { type PaymentInfo, paymentInfo } from '@sift/contracts';
import type { ApiRequester } from '../request';
import { segment } from '../api-path';

export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
  address_zip?: string;
  address_country?: string;
}

export interface SandboxPaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/**
 * The sandbox payment provider's browser-facing calls: what Stripe.js does for Stripe (tokenize a card, answer a
 * 3-D Secure challenge). Only answered when the server runs the sandbox (GET payments/config/ says which).
 */
export function paymentSandboxResource(http: ApiRequester) {
  return {
    /** POST payments/sandbox/payment-methods/ -> a card token; 402 with the provider's message for a refused card. */
    createPaymentMethod: (card: SandboxCard): Promise<SandboxPaymentMethod> =>
      http.post('payments/sandbox/payment-methods/', { json: card }),

    /** POST payments/sandbox/intents/{id}/authenticate/ -> the payment after the challenge. */
    authenticate: (intentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentInfo> =>
      http.post(`payments/sandbox/intents/${segment(intentId)}/authenticate/`, {
        json: { client_secret: clientSecret, outcome },
        schema: paymentInfo,
      }),
  };
}
export type PaymentSandboxResource = ReturnType<typeof paymentSandboxResource>;
