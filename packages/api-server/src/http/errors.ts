/** Error answers (000 §7): field errors as {field: [message]} with 400, others as {detail: message}. */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { FIELD_REQUIRED, NOT_FOUND, NUL_NOT_ALLOWED, PASSWORD_TOO_LONG } from '@sift/contracts';

/** Messages that name what is wrong with the input itself: they win over a route's message for the field. */
const INPUT_MESSAGES = new Set([NUL_NOT_ALLOWED, PASSWORD_TOO_LONG]);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

/** A request part (body, querystring, params) that failed its zod schema; the error handler shapes the answer. */
export class InputError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`invalid ${part}`);
  }
}

export const detailError = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  new ApiError(status, { detail, ...extra });

export const fieldErrors = (errors: Record<string, string[]>, extra: Record<string, unknown> = {}) =>
  new ApiError(400, { ...errors, ...extra });

export const fieldError = (field: string, message: string, extra: Record<string, unknown> = {}) =>
  fieldErrors({ [field]: [message] }, extra);

export const requiredField = (field: string) => fieldError(field, FIELD_REQUIRED);

/** Another account's resource answers exactly like a missing one. */
export const notFound = () => detailError(404, NOT_FOUND);

/**
 * The answer for a request part that failed its schema: a malformed path id is a missing resource (404);
 * anything else is field errors by top-level field, a missing field 'This field is required.', the route's spec
 * message for a field when it has one, and the input's own message for a NUL byte or a password over the longest.
 */
export function inputErrorAnswer(error: InputError, request: FastifyRequest): ApiError {
  if (error.part === 'params') return notFound();
  const messages = request.routeOptions.config.fieldMessages ?? {};
  // A Map, then own properties: a field named `__proto__` or `constructor` must stay a plain key.
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const spec = Object.hasOwn(messages, field) ? messages[field] : undefined;
    // A NUL byte or an overlong password is named as such whatever the field's spec message (which speaks of what a
    // valid value is).
    const message = INPUT_MESSAGES.has(issue.message) ? issue.message : (spec ?? (missing ? FIELD_REQUIRED : issue.message));
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  }
  return new ApiError(400, Object.fromEntries(errors));
}
