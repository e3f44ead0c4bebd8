/** The extension's four messages, against a fake browser: permissions, cookies, fetch with credentials, sockets. */
import type { ExtensionCookie } from '@sift/contracts';
import { handleRequest, parseRequest, type ExtensionEnv } from '../src/handle-request';

class FakeSocket {
  static last: FakeSocket;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(frame: string) {
    this.sent.push(frame);
    setTimeout(() => this.onmessage?.({ data: `echo ${frame}` }), 0);
  }
  close() {
    this.closed = true;
  }
}

const cookie: ExtensionCookie = { name: 'pv-remember', value: 'r1', domain: 'prime-video.localhost', path: '/', session: false, expirationDate: 2_000_000_000 };

function env(overrides: Partial<ExtensionEnv> = {}): ExtensionEnv & { fetched: [string, RequestInit | undefined][] } {
  const fetched: [string, RequestInit | undefined][] = [];
  return {
    version: '0.3.1',
    permitted: async (url) => url.hostname === 'prime-video.localhost',
    fetch: (async (input: string, init?: RequestInit) => {
      fetched.push([input, init]);
      return new Response('{"plan":"Prime"}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    getCookies: async () => [{ ...cookie, ...({ hostOnly: true, storeId: '0' } as object) }],
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    fetched,
    ...overrides,
  };
}

it('answers check_version with its version', async () => {
  expect(await handleRequest({ type: 'check_version' }, env())).toEqual({ ok: true, type: 'check_version', version: '0.3.1' });
});

it("fetches a permitted service with the member's cookies (credentials include)", async () => {
  const e = env();
  const answer = await handleRequest({ type: 'fetch', url: 'http://prime-video.localhost:4581/api/entitlements?gti=x', method: 'GET' }, e);
  expect(answer).toEqual({ ok: true, type: 'fetch', status: 200, body: '{"plan":"Prime"}', contentType: 'application/json' });
  expect(e.fetched[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
});

it('refuses what its host permissions do not cover, and what is not http', async () => {
  expect(await handleRequest({ type: 'fetch', url: 'https://www.netflix.com/api' }, env())).toMatchObject({ ok: false, error: 'permissions' });
  expect(await handleRequest({ type: 'cookies', method: 'getAll', details: { url: 'http://localhost:3000/' } }, env())).toMatchObject({ ok: false, error: 'permissions' });
  expect(await handleRequest({ type: 'fetch', url: 'file:///etc/passwd' }, env())).toMatchObject({ ok: false, error: 'bad_request' });
  expect(await handleRequest({ type: 'socket', url: 'ws://evil.example/', send: [] }, env())).toMatchObject({ ok: false, error: 'permissions' });
});

it('tells a network failure from a time-out', async () => {
  const offline = env({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
  expect(await handleRequest({ type: 'fetch', url: 'http://prime-video.localhost/' }, offline)).toMatchObject({ ok: false, error: 'network' });
  const slow = env({ fetch: (async () => Promise.reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))) as typeof fetch });
  expect(await handleRequest({ type: 'fetch', url: 'http://prime-video.localhost/' }, slow)).toMatchObject({ ok: false, error: 'timeout' });
});

it('reads the cookies of a permitted service, only their public fields', async () => {
  expect(await handleRequest({ type: 'cookies', method: 'getAll', details: { url: 'http://prime-video.localhost:4581/' } }, env())).toEqual({ ok: true, type: 'cookies', cookies: [cookie] });
});

it('opens a socket, sends the frames and answers the first reply', async () => {
  const answer = await handleRequest({ type: 'socket', url: 'ws://prime-video.localhost:4581/ovp', send: ['{"userToken":"t"}'] }, env());
  expect(answer).toEqual({ ok: true, type: 'socket', messages: ['echo {"userToken":"t"}'] });
  expect(FakeSocket.last.closed).toBe(true);
});

it('refuses messages it does not know', async () => {
  expect(parseRequest({ type: 'cookies', method: 'remove', details: { url: 'x' } })).toBeNull();
  expect(parseRequest({ type: 'fetch', url: 'http://x/', method: 'DELETE' })).toBeNull();
  expect(parseRequest('check_version')).toBeNull();
  expect(await handleRequest({ type: 'eval', code: '1' }, env())).toMatchObject({ ok: false, error: 'bad_request' });
});
