import { useEffect, useRef } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { z } from 'zod/mini';
import { CONFIRMATION_CODE_LENGTH } from '@sift/contracts';
import { CodeInput, codeCharacters, type CodeCharset, type CodeInputHandle, type CodeInputProps } from '../code-input/code-input';
import { useFormError } from './form';

export interface CodeFieldRule {
  /** Number of characters. Default CONFIRMATION_CODE_LENGTH (6). */
  length?: number;
  /** What a character may be, as the boxes take it. Default letters and digits. */
  charset?: CodeCharset;
  /** Shown under the boxes when the code breaks the rule (the form's words for an invalid code). */
  message: string;
}

/**
 * The schema of a Form whose one field is a code (`{ [name]: code }`): exactly `length` characters of `charset`, in
 * either case (the boxes keep nothing else, so the rule only guards a code set some other way).
 */
export function codeFieldSchema<TName extends string>(
  name: TName,
  { length = CONFIRMATION_CODE_LENGTH, charset = 'alphanumeric', message }: CodeFieldRule,
) {
  const code = z.string().check(z.refine((value) => value.length === length && codeCharacters(value, charset).length === length, message));
  return z.object({ [name]: code } as { [K in TName]: typeof code });
}

export interface FormCodeFieldProps extends Omit<CodeInputProps, 'name' | 'onChange' | 'onComplete' | 'error' | 'ref'> {
  /** The field's name in the Form's values (and, unless the Form renames it, in the server's error answer). */
  name: string;
  /**
   * Send a whole code given as `defaultValue` (a code in the URL, 001 §4) as soon as the field appears, through the
   * same Form submission as a typed one. A partial default code only fills its boxes.
   */
  submitDefault?: boolean;
}

/**
 * A code of one character per box (CodeInput) as a field of a Form (docs/decisions/0131-form-code-field.md): filling
 * the last box sets the field and submits the enclosing Form, so Form's one-submission-at-a-time rule and error
 * mapping apply. Under the boxes it shows the field's message or, when the field has none, the form-level message
 * of the failed submission; every failed submission (also one with the same message as the last) empties the boxes
 * and focuses the first. Disabled while the Form submits.
 */
export function FormCodeField({
  name,
  submitDefault = false,
  defaultValue = '',
  length = CONFIRMATION_CODE_LENGTH,
  charset = 'alphanumeric',
  uppercase = false,
  disabled,
  ...code
}: FormCodeFieldProps) {
  const { setValue } = useFormContext();
  const { fieldState } = useController({ name });
  const { isSubmitting, isSubmitSuccessful, submitCount } = useFormState();
  const formError = useFormError();
  const wrapper = useRef<HTMLDivElement>(null);
  const boxes = useRef<CodeInputHandle>(null);

  const message = fieldState.error?.message || formError?.message || undefined;

  // setValue, not the controller's onChange: the field is not checked again as the user types a new code after a
  // failure, so the message of the failure stays under the boxes until the next submission (as with every Form).
  const submit = (value: string) => {
    setValue(name, value);
    wrapper.current?.closest('form')?.requestSubmit();
  };

  // A whole default code is sent at once (submitDefault); any default code is the field's value from the start.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const initial = codeCharacters(defaultValue, charset, uppercase).slice(0, length).join('');
    if (!initial) return;
    if (submitDefault && initial.length === length) submit(initial);
    else setValue(name, initial);
    // Once, with the first props: a default value only fills the boxes when they appear (as CodeInput does).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every failed submission empties the boxes and focuses the first. CodeInput does so itself when its message
  // changes, but a second failure with the same message (or one batched with the clearing of the first) would not
  // change it; the count of submissions does. This runs once the submission is over, when the boxes are enabled.
  const seenSubmissions = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === seenSubmissions.current) return;
    seenSubmissions.current = submitCount;
    if (isSubmitSuccessful) return;
    setValue(name, '');
    boxes.current?.reset();
  }, [isSubmitting, isSubmitSuccessful, submitCount, name, setValue]);

  return (
    <div ref={wrapper} className="ui-form-code-field">
      <CodeInput
        {...code}
        ref={boxes}
        length={length}
        charset={charset}
        uppercase={uppercase}
        defaultValue={defaultValue}
        error={message}
        disabled={disabled || isSubmitting}
        onChange={(value) => setValue(name, value)}
        onComplete={submit}
      />
    </div>
  );
}
