import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { z } from 'zod/mini';
import { isApiError } from '@sift/api-client';
import { GIFT_CARD_CODE_MAX_LENGTH, GIFT_CARD_PIN_MAX_LENGTH, GIFT_CARD_SUCCESS_MS, giftCardRedeemBody, REDEEM_GIFT_CARD } from '@sift/contracts';
import { Alert, Button, Dialog, Form, FormAlert, FormField, FormSubmit, ruleIssues } from '@sift/ui';
import { cleanGiftCardCode, cleanGiftCardPin, giftCardErrors, giftCardFailure } from './gift-card-rules';

/** Where the gift card's rules (both required, the PIN numeric: 002 §5) put their message: for the form, not a field. */
const GIFT_CARD_RULE = 'gift_card';

/** The code (sent in the path, cleaned as typed) and the PIN (giftCardRedeemBody), with 002 §5's rules. */
const giftCardSchema = z
  .object({ code: z.string().check(z.maxLength(GIFT_CARD_CODE_MAX_LENGTH)), pin: giftCardRedeemBody.shape.pin })
  .check(z.superRefine(ruleIssues(({ code, pin }) => ({ [GIFT_CARD_RULE]: giftCardErrors(code, pin) }))));

/** Keeps only what the field may hold as it is typed (the code's letters and digits upper case; the PIN's digits). */
const cleaned = (clean: (raw: string) => string, onChange: (event: ChangeEvent<HTMLInputElement>) => unknown) => (event: ChangeEvent<HTMLInputElement>) => {
  const next = clean(event.target.value);
  if (next !== event.target.value) event.target.value = next;
  return onChange(event);
};

export interface GiftCardDialogProps {
  /** Redeems the card (POST runa-gift-card/{code}/redeem/ through the caller's API client); answers its message. */
  redeem: (code: string, pin: string) => Promise<{ message: string }>;
  /** After the success message has shown: refresh the balance (and whatever depends on it). */
  onRedeemed: () => Promise<void> | void;
  /**
   * Opened by the caller instead of its own 'Redeem Gift Card' button (the account page renders that button and loads
   * this dialog when it is first pressed, docs/decisions/0139): given, the dialog renders no trigger.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Redeem Gift Card (002 §2.3, §3, §5, §8), on the account page and the payment page: code (up to 16, sent
 * uppercased) and PIN (up to 4 digits). On success the message shows for 2 s, then the modal closes and the balance
 * refreshes. A Form (docs/decisions/0123): a 500 reads 'Invalid Code or PIN', another failure the server's words
 * (under the PIN when the server names it).
 */
export function GiftCardDialog({ redeem, onRedeemed, open, onOpenChange }: GiftCardDialogProps) {
  const [openHere, setOpenHere] = useState(false);
  const shown = open ?? openHere;
  const [success, setSuccess] = useState<string | null>(null);
  // Each opening starts without the last success, also one the caller makes.
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (shown) setSuccess(null);
  }
  const change = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    onOpenChange?.(next);
  };
  const close = useRef(change);
  close.current = change;

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => {
      close.current(false);
      void onRedeemed();
    }, GIFT_CARD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success, onRedeemed]);

  async function submit({ code, pin }: z.output<typeof giftCardSchema>) {
    if (success) return;
    try {
      const redeemed = await redeem(code, pin);
      setSuccess(redeemed.message);
    } catch (failure) {
      // 002 §8: a 500 is 'Invalid Code or PIN'; any other answer of the API is the server's (its field errors under the fields).
      if (isApiError(failure) && failure.status !== 500) throw failure;
      throw new Error(giftCardFailure(failure));
    }
  }

  return (
    <Dialog
      open={shown}
      onOpenChange={change}
      title={REDEEM_GIFT_CARD}
      description="Enter the code and PIN on the back of your gift card."
      trigger={open === undefined ? <Button variant="secondary">{REDEEM_GIFT_CARD}</Button> : undefined}
    >
      <Form className="pui-gift-form" aria-label={REDEEM_GIFT_CARD} schema={giftCardSchema} defaultValues={{ code: '', pin: '' }} onSubmit={submit}>
        <FormField name="code" label="Gift card code">
          {(control) => (
            <input
              type="text"
              className="ui-input"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={GIFT_CARD_CODE_MAX_LENGTH}
              readOnly={Boolean(success)}
              {...control}
              onChange={cleaned(cleanGiftCardCode, control.onChange)}
            />
          )}
        </FormField>
        <FormField name="pin" label="PIN">
          {(control) => (
            <input
              type="text"
              className="ui-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={GIFT_CARD_PIN_MAX_LENGTH}
              readOnly={Boolean(success)}
              {...control}
              onChange={cleaned(cleanGiftCardPin, control.onChange)}
            />
          )}
        </FormField>
        <FormAlert name={GIFT_CARD_RULE} />
        <FormAlert />
        {success && <Alert tone="success">{success}</Alert>}
        <div className="pui-gift-actions">
          <FormSubmit disabled={Boolean(success)} pendingLabel="Redeeming…">
            Redeem
          </FormSubmit>
        </div>
      </Form>
    </Dialog>
  );
}
