import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import { Field } from './field';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: string;
  errors?: readonly string[];
  hint?: ReactNode;
  className?: string;
  textAreaClassName?: string;
}

/** A labelled multi-line input (e.g. the cancel flow's explanation, CANCEL_EXPLANATION_MAX_LENGTH). */
export function TextAreaField({ label, errors, hint, id, className, textAreaClassName, ...textArea }: TextAreaFieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint} id={id} className={className}>
      {(control) => <textarea className={classNames('ui-input', 'ui-textarea', textAreaClassName)} {...textArea} {...control} />}
    </Field>
  );
}
