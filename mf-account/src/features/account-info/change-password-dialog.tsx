import { useState, type FormEvent } from 'react';
import { NEW_PASSWORDS_DO_NOT_MATCH, PASSWORD_MIN_8, PASSWORD_MIN_LENGTH, PROVIDE_CURRENT_PASSWORD, type User } from '@sift/contracts';
import { Alert, Button, Dialog, TextField, useToast } from '@sift/ui';
import { api } from '../../api';
import { formErrors } from '../shared/api-errors';

/** 002 §5: the current password, then the new one twice and at least 8 characters; the server checks the rest. */
export function passwordChangeErrors(current: string, password: string, confirm: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!current) errors.password_last = [PROVIDE_CURRENT_PASSWORD];
  if (password !== confirm) errors.confirm = [NEW_PASSWORDS_DO_NOT_MATCH];
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = [PASSWORD_MIN_8];
  return errors;
}

/** Change password (002 §5, §8): the three texts of §5 and the server's message. Other sessions end (server). */
export function ChangePasswordDialog({ user }: { user: User }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ fields: Record<string, string[]>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordChangeErrors(current, password, confirm);
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api().users.changePassword(user.id, { password_last: current, password, confirm });
      setOpen(false);
      toast('Your password has been changed.', { tone: 'success' });
    } catch (failure) {
      setErrors(formErrors(failure, ['password_last', 'password', 'confirm']));
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
          setCurrent('');
          setPassword('');
          setConfirm('');
          setErrors({ fields: {}, form: null });
        }
      }}
      title="Change password"
      trigger={<Button variant="link">Change password</Button>}
    >
      <form className="ac-form" aria-label="Change password" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label="Current password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} errors={errors.fields.password_last} />
        <TextField label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} errors={errors.fields.password} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} errors={errors.fields.confirm} />
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <div className="ac-actions">
          <Button type="submit" disabled={busy}>
            Change password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
