/**
 * The retry helper (001 §7): "retries when status is 400 or above, with a count and delay". It calls `attempt`, and
 * while the answer failed calls it again, at most `count` more times, each after `delayMs`. An answer fails when
 * `failed` says so; `statusFailed` is the spec's rule for an HTTP status. The link flow uses it for every request to
 * a streaming site (001 §4.8: retried once after 500 ms).
 */
import { RETRY_FROM_STATUS } from '@sift/contracts';

export interface RetryOptions {
  /** How many times to try again after the first attempt. */
  count: number;
  delayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/** A status of 400 or above is a failure worth another try. */
export const statusFailed = (status: number): boolean => status >= RETRY_FROM_STATUS;

export async function withRetry<T>(attempt: () => Promise<T>, failed: (answer: T) => boolean, { count, delayMs, sleep }: RetryOptions): Promise<T> {
  let answer = await attempt();
  for (let retry = 0; retry < count && failed(answer); retry++) {
    await sleep(delayMs);
    answer = await attempt();
  }
  return answer;
}
