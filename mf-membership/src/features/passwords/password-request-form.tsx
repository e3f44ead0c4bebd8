import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { PASSWORD_REQUEST_SUCCESS, passwordRequestBody } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Form, FormAlert, FormField, FormSubmit, useToast } from '@sift/ui';
import { api } from '../../api';

/** 5 s, as 000 §8 says for this toast. */
export const PASSWORD_REQUEST_TOAST_MS = 5_000;

/** The request's one field, with the API's rules for it (password/request/). */
const passwordRequestSchema = z.object({ email: passwordRequestBody.shape.email.check(z.trim()) });

/** Password request (000 §2.5, §4.5, §5): e-mail required (submit disabled while empty), then the success toast. */
export function PasswordRequestForm() {
  const toast = useToast();
  const [sent, setSent] = useState(false);

  async function request({ email }: z.output<typeof passwordRequestSchema>) {
    await api().passwords.request(email);
    toast(PASSWORD_REQUEST_SUCCESS, { duration: PASSWORD_REQUEST_TOAST_MS, tone: 'success' });
    setSent(true);
  }

  return (
    <Form className="auth-form card mb-form" aria-label="Reset your password" schema={passwordRequestSchema} defaultValues={{ email: '' }} onSubmit={request}>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      <FormAlert />
      {sent && <Alert tone="success">{PASSWORD_REQUEST_SUCCESS}</Alert>}
      <FormSubmit size="lg" pendingLabel="Sending…" requires={['email']}>
        Send Reset Link
      </FormSubmit>
      <p>
        <Link to={href('login')}>Back to log in</Link>
      </p>
    </Form>
  );
}
