import { useEffect, useRef, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useFormState, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { serverErrors } from './server-errors';

/** Where the form-level message of a failed submission is kept (react-hook-form clears root errors on submit). */
const FORM_ERROR = 'root.server';

export interface FormProps<TInput extends FieldValues, TOutput extends FieldValues>
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'defaultValue' | 'noValidate'> {
  /** The rules: a schema of @sift/contracts, or a local one built from the contracts' fields and texts. */
  schema: z.ZodMiniType<TOutput, TInput>;
  /** Every field's first value (a field missing here cannot receive the server's message). */
  defaultValues: DefaultValues<TInput>;
  /**
   * Sends the form's parsed values. Resolve when done (navigate away, or show the success); throw the API's error
   * and Form puts its messages under the fields and the rest above the submit button. A form that needs its own
   * words for a failure (a 401 on the payment page, say) throws an Error with them.
   */
  onSubmit: (values: TOutput) => Promise<unknown> | unknown;
  /** The server's field names that differ from the form's: `{ username: 'email' }`. */
  serverFields?: Readonly<Record<string, Path<TInput>>>;
  /** A form-level message to show from the start (e.g. why a social login came back here). */
  initialError?: string | null;
  /**
   * When a field's rule is first checked: on submit (every form of the site so far), or when the field loses focus.
   * After a submission a field is checked again as it changes, so a fixed field loses its message at once.
   */
  validateOn?: 'submit' | 'blur';
  children: ReactNode;
}

/**
 * The one form of the site (docs/decisions/0123-one-form-idiom.md): react-hook-form with the zod resolver. It keeps
 * what was typed through every error, runs one submission at a time (a second submit while one is in flight is
 * ignored; `FormSubmit` is disabled meanwhile), and maps a failed submission's answer onto the fields and one
 * form-level message (`FormAlert`, `useFormError`) in one place (`serverErrors`).
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues = TInput>({
  schema,
  defaultValues,
  onSubmit,
  serverFields,
  initialError,
  validateOn = 'submit',
  children,
  ...form
}: FormProps<TInput, TOutput>) {
  const methods = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: validateOn === 'blur' ? 'onTouched' : 'onSubmit',
    reValidateMode: 'onChange',
  });
  const inFlight = useRef(false);
  const { setError } = methods;

  useEffect(() => {
    if (initialError) setError(FORM_ERROR, { type: 'initial', message: initialError });
  }, [initialError, setError]);

  const send = methods.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      const found = serverErrors(failure, Object.keys(defaultValues ?? {}), serverFields);
      for (const [name, messages] of Object.entries(found.fields)) {
        setError(
          name as Path<TInput>,
          { type: 'server', message: messages[0], types: Object.fromEntries(messages.map((m, i) => [`server-${i}`, m])) },
          { shouldFocus: false },
        );
      }
      if (found.form !== undefined || found.status !== undefined) {
        setError(FORM_ERROR, { type: found.status === undefined ? 'server' : String(found.status), message: found.form ?? '' });
      }
    }
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await send(event);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <FormProvider {...methods}>
      <form {...form} noValidate onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

export interface FormError {
  /** The form-level message; empty when every message of the answer found its field. */
  message: string;
  /** The HTTP status of the failed submission, when the API answered. */
  status: number | undefined;
}

/** The form-level outcome of the last failed submission, or undefined (inside a Form). */
export function useFormError(): FormError | undefined {
  const { errors } = useFormState();
  const error = errors.root?.server;
  if (!error) return undefined;
  const status = typeof error.type === 'string' && /^\d+$/.test(error.type) ? Number(error.type) : undefined;
  return { message: error.message ?? '', status };
}
