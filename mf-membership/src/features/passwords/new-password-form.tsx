import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@sift/api-client';
import { isValidNewPassword, PASSWORDS_MUST_MATCH_8 } from '@sift/contracts';
import { Alert, Button, TextField } from '@sift/ui';
import { api } from '../../api';

/**
 * A new password with the mailed key (000 §4.3, §4.5, §5): both fields at least 8 characters and equal ('Password
 * fields must match and be at least 8 characters'); submit disabled until both are filled. `onDone` gets the token
 * the server signs the user in with.
 */
export function NewPasswordForm({
  validationKey,
  submitLabel,
  label,
  intro,
  onDone,
}: {
  validationKey: string;
  submitLabel: string;
  label: string;
  intro?: ReactNode;
  onDone: (token: string) => Promise<void> | void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidNewPassword(password, confirm)) return setError(PASSWORDS_MUST_MATCH_8);
    setError(null);
    setBusy(true);
    try {
      const { token } = await api().passwords.reset({ validation_key: validationKey, password, password_confirm: confirm });
      await onDone(token);
    } catch (failure) {
      setBusy(false);
      const fields = isApiError(failure) ? (failure.fieldErrors ?? {}) : {};
      setError(fields.password?.[0] ?? fields.validation_key?.[0] ?? (failure as Error).message);
    }
  }

  return (
    <form className="auth-form card mb-form" onSubmit={submit} noValidate aria-label={label}>
      {intro}
      <TextField label="New password" type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextField label="Confirm new password" type="password" name="password-confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" disabled={busy || !password || !confirm}>
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
