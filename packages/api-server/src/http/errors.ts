/** Error answers (000 §7): field errors as {field: [message]} with 400, others as {detail: message}. */
import { FIELD_REQUIRED, NOT_FOUND } from '@sift/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
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
