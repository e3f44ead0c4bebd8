import { useRef, useState } from 'react';
import {
  CONFIRMATION_CODE_INVALID,
  EMAIL_LIST_ERROR,
  INVALID_EMAIL,
  isValidEmail,
  newsletterJoinBody,
  normaliseConfirmationCode,
} from '@sift/contracts';
import { isApiError } from '@sift/api-client';
import { Button, CodeInput, DialogClose, Form, FormAlert, FormField, FormSubmit, type CodeInputHandle } from '@sift/ui';
import { api } from '../../api';

export type EmailListStep = 'form' | 'code' | 'confirmed';

/** 000 §8: the server's message, or the e-mail list's own words when it has none. */
const messageOf = (error: unknown) => (isApiError(error) && error.message ? error.message : EMAIL_LIST_ERROR);

/** The address (POST users/join-email-newsletter/'s bounds), valid by 000 §5's pattern; sent trimmed. */
const emailListSchema = newsletterJoinBody.extend({ email: newsletterJoinBody.shape.email.trim().refine(isValidEmail, INVALID_EMAIL) });

/**
 * 000 §4.1: the e-mail list sign-up. The form; on a 409 the six-box code step; then confirmed. A direct success goes
 * to confirmed. What the visitor typed stays in the field after any error.
 */
export function EmailListForm({ onStepChange }: { onStepChange?: (step: EmailListStep) => void }) {
  const [step, setStepState] = useState<EmailListStep>('form');
  // The address the list was joined with: the code step confirms it.
  const [email, setEmail] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<CodeInputHandle>(null);

  const setStep = (next: EmailListStep) => {
    setStepState(next);
    onStepChange?.(next);
  };

  async function join(values: { email: string }) {
    try {
      const result = await api().newsletter.join(values.email);
      setEmail(values.email);
      setStep(result === 'joined' ? 'confirmed' : 'code');
    } catch (error) {
      // The address's own message goes under it (Form); anything else is the server's words, or the list's (000 §8).
      if (isApiError(error) && error.fieldErrors?.email?.length) throw error;
      throw new Error(messageOf(error));
    }
  }

  async function confirm(raw: string) {
    setBusy(true);
    setCodeError(undefined);
    try {
      await api().newsletter.confirm(email, normaliseConfirmationCode(raw));
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
          hint={`We sent a six-character code to ${email}.`}
          error={codeError}
          onComplete={(code) => void confirm(code)}
          disabled={busy}
          autoFocus
        />
      </div>
    );
  }

  return (
    <Form className="mk-email-list" data-step="form" schema={emailListSchema} defaultValues={{ email: '' }} onSubmit={join}>
      <FormField name="email" label="Email address" type="email" autoComplete="email" required />
      <FormAlert />
      <FormSubmit>Join the list</FormSubmit>
    </Form>
  );
}
