import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { isValidNewPassword, passwordResetBody, PASSWORDS_MUST_MATCH_8 } from '@sift/contracts';
import { Form, FormAlert, FormField, FormSubmit } from '@sift/ui';
import { api } from '../../api';

/** Both fields with the API's rules for them (password/reset/), then 000 §5: equal and at least 8 characters. */
export const newPasswordSchema = z
  .object({ password: passwordResetBody.shape.password, passwordConfirm: passwordResetBody.shape.password_confirm })
  .check(z.refine(({ password, passwordConfirm }) => isValidNewPassword(password, passwordConfirm), {
    message: PASSWORDS_MUST_MATCH_8,
    path: ['passwordConfirm'],
  }));

/**
 * A new password with the mailed key (000 §4.3, §4.5, §5): both fields at least 8 characters and equal ('Password
 * fields must match and be at least 8 characters'); submit disabled until both are filled. `onDone` gets the token
 * the server signs the user in with. A used or expired key is the server's `validation_key` message, shown for the
 * whole form.
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
  async function reset({ password, passwordConfirm }: z.output<typeof newPasswordSchema>) {
    const { token } = await api().passwords.reset({ validation_key: validationKey, password, password_confirm: passwordConfirm });
    await onDone(token);
  }

  return (
    <Form
      className="auth-form card mb-form"
      aria-label={label}
      schema={newPasswordSchema}
      defaultValues={{ password: '', passwordConfirm: '' }}
      serverFields={{ password_confirm: 'passwordConfirm' }}
      onSubmit={reset}
    >
      {intro}
      <FormField name="password" label="New password" type="password" autoComplete="new-password" />
      <FormField name="passwordConfirm" label="Confirm new password" type="password" autoComplete="new-password" />
      <FormAlert />
      <FormSubmit size="lg" pendingLabel="Saving…" requires={['password', 'passwordConfirm']}>
        {submitLabel}
      </FormSubmit>
    </Form>
  );
}
