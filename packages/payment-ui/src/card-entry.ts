import type { PaymentInfo } from '@sift/contracts';

export interface BillingDetails {
  name: string;
  email?: string;
  address_line1?: string;
  address_city?: string;
  address_state?: string;
  address_zip: string;
  address_country: string;
}

/**
 * What the payment page needs from the card payment provider's client side, whichever runs (Stripe Elements or
 * the sandbox's card form): a card token for POST stripe/customer/, and 3-D Secure for a payment that requires
 * action. Both throw an Error whose message is the provider's, shown as returned (002 §8).
 */
export interface CardEntryHandle {
  createToken(billing: BillingDetails): Promise<string>;
  /** Resolves when the person finished the challenge (the server then reads the outcome), rejects on failure. */
  confirm(payment: PaymentInfo): Promise<void>;
}
