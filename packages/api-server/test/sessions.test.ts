/** Issue 8 item 12: token lifetimes and cap, sessions ended by an e-mail change, no-store, impersonation rules, cookie CSRF. */
import { IMPERSONATE_SELF, PERMISSION_DENIED } from '@sift/contracts';
import { call, lastMail, login, manualClock, signUp, startTestServer, type TestServer } from './helpers/test-server';

const DAY = 24 * 3600 * 1000;
const clock = manualClock();
const LIMITS = { tokenIdleMs: 7 * DAY, tokenAbsoluteMs: 30 * DAY, tokensPerUser: 3 };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, limits: LIMITS });
});
afterAll(() => server.close());
const app = () => server.app;
const me = (token: string) => call(app(), 'GET', '/users/current/', { token });

describe('item 12: sessions', () => {
  it('ends a token unused for the idle lifetime', async () => {
    const account = await signUp(app());
    clock.advance(6 * DAY);
    expect((await me(account.token)).status).toBe(200);
    clock.advance(6 * DAY);
    expect((await me(account.token)).status).toBe(200);
    clock.advance(7 * DAY + 60_000);
    expect((await me(account.token)).status).toBe(401);
  });

  it('ends any token at the absolute lifetime, however often it is used', async () => {
    const account = await signUp(app());
    for (let day = 0; day < 29; day += 5) {
      clock.advance(5 * DAY);
      expect((await me(account.token)).status).toBe(200);
    }
    clock.advance(DAY);
    expect((await me(account.token)).status).toBe(401);
  });

  it('keeps at most tokensPerUser sessions per user, revoking the oldest first', async () => {
    const account = await signUp(app());
    const tokens = [account.token];
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      tokens.push((await login(app(), account.email, account.password)).token);
    }
    const statuses = await Promise.all(tokens.map(async (token) => (await me(token)).status));
    expect(statuses).toEqual([401, 200, 200, 200]);
  });

  it('ends the other sessions when the e-mail changes', async () => {
    const account = await signUp(app());
    const other = await login(app(), account.email, account.password);
    const newEmail = `moved-${account.id}@example.com`;
    await call(app(), 'POST', '/users/change-email/', { token: account.token, body: { new_email: newEmail, password: account.password } });
    const code = (await lastMail(app(), newEmail))!.code;
    expect((await call(app(), 'POST', '/users/verify-email-change/', { token: account.token, body: { code } })).status).toBe(200);
    expect((await me(account.token)).status).toBe(200);
    expect((await me(other.token)).status).toBe(401);
  });

  it('answers auth calls with Cache-Control: no-store', async () => {
    const account = await signUp(app());
    const loginRes = await call(app(), 'POST', '/api-token-auth/', { body: { username: account.email, password: account.password } });
    expect(loginRes.headers['cache-control']).toBe('no-store');
    expect((await me(account.token)).headers['cache-control']).toBe('no-store');
    expect((await call(app(), 'GET', '/profiles/', { token: account.token })).headers['cache-control']).toBe('no-store');
  });

  it('does not let staff impersonate themselves, and users/current says when a session is an impersonation', async () => {
    const staff = await login(app(), 'staff@sift.example');
    const self = await call(app(), 'POST', '/impersonation-tokens/', { token: staff.token, body: { user_id: staff.id } });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ user_id: [IMPERSONATE_SELF] });
    const target = await login(app(), 'newbie@sift.example');
    expect((await me(target.token)).body.impersonated_by).toBeNull();
    const issued = await call(app(), 'POST', '/impersonation-tokens/', { token: staff.token, body: { user_id: target.id } });
    const used = await call(app(), 'POST', '/api-token-auth/impersonate/', { body: { impersonation_token: issued.body.impersonation_token } });
    const view = await me(used.body.token);
    expect(view.body.email).toBe('newbie@sift.example');
    expect(view.body.impersonated_by).toEqual({ id: staff.id, email: 'staff@sift.example' });
  });

  it('refuses a cookie-authenticated write with no Origin header, like one with a foreign Origin', async () => {
    const account = await signUp(app());
    const cookie = { cookie: `sift_api_token=${account.token}` };
    const noOrigin = await call(app(), 'PATCH', '/api/user-flags/', { headers: cookie, body: { has_onboarded: true } });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body).toEqual({ detail: PERMISSION_DENIED });
    const ownOrigin = await call(app(), 'PATCH', '/api/user-flags/', { headers: { ...cookie, origin: 'http://localhost:3000' }, body: { has_onboarded: true } });
    expect(ownOrigin.status).toBe(200);
    // The Authorization header is not sent by a browser on its own: no Origin needed there.
    expect((await call(app(), 'PATCH', '/api/user-flags/', { token: account.token, body: { has_onboarded: false } })).status).toBe(200);
  });
});
