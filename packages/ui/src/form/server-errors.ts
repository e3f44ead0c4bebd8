/**
 * What a failed submission says, sorted for a form: the messages that belong under one of its fields, and the one
 * message for the form itself. This is the only place the site reads the API's error answers for a form
 * (docs/decisions/0123-one-form-idiom.md).
 *
 * The answer shapes (000 §7, as the API client's ApiError carries them): `{field: [messages]}` (ApiError.fieldErrors),
 * `{non_field_errors: [messages]}`, `{detail: 'message'}` (already ApiError.message). The UI kit may not import the
 * API client, so the error is read by its shape: `status`, `fieldErrors` and `message`.
 */
export interface ServerErrors {
  /** Messages per form field (after `serverFields` renamed the server's names). */
  fields: Record<string, string[]>;
  /** The form-level message; undefined when every message found its field. */
  form: string | undefined;
  /** The HTTP status when the error came from the API (a 403 may add a help link, say). */
  status: number | undefined;
}

/** Keys of an error answer that never name a field. */
const FORM_LEVEL_KEYS = new Set(['non_field_errors', 'detail']);

/** Used only when a failure carries no words at all. */
export const FORM_FALLBACK_ERROR = 'An error occurred. Please try again later.';

/**
 * Sorts `error` for a form whose fields are `fieldNames`. `serverFields` renames the server's field names to the
 * form's (`{ username: 'email' }`). A message for a field the form does not have joins the form-level message, so
 * nothing the server said is dropped. Without any field message the form-level message is the error's own message
 * (for an ApiError, the text 000 §8 gives for its status, or the server's words).
 */
export function serverErrors(
  error: unknown,
  fieldNames: readonly string[],
  serverFields: Readonly<Record<string, string>> = {},
): ServerErrors {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    fieldErrors?: unknown;
    message?: unknown;
  };
  const status = typeof shape.status === 'number' ? shape.status : undefined;
  const fields: Record<string, string[]> = {};
  const formMessages: string[] = [];
  for (const [key, messages] of Object.entries(messagesByKey(shape.fieldErrors))) {
    const name = serverFields[key] ?? key;
    if (!FORM_LEVEL_KEYS.has(key) && fieldNames.includes(name)) fields[name] = [...(fields[name] ?? []), ...messages];
    else formMessages.push(...messages);
  }
  const own = typeof shape.message === 'string' && shape.message ? shape.message : FORM_FALLBACK_ERROR;
  const form = formMessages.length > 0 ? formMessages.join(' ') : Object.keys(fields).length > 0 ? undefined : own;
  return { fields, form, status };
}

function messagesByKey(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const found: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages) && messages.every((m) => typeof m === 'string') && messages.length > 0) found[key] = messages;
  }
  return found;
}
