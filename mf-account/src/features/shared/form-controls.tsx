import type { ReactNode } from 'react';
import { FormField } from '@sift/ui';

/**
 * The UI kit's FormField with a select (the look of SelectField) or a textarea (TextAreaField) for its control: the
 * account's forms bound to a Form (docs/decisions/0123) pick a device, a day or a time, and describe a problem.
 */
export function FormSelect({
  name,
  label,
  options,
  placeholder,
  hint,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice: selected while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
}) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {(control) => (
        <select className="ui-input ui-select" {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function FormTextArea({ name, label, maxLength, hint }: { name: string; label: string; maxLength?: number; hint?: ReactNode }) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {(control) => <textarea className="ui-input ui-textarea" maxLength={maxLength} {...control} />}
    </FormField>
  );
}
