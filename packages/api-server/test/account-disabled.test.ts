/**
 * A disabled account (PATCH staff/users/{id}/): its sessions end, every way of signing in answers 403 with
 * ACCOUNT_DISABLED (the login page adds 'Help!', 000 §5), a wrong password still answers like any wrong password,
 * and enabling it again gives everything back.
 */
import { ACCOUNT_DISABLED, LOGIN_INVALID_CREDENTIALS, PERMISSION_DENIED } from '@sift/contracts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { call, lastMail, login, settled, signUp, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer();
  staffToken = (await login(server.app, 'staff@sift.example')).token;
});
afterAll(() => server.close());
const app = () => server.app;
const signIn = (username: string, password: string) => call(app(), 'POST', '/api-token-auth/', { body: { username, password } });
const setActive = (id: number, isActive: boolean, token = staffToken) =>
  call(app(), 'PATCH', `/staff/users/${id}/`, { token, body: { is_active: isActive } });

describe('a disabled account', () => {
  it('the demo disabled@ account: the right password answers 403 with the reason; a wrong one, the usual 400', async () => {
    const refused = await signIn('disabled@sift.example', DEMO_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: ACCOUNT_DISABLED });
    const wrong = await signIn('disabled@sift.example', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ non_field_errors: [LOGIN_INVALID_CREDENTIALS] });
  });

  it('staff disable it: its sessions end at once, and a reset link gives no session; enabled again, it signs in', async () => {
    const account = await signUp(app());
    expect((await call(app(), 'GET', '/users/current/', { token: account.token })).status).toBe(200);

    const off = await setActive(account.id, false);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ id: account.id, is_active: false });
    expect((await call(app(), 'GET', '/users/current/', { token: account.token })).status).toBe(401);
    expect((await signIn(account.email, account.password)).status).toBe(403);

    await call(app(), 'POST', '/password/request/', { body: { email: account.email } });
    await settled(app());
    const key = (await lastMail(app(), account.email))!.link!.split('/password-reset/')[1];
    const reset = await call(app(), 'POST', '/password/reset/', { body: { validation_key: key, password: 'plum-kettle-47', password_confirm: 'plum-kettle-47' } });
    expect(reset.status).toBe(403);
    expect(reset.body).toEqual({ detail: ACCOUNT_DISABLED });

    expect((await setActive(account.id, true)).body).toEqual({ id: account.id, is_active: true });
    const back = await signIn(account.email, 'plum-kettle-47');
    expect(back.status).toBe(200);
    expect((await call(app(), 'GET', '/users/current/', { token: back.body.token })).body.email).toBe(account.email);
  });

  it('only staff may disable: a member is refused and nothing changes; an unknown id is 404; a bad body 400', async () => {
    const member = await signUp(app());
    const other = await signUp(app());
    const refused = await setActive(other.id, false, member.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: PERMISSION_DENIED });
    expect((await signIn(other.email, other.password)).status).toBe(200);
    expect((await setActive(2_000_000_000, false)).status).toBe(404);
    expect((await call(app(), 'PATCH', `/staff/users/${other.id}/`, { token: staffToken, body: { is_active: 'no' } })).status).toBe(400);
  });
});
