import { ApiError } from './api-error';
import { withRetry } from './retry';

function failing(statuses: number[], answer = 'ok') {
  let calls = 0;
  const fn = jest.fn(async () => {
    const status = statuses[calls];
    calls += 1;
    if (status !== undefined) throw new ApiError(status);
    return answer;
  });
  return fn;
}

describe('withRetry (spec 001 §7)', () => {
  const wait = jest.fn(async (_ms: number) => undefined);
  beforeEach(() => wait.mockClear());

  it('returns at once when the first call succeeds', async () => {
    const fn = failing([]);
    await expect(withRetry(fn, { count: 3, delayMs: 100, wait })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries failures with status 400 or above, waiting delayMs between attempts', async () => {
    const fn = failing([503, 400]);
    await expect(withRetry(fn, { count: 3, delayMs: 250, wait })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[250], [250]]);
  });

  it('gives up after count retries (count + 1 calls) and throws the last error', async () => {
    const fn = failing([500, 502, 503, 504]);
    const error = await withRetry(fn, { count: 2, delayMs: 0, wait }).catch((e: unknown) => e);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });

  it('count 0 means one call', async () => {
    const fn = failing([500]);
    await expect(withRetry(fn, { count: 0, delayMs: 0, wait })).rejects.toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it.each([0, -1, 399])('does not retry status %i', async (status) => {
    const fn = failing([status]);
    await expect(withRetry(fn, { count: 3, delayMs: 0, wait })).rejects.toMatchObject({ status });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not retry errors that are not ApiErrors', async () => {
    const fn = jest.fn(async () => {
      throw new TypeError('bug');
    });
    await expect(withRetry(fn, { count: 3, delayMs: 0, wait })).rejects.toThrow('bug');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes another rule through shouldRetry', async () => {
    const fn = failing([0, 0]);
    await expect(
      withRetry(fn, { count: 5, delayMs: 0, wait, shouldRetry: (e) => (e as ApiError).status === 0 }),
    ).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('waits with a real timer by default', async () => {
    jest.useFakeTimers();
    try {
      const fn = failing([500]);
      const result = withRetry(fn, { count: 1, delayMs: 1_000 });
      await jest.advanceTimersByTimeAsync(999);
      expect(fn).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
      expect(fn).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
