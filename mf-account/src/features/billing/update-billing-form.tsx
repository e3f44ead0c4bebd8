import { useCallback, useRef, useState, type FormEvent } from 'react';
import { BILLING_MODAL_MIN_MS, type BillingCard, type PaymentClientConfig } from '@sift/contracts';
import { BillingFields, billingErrors, CardEntry, EMPTY_BILLING, type BillingForm, type CardEntryHandle } from '@sift/payment-ui';
import { useUser } from '@sift/app-kit';
import { Alert, Button, Spinner } from '@sift/ui';
import { api } from '../../api';
import { atLeast } from '../shared/api-errors';
import { useLoad } from '../shared/use-load';

export interface UpdateBillingFormProps {
  /** After the card was saved as the default (with the card as the provider answered). */
  onSaved: (card: BillingCard | null) => void | Promise<void>;
  onCancel?: () => void;
  /** The submit button's text. */
  submitLabel?: string;
}

/**
 * Update billing (002 §2.3): the same card entry as the payment page (@sift/payment-ui: Stripe when configured, the
 * sandbox otherwise). The card becomes the default through POST stripe/customer/; the form shows its work for at
 * least BILLING_MODAL_MIN_MS (750 ms, 002 §9) so it never flickers. A refused card keeps the form and says why.
 */
export function UpdateBillingForm({ onSaved, onCancel, submitLabel = 'Save card' }: UpdateBillingFormProps) {
  const user = useUser();
  const config = useLoad<PaymentClientConfig>(() => api().membership.paymentConfig());
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
      await onSaved(saved.card);
    } catch (failure) {
      // Card errors are shown as the provider returned them (002 §8).
      setErrors({ form: (failure as Error).message });
    } finally {
      setBusy(false);
    }
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
