import { useRef, useState, type FormEvent } from 'react';
import { CONFIRMATION_CODE_INVALID, EMAILS_MUST_MATCH, INVALID_EMAIL, isValidEmail, PROVIDE_PASSWORD, type User } from '@sift/contracts';
import { isApiError } from '@sift/api-client';
import { refreshUser } from '@sift/app-kit';
import { Alert, Button, CodeInput, Dialog, TextField, type CodeInputHandle } from '@sift/ui';
import { api } from '../../api';
import { formErrors } from '../shared/api-errors';

type Step = { kind: 'form' } | { kind: 'code'; email: string } | { kind: 'done'; email: string };

/** The new e-mail's rules (002 §5): filled, a valid address, the confirmation equal, the password given. */
export function emailChangeErrors(email: string, confirm: string, password: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isValidEmail(email)) errors.new_email = [INVALID_EMAIL];
  else if (email.trim().toLowerCase() !== confirm.trim().toLowerCase()) errors.confirm_email = [EMAILS_MUST_MATCH];
  if (!password) errors.password = [PROVIDE_PASSWORD];
  return errors;
}

/**
 * Change e-mail (002 §4): the new address, its confirmation and the password; then the six-character code mailed to
 * the new address (the six boxes; an invalid code clears them); then changed.
 */
export function ChangeEmailDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ fields: Record<string, string[]>; form: string | null }>({ fields: {}, form: null });
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<CodeInputHandle>(null);

  function reset() {
    setStep({ kind: 'form' });
    setEmail('');
    setConfirm('');
    setPassword('');
    setErrors({ fields: {}, form: null });
    setCodeError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailChangeErrors(email, confirm, password);
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api().users.changeEmail({ new_email: email.trim(), password });
      setStep({ kind: 'code', email: email.trim() });
    } catch (failure) {
      setErrors(formErrors(failure, ['new_email', 'password']));
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    if (busy || step.kind !== 'code') return;
    setBusy(true);
    setCodeError(undefined);
    try {
      await api().users.verifyEmailChange(code);
      await refreshUser();
      setStep({ kind: 'done', email: step.email });
    } catch (failure) {
      const message = isApiError(failure) && failure.fieldErrors?.code ? failure.fieldErrors.code[0] : (failure as Error).message || CONFIRMATION_CODE_INVALID;
      setCodeError(message);
      // The boxes are cleared and focus returns to the first (002 §8), also when the message is the same as before.
      codeInput.current?.reset();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset();
      }}
      title="Change email"
      description={step.kind === 'form' ? `Your e-mail is ${user.email}.` : undefined}
      trigger={<Button variant="link">Change email</Button>}
    >
      {step.kind === 'form' && (
        <form className="ac-form" aria-label="Change email" noValidate onSubmit={(event) => void submit(event)}>
          <TextField label="New email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.fields.new_email} />
          <TextField label="Confirm new email" type="email" autoComplete="email" value={confirm} onChange={(e) => setConfirm(e.target.value)} errors={errors.fields.confirm_email} />
          <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} errors={errors.fields.password} />
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <div className="ac-actions">
            <Button type="submit" disabled={busy}>
              Send code
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'code' && (
        <div className="ac-form">
          <p>We sent a six-character code to {step.email}. Enter it to confirm your new e-mail.</p>
          <CodeInput ref={codeInput} label="Confirmation code" uppercase autoFocus onComplete={(code) => void verify(code)} error={codeError} />
        </div>
      )}
      {step.kind === 'done' && (
        <div className="ac-form">
          <Alert tone="success">Your e-mail is now {step.email}.</Alert>
          <div className="ac-actions">
            <Button onClick={() => setOpen(false)}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
