/**
 * Issue 8 items 13 and 14: no account probing by timing or by answer, and bounds on what an anonymous client can
 * make the server send or store.
 */
import { performance } from 'node:perf_hooks';
import { EMAIL_IN_USE, LOGIN_THROTTLED, PASSWORD_INCORRECT } from '@sift/contracts';
import { call, lastMail, settled, signUp, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    limits: { mailPerRecipient: 3, mailPerAddress: 6, initialActionPerAddress: 5, statsPerAddress: 4 },
  });
});
afterAll(() => server.close());
const app = () => server.app;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(path: string, body?: object) {
  const started = performance.now();
  const res = await call(app(), 'POST', path, body ? { body } : {});
  const ms = performance.now() - started;
  expect(res.status).toBe(200);
  // Measure the request itself: background mail of one try must not slow the next.
  await settled(app());
  return ms;
}

describe('item 13: no account probing', () => {
  it('answers password/request and reset-password/{email} in the same time for known and unknown addresses', async () => {
    const known = await signUp(app());
    const figures: Record<string, { known: number; unknown: number; paired: number }> = {};
    for (const route of ['/password/request/', '/reset-password/{email}/']) {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 50; i++) {
        // Alternate, so drift in the machine's load falls on both.
        for (const kind of ['known', 'unknown'] as const) {
          const email = kind === 'known' ? known.email : `nobody-${i}@example.com`;
          const path = route === '/password/request/' ? route : `/reset-password/${encodeURIComponent(email)}/`;
          times[kind].push(await timed(path, route === '/password/request/' ? { email } : undefined));
        }
      }
      // The median of the paired differences (each known try against the unknown one right after it): the machine's
      // load drifts on both sides of a pair alike, so it cancels out of the difference.
      const paired = median(times.known.map((k, i) => k - times.unknown[i]));
      figures[route] = { known: median(times.known), unknown: median(times.unknown), paired };
    }
    process.stdout.write(
      `item 13 medians of 50 (ms): ${Object.entries(figures)
        .map(([route, f]) => `${route} known ${f.known.toFixed(2)} / unknown ${f.unknown.toFixed(2)} (paired difference ${f.paired.toFixed(2)})`)
        .join('; ')}\n`,
    );
    for (const f of Object.values(figures)) {
      // Generous: the request path does the same work for both; only noise separates them.
      // A path that did more work for a known address (a mail sent before the answer) would be tens of ms apart.
      expect(Math.abs(f.paired)).toBeLessThan(Math.max(3, 0.5 * Math.min(f.known, f.unknown)));
    }
    // The mail still goes out (off the request path), within the recipient limit.
    expect((await lastMail(app(), known.email))?.link).toMatch(/password-reset/);
  });

  it('checks the password before saying an address is taken (users/change-email)', async () => {
    const account = await signUp(app());
    const res = await call(app(), 'POST', '/users/change-email/', { token: account.token, body: { new_email: 'parent@sift.example', password: 'not-the-password' } });
    expect(res.body).toEqual({ password: [PASSWORD_INCORRECT] });
    const right = await call(app(), 'POST', '/users/change-email/', { token: account.token, body: { new_email: 'parent@sift.example', password: account.password } });
    expect(right.body).toEqual({ new_email: [EMAIL_IN_USE] });
  });

  it('throttles account-initial-action per address', async () => {
    const remoteAddress = '198.51.100.30';
    for (let i = 0; i < 5; i++) expect((await call(app(), 'GET', `/account-initial-action/?email=probe${i}@example.com`, { remoteAddress })).status).toBe(200);
    const res = await call(app(), 'GET', '/account-initial-action/?email=parent@sift.example', { remoteAddress });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: LOGIN_THROTTLED });
    expect((await call(app(), 'GET', '/account-initial-action/?email=parent@sift.example', { remoteAddress: '198.51.100.31' })).status).toBe(200);
  });
});

describe('item 14: bounded anonymous mail and analytics', () => {
  it('sends at most mailPerRecipient codes to one third-party address, from any number of addresses', async () => {
    const victim = 'third-party@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(app(), 'POST', '/users/join-email-newsletter/', { body: { email: victim }, remoteAddress: `203.0.113.${i + 1}` })).status);
    }
    expect(statuses).toEqual([409, 409, 409, 429, 429, 429]);
    const signup = await call(app(), 'POST', '/users/', { body: { email: victim, password: 'long-enough-3' }, remoteAddress: '203.0.113.90' });
    expect(signup.status).toBe(429);
    const outbox = (await call(app(), 'GET', `/dev/outbox.json?to=${victim}`)).body;
    expect(outbox).toHaveLength(3);
  });

  it('limits the mail one address can make the server send, whatever the recipients', async () => {
    const remoteAddress = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await call(app(), 'POST', '/users/join-email-newsletter/', { body: { email: `list-${i}@example.com` }, remoteAddress })).status);
    }
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
    expect((await call(app(), 'POST', '/password/request/', { body: { email: 'x@example.com' }, remoteAddress })).status).toBe(429);
  });

  it('bounds stats/ in size and rate', async () => {
    const event = { event: 'page_view', at: Date.parse('2026-11-21T12:00:00Z'), extras: { path: '/' } };
    const remoteAddress = '203.0.113.150';
    const big = { events: Array.from({ length: 50 }, () => ({ ...event, extras: { blob: 'x'.repeat(3000) } })) };
    const tooBig = await app().inject({ method: 'POST', url: '/stats/', payload: big, remoteAddress, headers: { 'content-type': 'application/json' } });
    expect(tooBig.statusCode).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(app(), 'POST', '/stats/', { body: { events: [event] }, remoteAddress })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429, 429]);
  });
});
