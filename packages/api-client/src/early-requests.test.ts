import { HEADER_NAMES } from '@sift/contracts';
import { createApiClient } from './create-api-client';
import { requestUrl, startEarlyGet, takeEarlyGet } from './early-requests';
import { createMemoryStorage } from './key-value-storage';
import { usersResource } from './resources/users.resource';
import { clientHeaders } from './sift-headers';
import { createFakeFetch, json } from './testing/fake-fetch';
import { userFixture } from './testing/fixtures';

const PREFIX = 'http://api.test/';

/** A client as the shell's, signed in with `token` (its profile as `profile` says), and what it asked the server. */
function client(token: string, profile: { id: number | null } = { id: null }) {
  const server = createFakeFetch(() => json(userFixture));
  const storage = createMemoryStorage();
  const options = { prefixUrl: PREFIX, appVersion: 'shell-1', getToken: () => token, getProfileId: () => profile.id, storage, fetch: server.fetch };
  return { api: createApiClient(options, { users: usersResource }), asked: server.requests, storage, options };
}

/** An early GET of the session's answer, as the shell's entry starts it, with what it sent. */
function startEarly(token: string, answer: () => Promise<Response> = async () => json(userFixture)) {
  const sent: Headers[] = [];
  const early = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Headers(init?.headers));
    return answer();
  }) as typeof fetch;
  const { headers } = clientHeaders({ appVersion: 'shell-1', getToken: () => token, getProfileId: () => null, storage: createMemoryStorage() });
  startEarlyGet(requestUrl(PREFIX, 'users/current/'), headers(), early);
  return sent;
}

// Nothing a test started is left for the next one.
afterEach(() => takeEarlyGet(requestUrl(PREFIX, 'users/current/'), { [HEADER_NAMES.authorization]: 'Token t1' }));

describe('early GETs (issue 19)', () => {
  it('answer the first call for their URL with the same token, once; the next call asks the server', async () => {
    const sent = startEarly('t1');
    const { api, asked } = client('t1');
    await expect(api.users.current()).resolves.toMatchObject({ email: userFixture.email });
    expect(asked).toHaveLength(0);
    expect(sent[0].get(HEADER_NAMES.authorization)).toBe('Token t1');
    expect(sent[0].get(HEADER_NAMES.platform)).toBe('web');
    expect(sent[0].get(HEADER_NAMES.appVersion)).toBe('shell-1');
    await api.users.current();
    expect(asked).toHaveLength(1);
  });

  it('are left for their own token: a call with another token, or with a profile, asks the server', async () => {
    startEarly('t1');
    const other = client('t2');
    await other.api.users.current();
    expect(other.asked).toHaveLength(1);
    const withProfile = client('t1', { id: 7 });
    await withProfile.api.users.current();
    expect(withProfile.asked).toHaveLength(1);
    // Still there for the call it was made for.
    const same = client('t1');
    await same.api.users.current();
    expect(same.asked).toHaveLength(0);
  });

  it('that failed leave the call to ask the server itself', async () => {
    startEarly('t1', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api, asked } = client('t1');
    await expect(api.users.current()).resolves.toMatchObject({ email: userFixture.email });
    expect(asked).toHaveLength(1);
  });

  it('answer with what the server said, errors included (a revoked token is a 401 to the caller)', async () => {
    startEarly('t1', async () => json({ detail: 'Invalid token.' }, 401));
    const unauthorized = jest.fn();
    const server = createFakeFetch(() => json(userFixture));
    const api = createApiClient(
      { prefixUrl: PREFIX, appVersion: 'shell-1', getToken: () => 't1', getProfileId: () => null, storage: createMemoryStorage(), fetch: server.fetch, onUnauthorized: unauthorized },
      { users: usersResource },
    );
    await expect(api.users.current()).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(0);
  });

  it('are never taken by a POST', async () => {
    startEarly('t1');
    const { api, asked } = client('t1');
    await api.request.post('users/current/', { json: {} });
    expect(asked).toHaveLength(1);
    await api.users.current();
    expect(asked).toHaveLength(1);
  });

  it('name the URL ky asks for, with or without the prefix\'s slash', () => {
    expect(requestUrl('http://api.test/v1', 'users/current/')).toBe('http://api.test/v1/users/current/');
    expect(requestUrl('http://api.test/v1/', 'users/current/')).toBe('http://api.test/v1/users/current/');
  });
});
