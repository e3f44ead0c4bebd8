import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import { changeEmailBody, CONFIRMATION_CODE_INVALID, EMAILS_MUST_MATCH, INVALID_EMAIL, isValidEmail, PROVIDE_PASSWORD, type User } from '@sift/contracts';
import { isApiError } from '@sift/api-client';
import { refreshUser } from '@sift/app-kit';
import { Alert, Button, CodeInput, type CodeInputHandle, FormDialog, FormField, ruleIssues } from '@sift/ui';
import { api } from '../../api';

type Step = { kind: 'form' } | { kind: 'code'; email: string } | { kind: 'done'; email: string };

/** The new e-mail's rules (002 §5): filled, a valid address, the confirmation equal, the password given. */
export function emailChangeErrors(email: string, confirm: string, password: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isValidEmail(email)) errors.new_email = [INVALID_EMAIL];
  else if (email.trim().toLowerCase() !== confirm.trim().toLowerCase()) errors.confirm_email = [EMAILS_MUST_MATCH];
  if (!password) errors.password = [PROVIDE_PASSWORD];
  return errors;
}

/** The request's fields with the API's bounds (changeEmailBody), the confirmation, then the rules of 002 §5. */
export const emailChangeSchema = z
  .object({ new_email: changeEmailBody.shape.new_email.def.innerType.check(z.trim()), confirm_email: z.string(), password: changeEmailBody.shape.password })
  .check(z.superRefine(ruleIssues(({ new_email, confirm_email, password }) => emailChangeErrors(new_email, confirm_email, password))));

/**
 * Change e-mail (002 §4): the new address, its confirmation and the password; then the six-character code mailed to
 * the new address (the six boxes; an invalid code clears them); then changed. Opened by the section's 'Change email'
 * button, which loads it (lazy-dialogs.tsx).
 */
export function ChangeEmailDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [codeError, setCodeError] = useState<string | undefined>();
  // Each opening starts at the form.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep({ kind: 'form' });
      setCodeError(undefined);
    }
  }
  const [verifying, setVerifying] = useState(false);
  const codeInput = useRef<CodeInputHandle>(null);

  async function sendCode({ new_email, password }: z.output<typeof emailChangeSchema>) {
    await api().users.changeEmail({ new_email, password });
    setStep({ kind: 'code', email: new_email });
  }

  async function verify(code: string) {
    if (verifying || step.kind !== 'code') return;
    setVerifying(true);
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
      setVerifying(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change email"
      description={step.kind === 'form' ? `Your e-mail is ${user.email}.` : undefined}
      schema={emailChangeSchema}
      defaultValues={{ new_email: '', confirm_email: '', password: '' }}
      onSubmit={sendCode}
      closeOnSuccess={false}
      submitLabel="Send code"
      body={
        step.kind === 'code' ? (
          <div className="ac-form">
            <p>We sent a six-character code to {step.email}. Enter it to confirm your new e-mail.</p>
            <CodeInput ref={codeInput} label="Confirmation code" uppercase autoFocus onComplete={(code) => void verify(code)} error={codeError} />
          </div>
        ) : step.kind === 'done' ? (
          <div className="ac-form">
            <Alert tone="success">Your e-mail is now {step.email}.</Alert>
            <div className="ac-actions">
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </div>
          </div>
        ) : undefined
      }
    >
      <FormField name="new_email" label="New email" type="email" autoComplete="email" />
      <FormField name="confirm_email" label="Confirm new email" type="email" autoComplete="email" />
      <FormField name="password" label="Password" type="password" autoComplete="current-password" />
    </FormDialog>
  );
}
