import { useCallback, useRef, useState, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { BILLING_MODAL_MIN_MS, CARD_AUTHENTICATION_FAILED, type BillingCard, type PaymentClientConfig, type PaymentCustomerResponse } from '@sift/contracts';
import { billingSchema, CardEntry, EMPTY_BILLING, FormBillingAlert, FormBillingFields, type BillingForm, type CardEntryHandle } from '@sift/payment-ui';
import { useUser } from '@sift/app-kit';
import { Alert, Button, Form, FormAlert, FormSubmit, Spinner } from '@sift/ui';
import { api } from '../../api';
import { atLeast } from '../shared/api-errors';
import { accountCalls, useAccountData } from '../shared/account-data';

export interface UpdateBillingFormProps {
  /**
   * After the card was saved as the default (with the card as the provider answered). With a past-due plan the new
   * card has paid the open invoice too (the server does it at once, docs/decisions/0064); `paidPastDue` says so.
   */
  onSaved: (card: BillingCard | null, result: { paidPastDue: boolean }) => void | Promise<void>;
  onCancel?: () => void;
  /** The submit button's text. */
  submitLabel?: string;
}

/**
 * Update billing (002 §2.3): the same card entry as the payment page (@sift/payment-ui: Stripe when configured, the
 * sandbox otherwise). The card becomes the default through POST stripe/customer/; the form shows its work for at
 * least BILLING_MODAL_MIN_MS (750 ms, 002 §9) so it never flickers. A refused card keeps the form and says why. With
 * a past-due plan the new card pays the open invoice at once: a payment that asks for 3-D Secure is confirmed here,
 * and one the card refuses keeps the form with the provider's message. A Form (docs/decisions/0123, 0126): the billing
 * fields of payment-ui with 002 §5's rules, the server's field errors under them, one submission at a time.
 */
export function UpdateBillingForm({ onSaved, onCancel, submitLabel = 'Save card' }: UpdateBillingFormProps) {
  const user = useUser();
  const config = useAccountData(accountCalls.paymentConfig);
  const [defaults] = useState<BillingForm>(() => ({ ...EMPTY_BILLING, name: user?.full_name ?? '' }));
  const [unavailable, setUnavailable] = useState(false);
  const card = useRef<CardEntryHandle>(null);
  const onUnavailable = useCallback(() => setUnavailable(true), []);

  async function save(billing: BillingForm) {
    if (!card.current) return;
    // Card errors are shown as the provider returned them (002 §8): thrown, Form shows them above the buttons.
    const saved = await atLeast(
      BILLING_MODAL_MIN_MS,
      (async () => {
        const token = await card.current!.createToken({ ...billing, email: user?.email });
        return api().membership.saveCustomer({ token, email: user?.email, ...billing });
      })(),
    );
    await onSaved(saved.card, { paidPastDue: await settlePastDue(saved) });
  }

  /** The past-due payment the new card made: confirmed when the bank asks for it; throws the provider's words when refused. */
  async function settlePastDue(saved: PaymentCustomerResponse): Promise<boolean> {
    const payment = saved.past_due_payment;
    if (!payment) return false;
    if (payment.status === 'succeeded') return true;
    if (payment.status === 'requires_action' && card.current) {
      await card.current.confirm(payment);
      const summary = await api().membership.mySubscription();
      const subscriptionId = summary.subscription?.id;
      if (subscriptionId) {
        const confirmed = await api().membership.confirmPaymentIntent(subscriptionId, payment.intent_id);
        if (confirmed.is_past_due) throw new Error(confirmed.latest_payment?.error_message ?? CARD_AUTHENTICATION_FAILED);
      }
      return true;
    }
    throw new Error(payment.error_message ?? CARD_AUTHENTICATION_FAILED);
  }

  if (config.error) return <Alert tone="error">{config.error.message}</Alert>;
  if (!config.data) return <Spinner label="Loading the card form" />;
  return (
    <Form className="ac-form" aria-label="Update billing" schema={billingSchema(true)} defaultValues={defaults} onSubmit={save}>
      <FormBillingFields withAddress />
      <FormCard cardRef={card} config={config.data} onUnavailable={onUnavailable} />
      <FormBillingAlert />
      <FormAlert />
      <div className="ac-actions">
        {onCancel && <CancelButton onCancel={onCancel} />}
        <FormSubmit disabled={unavailable} pendingLabel="Saving…">
          {submitLabel}
        </FormSubmit>
      </div>
    </Form>
  );
}

/** The card (Stripe Elements or the sandbox's form), out of reach while the card is being saved. */
function FormCard({ cardRef, config, onUnavailable }: { cardRef: RefObject<CardEntryHandle | null>; config: PaymentClientConfig; onUnavailable: () => void }) {
  const { isSubmitting } = useFormState();
  return <CardEntry ref={cardRef} config={config} sandbox={api().paymentSandbox} disabled={isSubmitting} onUnavailable={onUnavailable} />;
}

/** Cancel, out of reach while the card is being saved (as it was). */
function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
      Cancel
    </Button>
  );
}
