import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@sift/api-client';
import { PASSWORD_REQUEST_SUCCESS } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, TextField, useToast } from '@sift/ui';
import { api } from '../../api';

/** 5 s, as 000 §8 says for this toast. */
export const PASSWORD_REQUEST_TOAST_MS = 5_000;

/** Password request (000 §2.5, §4.5, §5): e-mail required (submit disabled while empty), then the success toast. */
export function PasswordRequestForm() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFormError(null);
    try {
      await api().passwords.request(email.trim());
      toast(PASSWORD_REQUEST_SUCCESS, { duration: PASSWORD_REQUEST_TOAST_MS, tone: 'success' });
      setSent(true);
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fieldErrors : undefined;
      if (fields?.email) setError(fields.email);
      else setFormError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form card mb-form" onSubmit={submit} noValidate aria-label="Reset your password">
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} errors={error} />
      {formError && <Alert tone="error">{formError}</Alert>}
      {sent && <Alert tone="success">{PASSWORD_REQUEST_SUCCESS}</Alert>}
      <Button type="submit" size="lg" disabled={busy || !email.trim()}>
        {busy ? 'Sending…' : 'Send Reset Link'}
      </Button>
      <p>
        <Link to={href('login')}>Back to log in</Link>
      </p>
    </form>
  );
}
