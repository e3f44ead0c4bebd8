/** Every user-owned resource is scoped to its owner: another account's id answers 404, never the data. */
import { NOT_FOUND } from '@sift/contracts';
import { call, lastMail, login, signUp, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let owner: { token: string; id: number; profileId: number; email: string };
let intruder: { token: string; id: number };

beforeAll(async () => {
  server = await startTestServer();
  const account = await signUp(server.app);
  const created = await call(server.app, 'POST', '/profiles/', { token: account.token, body: { name: 'Second' } });
  owner = { token: account.token, id: account.id, profileId: created.body.id, email: account.email };
  intruder = await signUp(server.app);
});
afterAll(() => server.close());

const cases: [string, string, () => string, object | undefined][] = [
  ['read a profile', 'GET', () => `/profiles/${owner.profileId}/`, undefined],
  ['patch a profile', 'PATCH', () => `/profiles/${owner.profileId}/`, { name: 'Hijacked' }],
  ['replace a profile', 'PUT', () => `/profiles/${owner.profileId}/`, { name: 'Hijacked' }],
  ['delete a profile', 'DELETE', () => `/profiles/${owner.profileId}/`, undefined],
  ['change the password', 'POST', () => `/users/${owner.id}/change_password/`, { password_last: 'secret-pass-1', password: 'hijacked-1', confirm: 'hijacked-1' }],
];

describe.each(cases)("another account's id: %s", (_name, method, url, body) => {
  it('answers 404 and changes nothing', async () => {
    const res = await call(server.app, method as never, url(), { token: intruder.token, body });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: NOT_FOUND });
    const own = await call(server.app, 'GET', `/profiles/${owner.profileId}/`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('Second');
    await login(server.app, owner.email, 'secret-pass-1');
  });
});

it('lists only the own profiles', async () => {
  const res = await call(server.app, 'GET', '/profiles/', { token: intruder.token });
  expect(res.body.results.every((p: { account_id: number }) => p.account_id === intruder.id)).toBe(true);
});

it("ignores another account's profile id in X-Sift-Profile-Id", async () => {
  await call(server.app, 'PATCH', `/profiles/${owner.profileId}/`, { token: owner.token, body: { selected_catalogs: [12] } });
  const headers = { 'x-sift-profile-id': String(owner.profileId) };
  const mine = await call(server.app, 'GET', '/content/v2/works/?my_services=true&limit=1', { token: intruder.token, headers });
  const all = await call(server.app, 'GET', '/content/v2/works/?limit=1');
  expect(mine.body.count).toBe(all.body.count);
});

it("does not accept a code mailed for another account's e-mail change", async () => {
  const newEmail = `owner-new-${owner.id}@example.com`;
  await call(server.app, 'POST', '/users/change-email/', { token: owner.token, body: { new_email: newEmail, password: 'secret-pass-1' } });
  const code = (await lastMail(server.app, newEmail))!.code;
  const res = await call(server.app, 'POST', '/users/verify-email-change/', { token: intruder.token, body: { code } });
  expect(res.status).toBe(400);
  expect((await call(server.app, 'GET', '/users/current/', { token: intruder.token })).body.email).not.toBe(newEmail);
});
