import { errorCodeOf, fieldErrorsOf, messageForStatus } from './status-message';

/**
 * The one error a failed call throws. `message` is already the text to show (spec 000 §8);
 * `fieldErrors` lets forms put the server's messages under their fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the network failed, -1 on time-out. */
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly code: string | undefined;
  /** The parsed answer (JSON, or text when it was not JSON); undefined when there was none. */
  readonly body: unknown;

  constructor(status: number, body?: unknown, options?: { cause?: unknown }) {
    super(messageForStatus(status, body), options);
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrorsOf(body);
    this.code = errorCodeOf(body);
  }
}

/**
 * True for an ApiError, also one thrown by another copy of this package (each remote may bundle its own
 * when sharing fails), where instanceof would say no.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number')
  );
}
