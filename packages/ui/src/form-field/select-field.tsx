import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. "Choose a service"): selected while nothing is chosen. */
  placeholder?: string;
  errors?: readonly string[];
  hint?: ReactNode;
  className?: string;
  selectClassName?: string;
}

/** A labelled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function SelectField({
  label,
  options,
  placeholder,
  errors,
  hint,
  id,
  className,
  selectClassName,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint} id={id} className={className}>
      {(control) => (
        <select className={classNames('ui-input', 'ui-select', selectClassName)} {...select} {...control}>
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
      )}
    </Field>
  );
}

/** A select's options, after an empty first choice when there is a placeholder (SelectField and FormSelect). */
export function SelectOptions({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </>
  );
}
