import { z } from 'zod/mini';
import { changePasswordBody, NEW_PASSWORDS_DO_NOT_MATCH, PASSWORD_MIN_8, PASSWORD_MIN_LENGTH, PROVIDE_CURRENT_PASSWORD, type User } from '@sift/contracts';
import { FormDialog, FormField, ruleIssues, useToast } from '@sift/ui';
import { api } from '../../api';

/** 002 §5: the current password, then the new one twice and at least 8 characters; the server checks the rest. */
export function passwordChangeErrors(current: string, password: string, confirm: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!current) errors.password_last = [PROVIDE_CURRENT_PASSWORD];
  if (password !== confirm) errors.confirm = [NEW_PASSWORDS_DO_NOT_MATCH];
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = [PASSWORD_MIN_8];
  return errors;
}

/** The request's fields with the API's bounds (changePasswordBody), then the rules of 002 §5. */
export const passwordChangeSchema = changePasswordBody.check(
  z.superRefine(ruleIssues(({ password_last, password, confirm }) => passwordChangeErrors(password_last, password, confirm))),
);

/**
 * Change password (002 §5, §8): the three texts of §5 and the server's message. Other sessions end (server). Opened by
 * the section's 'Change password' button, which loads it (lazy-dialogs.tsx).
 */
export function ChangePasswordDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  return (
    <FormDialog
      title="Change password"
      open={open}
      onOpenChange={onOpenChange}
      schema={passwordChangeSchema}
      defaultValues={{ password_last: '', password: '', confirm: '' }}
      onSubmit={async (values) => {
        await api().users.changePassword(user.id, values);
        toast('Your password has been changed.', { tone: 'success' });
      }}
      submitLabel="Change password"
    >
      <FormField name="password_last" label="Current password" type="password" autoComplete="current-password" />
      <FormField name="password" label="New password" type="password" autoComplete="new-password" />
      <FormField name="confirm" label="Confirm new password" type="password" autoComplete="new-password" />
    </FormDialog>
  );
}
