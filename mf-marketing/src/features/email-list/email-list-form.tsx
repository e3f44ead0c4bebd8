import { useState } from 'react';
import { z } from 'zod/mini';
import {
  CONFIRMATION_CODE_INVALID,
  CONFIRMATION_CODE_LENGTH,
  EMAIL_LIST_ERROR,
  INVALID_EMAIL,
  isValidEmail,
  newsletterJoinBody,
  normaliseConfirmationCode,
} from '@sift/contracts';
import { isApiError } from '@sift/api-client';
import { Button, codeFieldSchema, DialogClose, Form, FormAlert, FormCodeField, FormField, FormSubmit } from '@sift/ui';
import { api } from '../../api';

export type EmailListStep = 'form' | 'code' | 'confirmed';

/** 000 §8: the server's message, or the e-mail list's own words when it has none. */
const messageOf = (error: unknown) => (isApiError(error) && error.message ? error.message : EMAIL_LIST_ERROR);

/** The address (POST users/join-email-newsletter/'s bounds), valid by 000 §5's pattern; sent trimmed. */
const emailListSchema = z.extend(newsletterJoinBody, { email: newsletterJoinBody.shape.email.check(z.trim(), z.refine(isValidEmail, INVALID_EMAIL)) });

/** The code of the code step (000 §4.1): six letters or digits, as users/confirm-email-newsletter/ takes it. */
const codeSchema = codeFieldSchema('code', { length: CONFIRMATION_CODE_LENGTH, charset: 'alphanumeric', message: CONFIRMATION_CODE_INVALID });

/**
 * 000 §4.1: the e-mail list sign-up. The form; on a 409 the six-box code step; then confirmed. A direct success goes
 * to confirmed. What the visitor typed stays in the field after any error.
 */
export function EmailListForm({ onStepChange }: { onStepChange?: (step: EmailListStep) => void }) {
  const [step, setStepState] = useState<EmailListStep>('form');
  // The address the list was joined with: the code step confirms it.
  const [email, setEmail] = useState('');

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

  async function confirm(values: { code: string }) {
    try {
      await api().newsletter.confirm(email, normaliseConfirmationCode(values.code));
      setStep('confirmed');
    } catch (error) {
      // 000 §8: an invalid code says so under the boxes (the server's message about `code`), which empty
      // (FormCodeField); anything else says what the server said, or the list's own words.
      if (isApiError(error) && error.status === 400 && error.fieldErrors?.code?.length) throw error;
      throw new Error(messageOf(error));
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
      <Form className="mk-email-list" data-step="code" schema={codeSchema} defaultValues={{ code: '' }} onSubmit={confirm}>
        <FormCodeField name="code" label="Confirmation code" hint={`We sent a six-character code to ${email}.`} autoFocus />
      </Form>
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
