import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** What Field hands its control: spread it on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** A line of help under the label; the control is described by it. */
  hint?: ReactNode;
  /** Messages shown under the control (the server's field errors or the form's own rule). */
  errors?: readonly string[];
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control and its messages, wired together: the label names the control, the hint and the errors
 * describe it, and it is marked invalid while there are errors. Errors sit in a polite live region, so a message
 * that arrives after submitting is read out even though focus did not move.
 */
export function Field({ label, hint, errors, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-errors`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('ui-field', invalid && 'ui-field--invalid', className)}>
      <label htmlFor={controlId} className="ui-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid ? true : undefined })}
      <div id={errorId} className="ui-field__errors" aria-live="polite">
        {errors?.map((message) => (
          <p key={message} className="ui-field__error">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
