import { isApiError } from './api-error';

export interface RetryOptions {
  /** How many times to try again after the first failure (so at most count + 1 calls). */
  count: number;
  /** Wait between attempts. */
  delayMs: number;
  /** Which failures to retry; by default those with status 400 or above (spec 001 §7). */
  shouldRetry?: (error: unknown) => boolean;
  /** How to wait; tests pass one that resolves at once. */
  wait?: (ms: number) => Promise<void>;
}

export const retriesHttpErrors = (error: unknown): boolean => isApiError(error) && error.status >= 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls fn again when it fails with status 400 or above, up to `count` more times, `delayMs` apart
 * (spec 001 §7's retry helper). Opt-in per call: the client itself never repeats a request, so a POST
 * is never sent twice behind the caller's back. The last error is rethrown.
 */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { count, delayMs, shouldRetry = retriesHttpErrors, wait = sleep } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= count || !shouldRetry(error)) throw error;
      await wait(delayMs);
    }
  }
}
