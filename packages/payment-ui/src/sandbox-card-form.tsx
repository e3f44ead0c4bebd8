import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PaymentSandboxResource } from '@sift/api-client';
import { Button, Dialog, TextField } from '@sift/ui';
import type { BillingDetails, CardEntryHandle } from './card-entry';

/** The sandbox provider's browser-facing calls (the caller's API client: `api().paymentSandbox`). */
export type CardSandbox = Pick<PaymentSandboxResource, 'createPaymentMethod' | 'authenticate'>;

/** MM/YY or MM/YYYY -> month and year; null when it is not a date. */
export function parseExpiry(raw: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** 4242424242424242 -> '4242 4242 4242 4242' while typing. */
export const groupCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

interface Challenge {
  resolve: () => void;
  reject: (error: Error) => void;
  intentId: string;
  clientSecret: string;
}

/**
 * The sandbox provider's card form: behaves like Stripe's test cards (4242 4242 4242 4242 succeeds, 4000 0000 0000
 * 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure). The card goes to the sandbox provider, never to our
 * own calls; the page gets a token, as with Stripe Elements.
 */
export function SandboxCardForm({ ref, sandbox, disabled }: { ref?: Ref<CardEntryHandle>; sandbox: CardSandbox; disabled?: boolean }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [answering, setAnswering] = useState(false);
  const challengeRef = useRef<Challenge | null>(null);

  useImperativeHandle(ref, () => ({
    async createToken(billing: BillingDetails) {
      const date = parseExpiry(expiry);
      const pm = await sandbox.createPaymentMethod({
        number: number.replace(/\s/g, ''),
        exp_month: date?.month ?? 0,
        exp_year: date?.year ?? 0,
        cvc: cvc.trim(),
        name: billing.name,
        address_zip: billing.address_zip,
        address_country: billing.address_country,
      });
      return pm.id;
    },
    confirm(payment) {
      return new Promise<void>((resolve, reject) => {
        const next = { resolve, reject, intentId: payment.intent_id, clientSecret: payment.client_secret ?? '' };
        challengeRef.current = next;
        setChallenge(next);
      });
    },
  }));

  async function answer(outcome: 'complete' | 'fail') {
    const current = challengeRef.current;
    if (!current) return;
    setAnswering(true);
    try {
      const result = await sandbox.authenticate(current.intentId, current.clientSecret, outcome);
      if (result.status === 'succeeded') current.resolve();
      else current.reject(new Error(result.error_message ?? 'The payment was not authenticated.'));
    } catch (error) {
      current.reject(error as Error);
    } finally {
      challengeRef.current = null;
      setChallenge(null);
      setAnswering(false);
    }
  }

  return (
    <fieldset className="pui-card-form" disabled={disabled}>
      <legend className="pui-legend">Card</legend>
      <TextField
        label="Card number"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(e) => setNumber(groupCardNumber(e.target.value))}
        hint="Sandbox payments: use a test card, e.g. 4242 4242 4242 4242."
      />
      <div className="pui-row">
        <TextField label="Expiry (MM/YY)" name="exp-date" autoComplete="cc-exp" placeholder="MM/YY" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        <TextField label="CVC" name="cvc" inputMode="numeric" autoComplete="cc-csc" value={cvc} onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))} />
      </div>
      <Dialog
        open={challenge !== null}
        dismissible={false}
        title="Confirm this payment"
        description="Your bank asks you to confirm this payment (3-D Secure test page of the sandbox provider)."
        footer={
          <>
            <Button variant="secondary" disabled={answering} onClick={() => void answer('fail')}>
              Fail authentication
            </Button>
            <Button disabled={answering} onClick={() => void answer('complete')}>
              Complete authentication
            </Button>
          </>
        }
      />
    </fieldset>
  );
}
