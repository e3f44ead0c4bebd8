/** @jest-environment node */
import { statusFailed, withRetry } from './retry';

/** An attempt answering these statuses in turn (the last repeats), counting its calls. */
function answering(...statuses: number[]) {
  let calls = 0;
  const attempt = async () => statuses[Math.min(calls++, statuses.length - 1)];
  return { attempt, calls: () => calls };
}

describe('the retry helper (001 §7)', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  beforeEach(() => sleeps.splice(0));

  it('takes a status of 400 or above as a failure, and nothing below', () => {
    expect([200, 204, 301, 399].map(statusFailed)).toEqual([false, false, false, false]);
    expect([400, 401, 404, 429, 500, 503].map(statusFailed)).toEqual([true, true, true, true, true, true]);
  });

  it('tries again after the delay while the answer fails, at most count times', async () => {
    const flaky = answering(401, 404, 200);
    expect(await withRetry(flaky.attempt, statusFailed, { count: 3, delayMs: 500, sleep })).toBe(200);
    expect(flaky.calls()).toBe(3);
    expect(sleeps).toEqual([500, 500]);

    sleeps.splice(0);
    const down = answering(503);
    expect(await withRetry(down.attempt, statusFailed, { count: 2, delayMs: 250, sleep })).toBe(503);
    expect(down.calls()).toBe(3);
    expect(sleeps).toEqual([250, 250]);
  });

  it('does not try again after a success, nor at all with a count of 0', async () => {
    const fine = answering(200, 500);
    expect(await withRetry(fine.attempt, statusFailed, { count: 1, delayMs: 500, sleep })).toBe(200);
    expect(fine.calls()).toBe(1);
    const once = answering(500, 200);
    expect(await withRetry(once.attempt, statusFailed, { count: 0, delayMs: 500, sleep })).toBe(500);
    expect(sleeps).toEqual([]);
  });
});
