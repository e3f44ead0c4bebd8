import { useEffect, useState, type FormEvent } from 'react';
import { GIFT_CARD_CODE_MAX_LENGTH, GIFT_CARD_PIN_MAX_LENGTH, GIFT_CARD_SUCCESS_MS, REDEEM_GIFT_CARD } from '@sift/contracts';
import { Alert, Button, Dialog, TextField } from '@sift/ui';
import { cleanGiftCardCode, cleanGiftCardPin, giftCardErrors, giftCardFailure } from './gift-card-rules';

export interface GiftCardDialogProps {
  /** Redeems the card (POST runa-gift-card/{code}/redeem/ through the caller's API client); answers its message. */
  redeem: (code: string, pin: string) => Promise<{ message: string }>;
  /** After the success message has shown: refresh the balance (and whatever depends on it). */
  onRedeemed: () => Promise<void> | void;
}

/**
 * Redeem Gift Card (002 §2.3, §3, §5, §8), on the account page and the payment page: code (up to 16, sent
 * uppercased) and PIN (up to 4 digits). On success the message shows for 2 s, then the modal closes and the balance
 * refreshes.
 */
export function GiftCardDialog({ redeem, onRedeemed }: GiftCardDialogProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => {
      setOpen(false);
      void onRedeemed();
    }, GIFT_CARD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success, onRedeemed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || success) return;
    const problem = giftCardErrors(code, pin);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const redeemed = await redeem(code, pin);
      setSuccess(redeemed.message);
    } catch (failure) {
      setError(giftCardFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setCode('');
          setPin('');
          setError(null);
          setSuccess(null);
        }
      }}
      title={REDEEM_GIFT_CARD}
      description="Enter the code and PIN on the back of your gift card."
      trigger={<Button variant="secondary">{REDEEM_GIFT_CARD}</Button>}
    >
      <form className="pui-gift-form" aria-label={REDEEM_GIFT_CARD} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Gift card code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={GIFT_CARD_CODE_MAX_LENGTH}
          value={code}
          onChange={(e) => setCode(cleanGiftCardCode(e.target.value))}
          readOnly={Boolean(success)}
        />
        <TextField
          label="PIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={GIFT_CARD_PIN_MAX_LENGTH}
          value={pin}
          onChange={(e) => setPin(cleanGiftCardPin(e.target.value))}
          readOnly={Boolean(success)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
        <div className="pui-gift-actions">
          <Button type="submit" disabled={busy || Boolean(success)}>
            {busy ? 'Redeeming…' : 'Redeem'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
