import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Messages shown under the field (the server's field errors or the form's own rule). */
  errors?: readonly string[];
}

/** A labelled input with its errors beneath it: how every form in the site shows a field. */
export function TextField({ label, errors, ...input }: TextFieldProps) {
  return (
    <label>
      {label}
      <input {...input} aria-invalid={errors?.length ? true : undefined} />
      {errors?.map((message) => (
        <span key={message} className="field-error">
          {message}
        </span>
      ))}
    </label>
  );
}
