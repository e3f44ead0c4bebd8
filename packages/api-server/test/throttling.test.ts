/**
 * Throttles under concurrency (issue 8 items 4 and 5): counters live in the database and are counted and checked
 * in one statement, so no burst, on one server or two, checks more secrets than the limit; and one address cannot
 * lock an owner out.
 */
import { LOGIN_THROTTLED } from '@sift/contracts';
import { openDatabase, type Database } from '../src/db/database';
import { buildServer, type SiftServer } from '../src/server';
import { DEMO_PASSCODE } from '../src/seed/demo-accounts';
import { call, FIXTURE_MEDIA_DIR, login, manualClock, signUp, startTestServer, type TestServer } from './helpers/test-server';

const LIMITS = { loginAttemptsPerAccountAddress: 5, loginAttemptsPerAddress: 1000, loginAttemptsPerAccount: 12, passcodeAttempts: 10 };
const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: LIMITS, clock });
});
afterAll(() => server.close());
const app = () => server.app;

const loginAs = (target: SiftServer, username: string, password: string, remoteAddress = '127.0.0.1') =>
  call(target, 'POST', '/api-token-auth/', { body: { username, password }, remoteAddress });

/** Statuses of a burst; every answer that is not 429 is one password (or passcode) really checked. */
const checked = (statuses: number[]) => statuses.filter((s) => s !== 429).length;

describe('item 4: throttles hold under concurrency', () => {
  it('a burst of 200 logins checks at most the limit, and the right password at its end does not get in', async () => {
    const account = await signUp(app(), 'right-password-1');
    const burst = Array.from({ length: 200 }, (_, i) => loginAs(app(), account.email, i === 199 ? 'right-password-1' : `wrong-${i}`));
    const statuses = (await Promise.all(burst)).map((r) => r.status);
    process.stdout.write(`login burst of 200: ${checked(statuses)} passwords checked (limit ${LIMITS.loginAttemptsPerAccountAddress})\n`);
    expect(checked(statuses)).toBeLessThanOrEqual(LIMITS.loginAttemptsPerAccountAddress);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(statuses[199]).toBe(429);
  });

  it('a burst of 200 passcode guesses checks at most the limit', async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const burst = Array.from({ length: 200 }, (_, i) =>
      call(app(), 'PATCH', '/required-filters/', { token, body: { passcode: i === 199 ? DEMO_PASSCODE : String(1000 + i) } }),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.status);
    process.stdout.write(`passcode burst of 200: ${checked(statuses)} passcodes checked (limit ${LIMITS.passcodeAttempts})\n`);
    expect(checked(statuses)).toBeLessThanOrEqual(LIMITS.passcodeAttempts);
    expect(statuses[199]).toBe(429);
    const after = await call(app(), 'PATCH', '/required-filters/', { token, body: { passcode: DEMO_PASSCODE } });
    expect(after.status).toBe(429);
    expect(after.body).toEqual({ detail: LOGIN_THROTTLED });
  });

  it('two API servers on one database enforce one limit (counters live in the database)', async () => {
    // PostgreSQL run: a second server with its own connection pool, as a second process behind a load balancer
    // would have. PGlite (one connection by design): a second server on the same database.
    let second: Database;
    if (server.url) second = await openDatabase({ url: server.url, poolSize: 4 });
    else second = server.database;
    const other = await buildServer({
      database: second,
      seed: false,
      limits: LIMITS,
      clock,
      config: { production: false, demoMediaDir: FIXTURE_MEDIA_DIR, rateLimitPerMinute: 1_000_000 },
    });
    try {
      const account = await signUp(app(), 'right-password-2');
      const servers = [app(), other];
      const burst = Array.from({ length: 200 }, (_, i) => loginAs(servers[i % 2], account.email, `wrong-${i}`));
      const statuses = (await Promise.all(burst)).map((r) => r.status);
      process.stdout.write(`login burst over two servers (${second.kind}): ${checked(statuses)} checked (limit ${LIMITS.loginAttemptsPerAccountAddress})\n`);
      expect(checked(statuses)).toBeLessThanOrEqual(LIMITS.loginAttemptsPerAccountAddress);
      expect(checked(statuses)).toBeGreaterThan(0);
      expect((await loginAs(other, account.email, 'right-password-2')).status).toBe(429);
      expect((await loginAs(app(), account.email, 'right-password-2')).status).toBe(429);
    } finally {
      await other.close();
      if (second !== server.database) await second.close();
    }
  });
});

describe('item 5: one address cannot lock the owner out', () => {
  it('five wrong passwords from one address leave the owner free to sign in from another', async () => {
    const owner = await signUp(app(), 'owner-password-1');
    for (let i = 0; i < 6; i++) await loginAs(app(), owner.email, `guess-${i}`, '198.51.100.7');
    expect((await loginAs(app(), owner.email, 'owner-password-1', '198.51.100.7')).status).toBe(429);
    expect((await loginAs(app(), owner.email, 'owner-password-1', '203.0.113.20')).status).toBe(200);
  });

  it('a spread attack meets the per-account ceiling, which spares addresses the owner signed in from', async () => {
    const owner = await signUp(app(), 'owner-password-2');
    expect((await loginAs(app(), owner.email, 'owner-password-2', '203.0.113.50')).status).toBe(200);
    // Four addresses x 3 wrong guesses = the ceiling of 12 (each address stays under its own limit of 5).
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      for (let i = 0; i < 3; i++) expect((await loginAs(app(), owner.email, `spread-${i}`, address)).status).toBe(400);
    }
    expect((await loginAs(app(), owner.email, 'spread-x', '192.0.2.5')).status).toBe(429);
    expect((await loginAs(app(), owner.email, 'owner-password-2', '192.0.2.6')).status).toBe(429);
    expect((await loginAs(app(), owner.email, 'owner-password-2', '203.0.113.50')).status).toBe(200);
  });

  it('backs off: after a lockout the next window is twice as long', async () => {
    const owner = await signUp(app(), 'owner-password-3');
    const attacker = '198.51.100.99';
    for (let i = 0; i < 6; i++) await loginAs(app(), owner.email, `first-${i}`, attacker);
    clock.advance(15 * 60 * 1000 + 1);
    // A new window (the first one ended over the limit: one strike), now 30 minutes long.
    for (let i = 0; i < 5; i++) expect((await loginAs(app(), owner.email, `second-${i}`, attacker)).status).toBe(400);
    expect((await loginAs(app(), owner.email, 'second-x', attacker)).status).toBe(429);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await loginAs(app(), owner.email, 'owner-password-3', attacker)).status).toBe(429);
    clock.advance(15 * 60 * 1000);
    expect((await loginAs(app(), owner.email, 'owner-password-3', attacker)).status).toBe(200);
  });
});
