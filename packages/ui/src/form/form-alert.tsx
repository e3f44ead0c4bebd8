import type { ReactNode } from 'react';
import { Alert } from '../alert/alert';
import { useFormError, type FormError } from './form';

export interface FormAlertProps {
  /** A link or button after the message, by the failure (the 'Help!' link of a 403, 000 §8). */
  action?: (error: FormError) => ReactNode;
  className?: string;
}

/** The form-level message of the last failed submission, as the UI kit's error Alert; nothing otherwise. */
export function FormAlert({ action, className }: FormAlertProps) {
  const error = useFormError();
  if (!error?.message) return null;
  return (
    <Alert tone="error" action={action?.(error)} className={className}>
      {error.message}
    </Alert>
  );
}
