import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFormContext, useFormState, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { classNames } from '../class-names';
import { Field, type FieldControlProps } from '../form-field/field';

export interface FormFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'name' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  /** The field's name in the Form's values (and, unless the Form renames it, in the server's error answer). */
  name: string;
  label: string;
  /** A line of help under the label; the control is described by it. */
  hint?: ReactNode;
  /** Class of the field's wrapper; `inputClassName` styles the input itself. */
  className?: string;
  inputClassName?: string;
  /** Another control than a text input (a select, a textarea): spread what it is given on it. */
  children?: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode;
}

/**
 * A field of a Form: the UI kit's label, input and messages (the look of TextField), bound to the Form by `name`.
 * Its messages are the rule it broke or what the server said about it; it is marked invalid and described by them
 * while there are any. What was typed stays in the input through every error.
 */
export function FormField({ name, label, hint, id, className, inputClassName, type = 'text', children, ...input }: FormFieldProps) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const registration = register(name);
  return (
    <Field label={label} hint={hint} errors={fieldMessages(errors[name] as FieldError | undefined)} id={id} className={className}>
      {(wiring) =>
        children ? (
          children({ ...registration, ...wiring })
        ) : (
          <input type={type} className={classNames('ui-input', inputClassName)} {...input} {...registration} {...wiring} />
        )
      }
    </Field>
  );
}

/** Every message of a field's error: the server may give several (kept in `types`), a rule gives one. */
export function fieldMessages(error: FieldError | undefined): string[] | undefined {
  if (!error) return undefined;
  const all = error.types ? Object.values(error.types).flatMap((m) => (typeof m === 'string' ? [m] : Array.isArray(m) ? m.filter((x): x is string => typeof x === 'string') : [])) : [];
  const messages = all.length > 0 ? all : error.message ? [error.message] : [];
  return messages.length > 0 ? messages : undefined;
}
