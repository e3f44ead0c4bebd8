import { useCallback, useRef, useState, type FormEvent } from 'react';
import { BILLING_MODAL_MIN_MS, CARD_AUTHENTICATION_FAILED, type BillingCard, type PaymentCustomerResponse } from '@sift/contracts';
import { BillingFields, billingErrors, CardEntry, EMPTY_BILLING, type BillingForm, type CardEntryHandle } from '@sift/payment-ui';
import { useUser } from '@sift/app-kit';
import { Alert, Button, Spinner } from '@sift/ui';
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
 * and one the card refuses keeps the form with the provider's message.
 */
export function UpdateBillingForm({ onSaved, onCancel, submitLabel = 'Save card' }: UpdateBillingFormProps) {
  const user = useUser();
  const config = useAccountData(accountCalls.paymentConfig);
  const [billing, setBilling] = useState<BillingForm>(() => ({ ...EMPTY_BILLING, name: user?.full_name ?? '' }));
  const [errors, setErrors] = useState<{ form?: string; zip?: string }>({});
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const card = useRef<CardEntryHandle>(null);
  const onUnavailable = useCallback(() => setUnavailable(true), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = billingErrors(billing, { requires_billing_info: true });
    setErrors(found);
    if (found.form || found.zip || !card.current) return;
    setBusy(true);
    try {
      const saved = await atLeast(
        BILLING_MODAL_MIN_MS,
        (async () => {
          const token = await card.current!.createToken({ ...billing, email: user?.email });
          return api().membership.saveCustomer({ token, email: user?.email, ...billing });
        })(),
      );
      await onSaved(saved.card, { paidPastDue: await settlePastDue(saved) });
    } catch (failure) {
      // Card errors are shown as the provider returned them (002 §8).
      setErrors({ form: (failure as Error).message });
    } finally {
      setBusy(false);
    }
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
    <form className="ac-form" aria-label="Update billing" noValidate onSubmit={(event) => void submit(event)}>
      <BillingFields value={billing} onChange={setBilling} withAddress zipError={errors.zip} />
      <CardEntry ref={card} config={config.data} sandbox={api().paymentSandbox} disabled={busy} onUnavailable={onUnavailable} />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <div className="ac-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy || unavailable}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
