import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { PAYMENT_SCRIPT_BLOCKED, PAYMENT_SCRIPT_FAILED } from '@sift/contracts';
import { Alert, Spinner } from '@sift/ui';
import type { BillingDetails, CardEntryHandle } from './card-entry';
import { loadStripeScript } from './load-stripe';

/**
 * Card entry with Stripe Elements (`@stripe/stripe-js`): the card number never touches Sift's pages or servers.
 * If Stripe.js cannot load, the two texts of 000 §8 say why: it failed to load, or something blocked it.
 */
export function StripeCardForm({ ref, publishableKey, onUnavailable }: { ref?: Ref<CardEntryHandle>; publishableKey: string; onUnavailable?: () => void }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Two card forms may be on one page (the account's billing modal over the payment page's): ids stay unique.
  const labelId = useId();

  useEffect(() => {
    let live = true;
    let element: StripeCardElement | null = null;
    loadStripeScript(publishableKey)
      .then((loaded) => {
        if (!live) return;
        element = loaded.elements().create('card', { hidePostalCode: true });
        element.mount(mountPoint.current!);
        setStripe(loaded);
        setCard(element);
      })
      .catch((error: Error) => {
        if (!live) return;
        setFailure(error.message === 'blocked' ? PAYMENT_SCRIPT_BLOCKED : PAYMENT_SCRIPT_FAILED);
        onUnavailable?.();
      });
    return () => {
      live = false;
      element?.destroy();
    };
  }, [publishableKey, onUnavailable]);

  useImperativeHandle(ref, () => ({
    async createToken(billing: BillingDetails) {
      if (!stripe || !card) throw new Error(PAYMENT_SCRIPT_FAILED);
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: {
          name: billing.name,
          email: billing.email,
          address: {
            line1: billing.address_line1,
            city: billing.address_city,
            state: billing.address_state,
            postal_code: billing.address_zip,
            country: billing.address_country,
          },
        },
      });
      if (error || !paymentMethod) throw new Error(error?.message ?? PAYMENT_SCRIPT_FAILED);
      return paymentMethod.id;
    },
    async confirm(payment) {
      if (!stripe || !payment.client_secret) throw new Error(PAYMENT_SCRIPT_FAILED);
      const result = payment.kind === 'setup' ? await stripe.confirmCardSetup(payment.client_secret) : await stripe.confirmCardPayment(payment.client_secret);
      if (result.error) throw new Error(result.error.message);
    },
  }));

  if (failure) return <Alert tone="error">{failure}</Alert>;
  return (
    <div className="pui-card-form">
      <p className="pui-legend" id={labelId}>
        Card
      </p>
      <div ref={mountPoint} className="ui-input pui-stripe-card" role="group" aria-labelledby={labelId} />
      {!card && <Spinner label="Loading the card form" />}
    </div>
  );
}
