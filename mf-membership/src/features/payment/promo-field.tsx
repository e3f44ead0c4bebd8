import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { isApiError } from '@sift/api-client';
import { normalisePromoCode, PROMO_EMPTY, PROMO_MONTHLY_ONLY_SHORT, PROMO_UNVERIFIED, type Promo, type SubscriptionPlan } from '@sift/contracts';
import { clearPromoCode } from '@sift/app-kit';
import { Alert, Button, FormField } from '@sift/ui';
import { api } from '../../api';
import { promoFitsPlan } from './payment-rules';
import type { PaymentValues } from './payment-schema';

/**
 * 002 §8 'Promo: server message or 'Unable to verify promo code'': a 404 carries the server's own words ('That promo
 * code is not valid.'), which the generic 404 text of 000 §8 would hide; an answer without words gets the fallback.
 */
export function promoFailureMessage(failure: unknown): string {
  if (isApiError(failure)) {
    const body = failure.body as { detail?: unknown } | undefined;
    if (failure.status === 404) return typeof body?.detail === 'string' && body.detail ? body.detail : PROMO_UNVERIFIED;
    return failure.message || PROMO_UNVERIFIED;
  }
  return (failure as Error)?.message || PROMO_UNVERIFIED;
}

/** The type of the Apply step's messages: editing the code drops them (a submission's rule is checked again instead). */
const APPLY = 'apply';

export interface PromoFieldProps {
  plan: SubscriptionPlan;
  /** The applied promo, or null. */
  applied: Promo | null;
  onApplied: (promo: Promo) => void;
  onRemoved: () => void;
}

/**
 * 'Have a code?' (002 §5): the promo field of the payment Form and its own Apply step, which looks the code up
 * (normalised) and applies it when it fits the plan; Remove drops it. A code kept from an earlier page is applied
 * quietly on arrival (dropped when it no longer works). Apply's messages go under the field.
 */
export function PromoField({ plan, applied, onApplied, onRemoved }: PromoFieldProps) {
  const { getValues, setValue, setError, clearErrors } = useFormContext<PaymentValues>();
  const { errors } = useFormState<PaymentValues>({ name: 'promo' });

  async function apply(quiet = false) {
    const code = normalisePromoCode(getValues('promo'));
    setValue('promo', code);
    if (!code) return setError('promo', { type: APPLY, message: PROMO_EMPTY });
    clearErrors('promo');
    try {
      const found = await api().promos.find(code);
      // On arrival the plan may change yet: the fit is checked again on Start Membership.
      if (!quiet && !promoFitsPlan(found, plan)) return setError('promo', { type: APPLY, message: PROMO_MONTHLY_ONLY_SHORT });
      onApplied(found);
      setValue('promo', found.code);
      clearErrors('promo');
    } catch (failure) {
      if (quiet) {
        // A code from an old link that no longer works is dropped, not kept.
        clearPromoCode();
        setValue('promo', '');
        return;
      }
      setError('promo', { type: APPLY, message: promoFailureMessage(failure) });
    }
  }

  useEffect(() => {
    if (getValues('promo')) void apply(true);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function remove() {
    onRemoved();
    setValue('promo', '');
    clearErrors('promo');
  }

  return (
    <>
      <div className="mb-row mb-row--end">
        <FormField name="promo" label="Promo code">
          {(control) => (
            <input
              type="text"
              className="ui-input"
              readOnly={applied !== null}
              {...control}
              onChange={(event) => {
                if (errors.promo?.type === APPLY) clearErrors('promo');
                return control.onChange(event);
              }}
            />
          )}
        </FormField>
        {applied ? (
          <Button variant="secondary" onClick={remove}>
            Remove
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void apply()}>
            Apply
          </Button>
        )}
      </div>
      {applied && (
        <Alert tone="success">
          {applied.use_message ?? applied.code}
          {applied.deal_message ? ` · ${applied.deal_message}` : ''}
        </Alert>
      )}
    </>
  );
}
