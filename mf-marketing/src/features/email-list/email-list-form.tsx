import { useRef, useState, type FormEvent } from 'react';
import {
  CONFIRMATION_CODE_INVALID,
  EMAIL_LIST_ERROR,
  INVALID_EMAIL,
  isValidEmail,
  normaliseConfirmationCode,
} from '@sift/contracts';
import { isApiError } from '@sift/api-client';
import { Alert, Button, CodeInput, DialogClose, TextField, type CodeInputHandle } from '@sift/ui';
import { api } from '../../api';

export type EmailListStep = 'form' | 'code' | 'confirmed';

/** 000 §8: the server's message, or the e-mail list's own words when it has none. */
const messageOf = (error: unknown) => (isApiError(error) && error.message ? error.message : EMAIL_LIST_ERROR);

/**
 * 000 §4.1: the e-mail list sign-up. The form; on a 409 the six-box code step; then confirmed. A direct success goes
 * to confirmed. What the visitor typed stays in the field after any error.
 */
export function EmailListForm({ onStepChange }: { onStepChange?: (step: EmailListStep) => void }) {
  const [step, setStepState] = useState<EmailListStep>('form');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<CodeInputHandle>(null);

  const setStep = (next: EmailListStep) => {
    setStepState(next);
    onStepChange?.(next);
  };

  async function join(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!isValidEmail(email)) {
      setEmailError(INVALID_EMAIL);
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      const result = await api().newsletter.join(email.trim());
      setStep(result === 'joined' ? 'confirmed' : 'code');
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors?.email?.[0] : undefined;
      if (field) setEmailError(field);
      else setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(raw: string) {
    setBusy(true);
    setCodeError(undefined);
    try {
      await api().newsletter.confirm(email.trim(), normaliseConfirmationCode(raw));
      setStep('confirmed');
    } catch (error) {
      // 000 §8: an invalid code says so and empties the boxes; anything else says what the server said.
      const invalid = isApiError(error) && error.status === 400 && Boolean(error.fieldErrors?.code);
      setCodeError(invalid ? CONFIRMATION_CODE_INVALID : messageOf(error));
      codeInput.current?.reset();
    } finally {
      setBusy(false);
    }
  }

  if (step === 'confirmed') {
    return (
      <div className="mk-email-list" data-step="confirmed">
        <p className="mk-email-list__done" role="status">
          You are on the list. Look out for new filtered titles and offers in your inbox.
        </p>
        <DialogClose>
          <Button>Done</Button>
        </DialogClose>
      </div>
    );
  }

  if (step === 'code') {
    return (
      <div className="mk-email-list" data-step="code">
        <CodeInput
          ref={codeInput}
          label="Confirmation code"
          hint={`We sent a six-character code to ${email.trim()}.`}
          error={codeError}
          onComplete={(code) => void confirm(code)}
          disabled={busy}
          autoFocus
        />
      </div>
    );
  }

  return (
    <form className="mk-email-list" data-step="form" onSubmit={join} noValidate>
      <TextField
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={emailError ? [emailError] : undefined}
        required
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" disabled={busy}>
        Join the list
      </Button>
    </form>
  );
}
