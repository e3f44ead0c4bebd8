import { useState, type FormEvent } from 'react';
import type { User } from '@sift/contracts';
import { refreshUser } from '@sift/app-kit';
import { Alert, Button, Dialog, TextField } from '@sift/ui';
import { api } from '../../api';
import { formErrors } from '../shared/api-errors';

/** Change name (002 §2.3, §5): first and last name; the server's message shows in the form. */
export function ChangeNameDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [first, setFirst] = useState(user.first_name);
  const [last, setLast] = useState(user.last_name);
  const [errors, setErrors] = useState<{ fields: Record<string, string[]>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api().users.changeName({ first_name: first, last_name: last });
      await refreshUser();
      setOpen(false);
    } catch (failure) {
      setErrors(formErrors(failure, ['first_name', 'last_name']));
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
          setFirst(user.first_name);
          setLast(user.last_name);
          setErrors({ fields: {}, form: null });
        }
      }}
      title="Change name"
      trigger={<Button variant="link">Change name</Button>}
    >
      <form className="ac-form" aria-label="Change name" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label="First name" autoComplete="given-name" value={first} onChange={(e) => setFirst(e.target.value)} errors={errors.fields.first_name} />
        <TextField label="Last name" autoComplete="family-name" value={last} onChange={(e) => setLast(e.target.value)} errors={errors.fields.last_name} />
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <div className="ac-actions">
          <Button type="submit" disabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
