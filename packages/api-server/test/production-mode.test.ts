/** Production mode: no outbox pages, no mail content in logs, answers still checked by the same routes. */
import { call, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { production: true } });
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
