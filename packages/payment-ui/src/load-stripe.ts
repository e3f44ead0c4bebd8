import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Loads Stripe.js (js.stripe.com, as Stripe requires) and makes the client. Rejects with 'failed' when the script
 * could not be fetched (offline, Stripe down) and 'blocked' when it arrived but Stripe is missing or refuses to
 * start, which is what content and ad blockers do (000 §8 has a text for each).
 */
export async function loadStripeScript(publishableKey: string): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    stripe = await loadStripe(publishableKey);
  } catch (error) {
    // 'Failed to load Stripe.js' is the script's own error event; anything after it loaded means it was tampered with.
    throw new Error((error as Error).message === 'Failed to load Stripe.js' ? 'failed' : 'blocked');
  }
  if (!stripe) throw new Error('blocked');
  return stripe;
}
