import type { ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Button, type ButtonProps } from '../button/button';

export interface FormSubmitProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  /** The label while the submission is in flight ('Logging in…'). */
  pendingLabel?: ReactNode;
  /** Disabled until each of these fields holds more than blanks (000 §5: 'disabled until both are filled'). */
  requires?: readonly string[];
}

/** The Form's submit button: disabled while its submission is in flight, so a double click sends once. */
export function FormSubmit({ children, pendingLabel, requires = [], disabled, ...button }: FormSubmitProps) {
  const { isSubmitting } = useFormState();
  const watched: unknown = useWatch({ name: [...requires], disabled: requires.length === 0 });
  const missing = requires.length > 0 && Array.isArray(watched) && watched.some((value) => typeof value !== 'string' || !value.trim());
  return (
    <Button type="submit" disabled={disabled || isSubmitting || missing} {...button}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
