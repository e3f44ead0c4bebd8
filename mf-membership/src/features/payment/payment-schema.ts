import { z } from 'zod/mini';
import { subscribeRequest, type Promo } from '@sift/contracts';
import { addBillingIssues, billingShape, EMPTY_BILLING } from '@sift/payment-ui';
import { unappliedPromoError } from './payment-rules';

/**
 * The payment page's fields (002 §3, §5): the billing form (the bounds of POST stripe/customer/) and the promo code
 * (subscribeRequest's), with 002 §5's rules: the billing ones (billingErrors) and 'an entered code that is not the
 * applied one blocks submit'. The plan and the applied promo are the page's, so the schema is made per choice.
 */
export function paymentSchema(withAddress: boolean, applied: Promo | null) {
  return z
    .object({ ...billingShape, promo: subscribeRequest.shape.subscription_promo_code.def.innerType.def.innerType })
    .check(z.superRefine((values, ctx) => {
      addBillingIssues(values, withAddress, ctx);
      const unapplied = unappliedPromoError(values.promo, applied);
      if (unapplied) ctx.addIssue({ code: 'custom', path: ['promo'], message: unapplied });
    }));
}

export type PaymentValues = z.output<ReturnType<typeof paymentSchema>>;

/** The first values: the member's name on the card, the US, and a promo code kept from an earlier page. */
export const paymentDefaults = (name: string, promo: string): PaymentValues => ({ ...EMPTY_BILLING, name, promo });

/** POST subscriptions/ names the promo code `subscription_promo_code` (002 §7): its message goes under the field. */
export const PAYMENT_SERVER_FIELDS = { subscription_promo_code: 'promo' } as const;
