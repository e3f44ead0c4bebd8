import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Alert } from '../alert/alert';
import { useFormError, type FormError } from './form';

export interface FormAlertProps {
  /**
   * The name a schema puts a rule about the whole form under (no field has it: 002 §5's 'Please provide all required
   * fields.'): show that rule's message after a submission that broke it, instead of the server's form-level message.
   */
  name?: string;
  /** A link or button after the server's message, by the failure (the 'Help!' link of a 403, 000 §8). */
  action?: (error: FormError) => ReactNode;
  className?: string;
}

/**
 * The form-level message of the last failed submission, as the UI kit's error Alert; with `name`, the message of that
 * rule about the whole form (docs/decisions/0126); nothing otherwise. Inside a Form.
 */
export function FormAlert({ name, action, className }: FormAlertProps) {
  const error = useFormError();
  const { errors } = useFormState({ name: name ?? 'root' });
  if (name !== undefined) {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? (
      <Alert tone="error" className={className}>
        {message}
      </Alert>
    ) : null;
  }
  if (!error?.message) return null;
  return (
    <Alert tone="error" action={action?.(error)} className={className}>
      {error.message}
    </Alert>
  );
}
