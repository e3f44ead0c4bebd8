import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { SelectOptions, type SelectOption } from '../form-field/select-field';
import { FormField } from './form-field';

export interface FormSelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  /** The field's name in the Form's values. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. 'Choose a device'): selected while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
}

/** A select bound to the surrounding Form by `name`: FormField with the look of SelectField. */
export function FormSelect({ name, label, options, placeholder, hint, ...select }: FormSelectProps) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {(control) => (
        <select className="ui-input ui-select" {...select} {...control}>
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
      )}
    </FormField>
  );
}

export interface FormTextAreaProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** A textarea bound to the surrounding Form by `name`: FormField with the look of TextAreaField. */
export function FormTextArea({ name, label, hint, ...textArea }: FormTextAreaProps) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {(control) => <textarea className="ui-input ui-textarea" {...textArea} {...control} />}
    </FormField>
  );
}
