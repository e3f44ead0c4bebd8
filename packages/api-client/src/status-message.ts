import { httpErrorMessage } from '@sift/contracts';

/** Used only when an error answer carries no message at all (an empty 401, say). */
export const FALLBACK_ERROR_MESSAGE = 'An error occurred. Please try again later.';

/** Status of a request that never got an answer: the network failed or the browser is offline. */
export const STATUS_NETWORK_FAILURE = 0;
/** Status of a request that got no answer within the time-out. */
export const STATUS_TIMEOUT = -1;

const SERVER_TROUBLE = new Set([500, 502, 503, 504]);

/**
 * The message a user sees for a failed call: spec 000 §8's table first, then the server's own words
 * (`detail`, else the first field error, else a string body).
 */
export function messageForStatus(status: number, body: unknown): string {
  if (SERVER_TROUBLE.has(status)) return httpErrorMessage.serverTrouble(status);
  if (status === 451) return httpErrorMessage.unavailableInRegion(status);
  if (status === 404) return httpErrorMessage.notFound;
  if (status === STATUS_NETWORK_FAILURE || status === STATUS_TIMEOUT) return httpErrorMessage.offline;
  return serverMessage(body) ?? FALLBACK_ERROR_MESSAGE;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (!isRecord(body)) return undefined;
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  const fields = fieldErrorsOf(body);
  if (fields) return Object.values(fields)[0]?.[0];
  return undefined;
}

/** The `{field: [messages]}` part of an error body, in the server's key order; undefined when there is none. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | undefined {
  if (!isRecord(body)) return undefined;
  const entries = Object.entries(body).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((m) => typeof m === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** A machine-readable error code such as 'confirmation_code_invalid', when the body has one. */
export function errorCodeOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
