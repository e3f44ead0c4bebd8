/** Production mode: no outbox pages, no mail content in logs, answers still checked by the same routes. */
import { call, login, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  // No outbox in production to read a code from: this closed setup signs up without confirmation.
  server = await startTestServer({ config: { production: true, publicUrl: 'https://api.sift.example', signupConfirmation: false } });
});
afterAll(() => server.close());

it('does not serve the outbox pages', async () => {
  expect((await call(server.app, 'GET', '/dev/outbox.json')).status).toBe(404);
  expect((await call(server.app, 'GET', '/dev/outbox/')).status).toBe(404);
});

it('does not keep mail without SMTP', async () => {
  expect(server.app.sift.mailer.kind).toBe('none');
  const res = await call(server.app, 'POST', '/users/join-email-newsletter/', { body: { email: 'prod@example.com' } });
  expect(res.status).toBe(409);
});

it('item 7: PATCH /api/user-flags/ with {} answers 200 in production too', async () => {
  const email = 'flags@example.com';
  await call(server.app, 'POST', '/users/', { body: { email, password: 'long-enough-1' } });
  const { token } = await login(server.app, email, 'long-enough-1');
  const res = await call(server.app, 'PATCH', '/api/user-flags/', { token, body: {} });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ has_onboarded: false });
});

it('a signup the server did not confirm (confirmation off) does not count as a confirmed e-mail', async () => {
  const email = 'unconfirmed@example.com';
  const created = await call(server.app, 'POST', '/users/', { body: { email, password: 'long-enough-1' } });
  expect(created.status).toBe(201);
  const detail = await call(server.app, 'GET', '/user-email-confirmations/detail/', { token: created.body.token });
  expect(detail.body).toEqual({ email, is_confirmed: false });
});
