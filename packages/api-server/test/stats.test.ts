/** The stats service (000 §7): analytics events are stored with the client ids and the signed-in user. */
import { eq } from 'drizzle-orm';
import { analyticsEvents } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, login, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const pageView = (path: string) => ({ event: 'page_view', at: Date.parse('2026-11-21T12:00:00Z'), extras: { path } });

describe('POST stats/', () => {
  it('stores a visitor page view with the session and browser ids', async () => {
    const res = await call(server.app, 'POST', '/stats/', {
      body: { events: [pageView('/about')] },
      headers: { 'x-sift-session-id': 'session-1', 'x-sift-browser-id': 'browser-1' },
    });
    expect(res.status).toBe(204);
    const rows = await server.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, 'session-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'page_view', browserId: 'browser-1', userId: null, extras: { path: '/about' } });
    expect(rows[0].occurredAt.toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });

  it('links events to the signed-in user', async () => {
    const parent = DEMO_ACCOUNTS.find((a) => a.email === 'parent@sift.example')!;
    const { token, id } = await login(server.app, parent.email);
    const res = await call(server.app, 'POST', '/stats/', {
      token,
      body: { events: [pageView('/browse'), pageView('/account')] },
      headers: { 'x-sift-session-id': 'session-2' },
    });
    expect(res.status).toBe(204);
    const rows = await server.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, 'session-2'));
    expect(rows.map((r) => r.userId)).toEqual([id, id]);
  });

  it('keeps the browser info sent with a batch with each of its events', async () => {
    const browser = { user_agent: 'Mozilla/5.0 Chrome/131.0', language: 'en-US', screen: '1920x1080', app_version: 'shell-1', build_date: '2025-10-29' };
    const res = await call(server.app, 'POST', '/stats/', {
      body: { events: [pageView('/discover'), pageView('/watchlist')], browser },
      headers: { 'x-sift-session-id': 'session-3' },
    });
    expect(res.status).toBe(204);
    const rows = await server.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, 'session-3'));
    expect(rows.map((r) => r.extras)).toEqual([
      { path: '/discover', browser },
      { path: '/watchlist', browser },
    ]);
    const bad = await call(server.app, 'POST', '/stats/', { body: { events: [pageView('/')], browser: { user_agent: 'x'.repeat(600) } } });
    expect(bad.status).toBe(400);
  });

  it('refuses empty, oversized and malformed batches with field errors', async () => {
    expect((await call(server.app, 'POST', '/stats/', { body: { events: [] } })).status).toBe(400);
    const many = Array.from({ length: 51 }, () => pageView('/'));
    expect((await call(server.app, 'POST', '/stats/', { body: { events: many } })).status).toBe(400);
    const big = { ...pageView('/'), extras: { blob: 'x'.repeat(5000) } };
    const res = await call(server.app, 'POST', '/stats/', { body: { events: [big] } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['events']);
    expect((await call(server.app, 'POST', '/stats/', { body: { events: [{ at: 1 }] } })).status).toBe(400);
  });
});
