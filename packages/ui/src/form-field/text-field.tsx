import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import { Field } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  /** Messages shown under the field (the server's field errors or the form's own rule). */
  errors?: readonly string[];
  hint?: ReactNode;
  /** Class of the field's wrapper; `inputClassName` styles the input itself. */
  className?: string;
  inputClassName?: string;
}

/** A labelled input with its errors beneath it: how every form in the site shows a text, e-mail or password field. */
export function TextField({ label, errors, hint, id, className, inputClassName, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint} id={id} className={className}>
      {(control) => <input type={type} className={classNames('ui-input', inputClassName)} {...input} {...control} />}
    </Field>
  );
}
