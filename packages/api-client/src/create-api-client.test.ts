import { type Clock, HEADER_NAMES, SESSION_INACTIVITY_MS, STORAGE_KEYS } from '@sift/contracts';
import { ApiError } from './api-error';
import { type ApiClientOptions, API_RESOURCES, createApiClient } from './create-api-client';
import { createMemoryStorage } from './key-value-storage';
import { ResponseShapeError } from './response-schema';
import { createFakeFetch, empty, json, type RecordedRequest, text } from './testing/fake-fetch';
import { pageOf, workSummaryFixture } from './testing/fixtures';
import { statsResource } from './resources/stats.resource';
import { usersResource } from './resources/users.resource';

/** A fetch that never answers, like a dead server; it rejects when aborted, as fetch does. */
const hanging: typeof fetch = (input) =>
  new Promise((_resolve, reject) => {
    const signal = (input as Request).signal;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

function setup(overrides: Partial<ApiClientOptions> = {}, respond?: (r: RecordedRequest) => Response | Promise<Response>) {
  let now = Date.parse('2025-01-01T12:00:00Z');
  const clock: Clock = { now: () => now };
  const storage = createMemoryStorage();
  const fake = createFakeFetch(respond);
  let ids = 0;
  const state = { token: null as string | null, profileId: null as number | null };
  const api = createApiClient({
    prefixUrl: 'http://api.test/',
    appVersion: '2025.10.29',
    getToken: () => state.token,
    getProfileId: () => state.profileId,
    storage,
    clock,
    fetch: fake.fetch,
    randomId: () => `uuid-${++ids}`,
    ...overrides,
  }, API_RESOURCES);
  return { api, state, storage, requests: fake.requests, advance: (ms: number) => void (now += ms) };
}

describe('createApiClient: the resources an app names', () => {
  it('has those resources, the session ids and the requester, and no other resource', async () => {
    const fake = createFakeFetch(() => empty(204));
    const options = { prefixUrl: 'http://api.test/', appVersion: 'shell-7', getToken: () => null, getProfileId: () => null, storage: createMemoryStorage(), fetch: fake.fetch };
    const api = createApiClient(options, { users: usersResource, stats: statsResource });
    expect(Object.keys(api).sort()).toEqual(['request', 'session', 'stats', 'users']);
    expect(api.session.browserId()).toEqual(expect.any(String));
    // A factory gets the client's options: the stats resource sends the app's version.
    await api.stats.record([{ event: 'page_view', at: Date.parse('2025-06-01T00:00:00Z'), extras: {} }]);
    expect((fake.requests[0].body as { browser: { app_version: string } }).browser.app_version).toBe('shell-7');
  });
});

describe('createApiClient: requests', () => {
  it('adds the trailing slash when a caller forgets, before the query', async () => {
    const { api, requests } = setup();
    await api.request.get('users/current');
    await api.request.get('/account-initial-action?email=a@b.co');
    expect(requests.map((r) => r.url.href)).toEqual([
      'http://api.test/users/current/',
      'http://api.test/account-initial-action/?email=a%40b.co',
    ]);
  });

  it('works with a prefixUrl without a trailing slash or with a path', async () => {
    const { api, requests } = setup({ prefixUrl: 'http://api.test/v1' });
    await api.request.get('faqs');
    expect(requests[0].url.href).toBe('http://api.test/v1/faqs/');
  });

  it('sends platform, app version, session id and browser id, and no profile or authorization when there is none', async () => {
    const { api, requests } = setup();
    await api.request.get('faqs/');
    const headers = requests[0].headers;
    expect(headers.get(HEADER_NAMES.platform)).toBe('web');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get(HEADER_NAMES.appVersion)).toBe('2025.10.29');
    expect(headers.get(HEADER_NAMES.sessionId)).toBe(api.session.sessionId());
    expect(headers.get(HEADER_NAMES.browserId)).toBe(api.session.browserId());
    expect(headers.get(HEADER_NAMES.sessionId)).not.toBe(headers.get(HEADER_NAMES.browserId));
    expect(headers.has(HEADER_NAMES.profileId)).toBe(false);
    expect(headers.has(HEADER_NAMES.authorization)).toBe(false);
  });

  it('reads token and profile id fresh on each request', async () => {
    const { api, state, requests } = setup();
    state.token = 'abc123';
    state.profileId = 7;
    await api.request.get('faqs/');
    state.token = null;
    state.profileId = null;
    await api.request.get('faqs/');
    expect(requests[0].headers.get(HEADER_NAMES.authorization)).toBe('Token abc123');
    expect(requests[0].headers.get(HEADER_NAMES.profileId)).toBe('7');
    expect(requests[1].headers.has(HEADER_NAMES.authorization)).toBe(false);
    expect(requests[1].headers.has(HEADER_NAMES.profileId)).toBe(false);
  });

  it('treats an empty token as no token', async () => {
    const { api, state, requests } = setup();
    state.token = '';
    await api.request.get('faqs/');
    expect(requests[0].headers.has(HEADER_NAMES.authorization)).toBe(false);
  });

  it('touches the session on each request: it rotates only after 30 idle minutes', async () => {
    const { api, advance, requests, storage } = setup();
    await api.request.get('faqs/');
    advance(SESSION_INACTIVITY_MS - 1);
    await api.request.get('faqs/');
    advance(SESSION_INACTIVITY_MS - 1);
    await api.request.get('faqs/');
    advance(SESSION_INACTIVITY_MS);
    await api.request.get('faqs/');
    const sessions = requests.map((r) => r.headers.get(HEADER_NAMES.sessionId));
    expect(sessions[0]).toBe(sessions[1]);
    expect(sessions[1]).toBe(sessions[2]);
    expect(sessions[3]).not.toBe(sessions[2]);
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBe(sessions[3]);
    const browsers = new Set(requests.map((r) => r.headers.get(HEADER_NAMES.browserId)));
    expect(browsers.size).toBe(1);
  });

  it('keeps the browser id across clients on the same storage (a reload)', async () => {
    const storage = createMemoryStorage();
    const first = setup({ storage });
    const second = setup({ storage, randomId: () => 'other' });
    expect(second.api.session.browserId()).toBe(first.api.session.browserId());
  });

  it('uses crypto.randomUUID for ids by default', () => {
    const { api } = setup({ randomId: undefined });
    expect(api.session.browserId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('calls an injected fetch as a plain function (window.fetch throws when called as a method)', async () => {
    const { fetch: recording, requests } = createFakeFetch();
    const strictFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (this !== undefined) throw new TypeError('Illegal invocation');
      return recording(input, init);
    } as typeof fetch;
    const { api } = setup({ fetch: strictFetch });
    await expect(api.request.get('faqs/')).resolves.toEqual({});
    expect(requests).toHaveLength(1);
  });

  it('sends JSON bodies and returns undefined for an empty answer', async () => {
    const { api, requests } = setup({}, () => empty(204));
    await expect(api.request.post('auth/logout', { json: { a: 1 } })).resolves.toBeUndefined();
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toContain('application/json');
    expect(requests[0].body).toEqual({ a: 1 });
  });
});

describe('createApiClient: errors (spec 000 §8)', () => {
  it.each([
    [500, { detail: 'boom' }, "We're having a bit of trouble! Please try again later (500)."],
    [502, '<html>Bad gateway</html>', "We're having a bit of trouble! Please try again later (502)."],
    [503, undefined, "We're having a bit of trouble! Please try again later (503)."],
    [504, undefined, "We're having a bit of trouble! Please try again later (504)."],
    [451, { detail: 'x' }, 'This service is not currently available in your country/region (451).'],
    [404, { detail: 'Not found.' }, "This resource isn't currently available! Please contact support (404)."],
    [403, { detail: 'Invalid passcode' }, 'Invalid passcode'],
    [400, { email: ['Enter a valid email address.'] }, 'Enter a valid email address.'],
    [429, 'Request was throttled.', 'Request was throttled.'],
  ])('status %i answers an ApiError with the mapped message', async (status, body, message) => {
    const respond = () =>
      body === undefined ? empty(status) : typeof body === 'string' ? text(body, status) : json(body, status);
    const { api } = setup({}, respond);
    const error = await api.request.get('faqs/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('gives forms the field errors and the code', async () => {
    const body = { confirmation_code: ['That code was invalid. Check your email and try again.'], code: 'confirmation_code_invalid' };
    const { api } = setup({}, () => json(body, 400));
    const error = (await api.users
      .signup({ email: 'a@b.co', password: 'watchtogether', confirmation_code: 'ABC123' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ confirmation_code: [body.confirmation_code[0]] });
    expect(error.code).toBe('confirmation_code_invalid');
    expect(error.body).toEqual(body);
    expect(error.message).toBe(body.confirmation_code[0]);
  });

  it('a network failure is status 0, offline', async () => {
    const { api } = setup({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await api.request.get('faqs/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Unable to connect to the internet.' });
  });

  it('a time-out is status -1, offline', async () => {
    const { api } = setup({ fetch: hanging, timeoutMs: 5 });
    const error = await api.request.get('faqs/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: -1, message: 'Unable to connect to the internet.' });
  });

  it("a caller's own cancel rejects with the abort, not an ApiError", async () => {
    const { api } = setup({ fetch: hanging });
    const controller = new AbortController();
    const pending = api.request.get('faqs/', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('calls onUnauthorized on 401, then throws', async () => {
    const onUnauthorized = jest.fn();
    const { api } = setup({ onUnauthorized }, () => json({ detail: 'Invalid token.' }, 401));
    await expect(api.users.current()).rejects.toMatchObject({ status: 401, message: 'Invalid token.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other errors', async () => {
    const onUnauthorized = jest.fn();
    const { api } = setup({ onUnauthorized }, () => json({ detail: 'no' }, 403));
    await expect(api.users.current()).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('never repeats a request by itself, not even a failed GET or POST', async () => {
    const { api, requests } = setup({}, () => json({}, 503));
    await expect(api.request.post('users/join-email-newsletter/', { json: {} })).rejects.toMatchObject({ status: 503 });
    await expect(api.request.get('faqs/')).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
  });

  it('fails loudly when an answer drifts from the contracts schema', async () => {
    const drifted = { ...workSummaryFixture, slug: undefined };
    const { api } = setup({}, () => json(pageOf([drifted])));
    const error = await api.catalogue.works().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toContain('GET content/v2/works/');
  });
});
