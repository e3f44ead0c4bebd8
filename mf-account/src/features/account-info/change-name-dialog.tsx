import { changeNameBody, type User } from '@sift/contracts';
import { refreshUser } from '@sift/app-kit';
import { FormDialog, FormField } from '@sift/ui';
import { api } from '../../api';

/**
 * Change name (002 §2.3, §5): first and last name, the API's bounds (changeNameBody); the server's message shows in the
 * form. Opened by the section's 'Change name' button, which loads it (lazy-dialogs.tsx).
 */
export function ChangeNameDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  async function save(values: { first_name: string; last_name?: string }) {
    await api().users.changeName({ first_name: values.first_name, last_name: values.last_name ?? '' });
    await refreshUser();
  }

  return (
    <FormDialog
      title="Change name"
      open={open}
      onOpenChange={onOpenChange}
      schema={changeNameBody}
      defaultValues={{ first_name: user.first_name, last_name: user.last_name }}
      onSubmit={save}
    >
      <FormField name="first_name" label="First name" autoComplete="given-name" />
      <FormField name="last_name" label="Last name" autoComplete="family-name" />
    </FormDialog>
  );
}
