/**
 * The sandbox's test cards: the numbers and behaviour of Stripe's test mode (docs.stripe.com/testing), so a person
 * or a test that knows Stripe knows the sandbox. Like Stripe in test mode, any other number is refused.
 */
import {
  CARD_CVC_INCORRECT,
  CARD_CVC_INVALID,
  CARD_DECLINED,
  CARD_EXPIRED,
  CARD_INSUFFICIENT_FUNDS,
  CARD_NOT_TEST_CARD,
  CARD_NUMBER_INVALID,
} from '@sift/contracts';
import { PaymentError } from '../provider/payment-provider';
import { cardExpired } from '../calendar';

/**
 * - succeeds: every charge goes through.
 * - declined_on_attach: Stripe declines 4000 0000 0000 0002 when it is attached to a customer (card_declined).
 * - declined_on_charge: attaches, then every charge is declined (4000 0000 0000 0341).
 * - insufficient_funds: declined at attach with insufficient_funds (4000 0000 0000 9995).
 * - requires_action: every on-session payment needs 3-D Secure; once set up, off-session renewals go through
 *   without it (4000 0025 0000 3155).
 * - always_authenticate: every payment needs 3-D Secure, renewals too (4000 0027 6000 3184): a renewal waits for
 *   the member to authenticate it.
 * - incorrect_cvc: declined at attach with incorrect_cvc (4000 0000 0000 0127).
 */
export type CardBehaviour =
  | 'succeeds'
  | 'declined_on_attach'
  | 'declined_on_charge'
  | 'insufficient_funds'
  | 'requires_action'
  | 'always_authenticate'
  | 'incorrect_cvc';

interface TestCard {
  brand: string;
  behaviour: CardBehaviour;
}

export const SANDBOX_TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '4000056655665556': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds' },
  '6011111111111117': { brand: 'discover', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined_on_attach' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  '4000000000000127': { brand: 'visa', behaviour: 'incorrect_cvc' },
  '4000000000000341': { brand: 'visa', behaviour: 'declined_on_charge' },
  '4000002500003155': { brand: 'visa', behaviour: 'requires_action' },
  '4000002760003184': { brand: 'visa', behaviour: 'always_authenticate' },
};

export const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Checks a card as Stripe.js and Stripe would when it is tokenized; throws the provider's message. */
export function checkTestCard(input: CardInput, now: Date): TestCard & { last4: string } {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) throw new PaymentError(CARD_NUMBER_INVALID, 'incorrect_number', 402);
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (input.expMonth < 1 || input.expMonth > 12 || cardExpired(input.expMonth, year, now) || year > now.getUTCFullYear() + 50) {
    throw new PaymentError(CARD_EXPIRED, 'invalid_expiry_month', 402);
  }
  const cvcLength = SANDBOX_TEST_CARDS[digits]?.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) throw new PaymentError(CARD_CVC_INVALID, 'invalid_cvc', 402);
  const card = SANDBOX_TEST_CARDS[digits];
  if (!card) throw new PaymentError(CARD_NOT_TEST_CARD, 'card_declined', 402);
  return { ...card, last4: digits.slice(-4) };
}

/** What attaching a card to a customer does, by behaviour (null: it attaches). */
export function attachRefusal(behaviour: CardBehaviour): PaymentError | null {
  if (behaviour === 'declined_on_attach') return new PaymentError(CARD_DECLINED, 'card_declined', 402);
  if (behaviour === 'insufficient_funds') return new PaymentError(CARD_INSUFFICIENT_FUNDS, 'card_declined', 402);
  if (behaviour === 'incorrect_cvc') return new PaymentError(CARD_CVC_INCORRECT, 'incorrect_cvc', 402);
  return null;
}

/** What a charge does, by behaviour: on session (the member is there to authenticate) or off session (a renewal). */
export function chargeOutcome(behaviour: CardBehaviour, session: 'on' | 'off' = 'on'): 'succeeded' | 'requires_action' | { code: string; message: string } {
  if (behaviour === 'always_authenticate') return 'requires_action';
  if (behaviour === 'requires_action') return session === 'on' ? 'requires_action' : 'succeeded';
  if (behaviour === 'succeeds') return 'succeeded';
  return { code: 'card_declined', message: CARD_DECLINED };
}
