/**
 * Running the API as one of several processes (docs/production.md): health and readiness, the request id, the
 * metrics, the catalogue version that keeps every process's caches coherent, the read database, the migrate step's
 * rule and the graceful drain. The tests that need a second process on the same database, a second database or a
 * database without migrations run on PostgreSQL only (scripts/test-postgres.sh); deploy/test runs the same through
 * nginx with real processes.
 */
import { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { buildServer, ProductionStartRefused, type SiftServer } from '../src/server';
import { createScratchDatabase } from '../src/db/scratch-database';
import { workerHeartbeats, works } from '../src/db/schema';
import { VERSION_TTL_MS } from '../src/catalogue/catalogue-version';
import { drain } from '../src/ops/drain';
import { pendingMigrations } from '../src/ops/migrations';
import { startHeartbeat } from '../src/ops/worker-heartbeat';
import { GOING_AWAY } from '../src/playback/playback-sockets';
import { call, FIXTURE_MEDIA_DIR, login, SITE_ORIGIN, startTestServer, TEST_WORKS, type TestServer } from './helpers/test-server';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresIt = onPostgres ? it : it.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer({ config: { readyNeedsWorker: true } });
  staffToken = (await login(server.app, 'staff@sift.example', DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await server?.close();
});

/** The first page of the works list, most popular first, as slugs. */
async function firstPage(app: SiftServer): Promise<string[]> {
  const res = await call(app, 'GET', '/content/v2/works/?ordering=-popularity&limit=12');
  expect(res.status).toBe(200);
  return res.body.results.map((w: { slug: string }) => w.slug);
}

async function workIdOf(app: SiftServer, slug: string): Promise<number> {
  const [row] = await app.sift.db.select({ id: works.id }).from(works).where(eq(works.slug, slug));
  return row.id;
}

describe('health and readiness', () => {
  it('GET /healthz answers without asking the database', async () => {
    const res = await call(server.app, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz needs a fresh worker heartbeat, and says which check fails', async () => {
    await server.app.sift.db.delete(workerHeartbeats);
    let res = await call(server.app, 'GET', '/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual(
      expect.arrayContaining([
        { name: 'database', ok: true },
        { name: 'migrations', ok: true },
        { name: 'worker', ok: false, detail: 'no worker has ever beaten' },
      ]),
    );
    const heartbeat = startHeartbeat(server.app.sift.db, 'worker');
    try {
      await sleep(200);
      res = await call(server.app, 'GET', '/readyz');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ready');
      // A beat older than 30 s is stale.
      await server.app.sift.db.update(workerHeartbeats).set({ beatAt: new Date(Date.now() - 31_000) });
      res = await call(server.app, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body.checks.find((c: { name: string }) => c.name === 'worker').detail).toMatch(/^last heartbeat 3\d s ago$/);
    } finally {
      await heartbeat.stop();
    }
    expect(await server.app.sift.db.select().from(workerHeartbeats)).toEqual([]);
  });
});

describe('the request id', () => {
  it("keeps the edge's id and answers it", async () => {
    const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const res = await call(server.app, 'GET', '/content/v2/works/?limit=1', { headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('makes one when there is none or it is not an id', async () => {
    const none = await call(server.app, 'GET', '/healthz');
    const odd = await call(server.app, 'GET', '/healthz', { headers: { 'x-request-id': 'x\u0001y' } });
    for (const res of [none, odd]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
  });
});

describe('metrics', () => {
  it('counts requests and their time per route template, never per raw URL', async () => {
    const app = await buildServer({ database: server.database, seed: false, metrics: true, config: { production: false } });
    try {
      const [slug] = (await call(app, 'GET', '/content/v2/works/?limit=1')).body.results.map((w: { slug: string }) => w.slug);
      await call(app, 'GET', `/content/v2/works/${slug}/`);
      await call(app, 'GET', '/no-such-path/');
      const text = await app.metrics!.registry.metrics();
      expect(text).toMatch(/sift_http_requests_total\{method="GET",route="\/content\/v2\/works\/",status="200"\} 1/);
      expect(text).toMatch(/sift_http_requests_total\{method="GET",route="\/content\/v2\/works\/:slug\/",status="200"\} 1/);
      expect(text).toMatch(/sift_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
      expect(text).toMatch(/sift_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/content\/v2\/works\/"\}/);
      expect(text).toContain('sift_worker_heartbeat_age_seconds');
      if (onPostgres) expect(text).toMatch(/sift_db_pool_connections\{pool="primary",state="total"\} \d+/);
    } finally {
      await app.close();
    }
  });
});

describe('the catalogue version (decision 0091)', () => {
  it('PATCH staff/works/{id}/ is for staff only and takes a work off every list and its page', async () => {
    const [slug] = await firstPage(server.app);
    const id = await workIdOf(server.app, slug);
    const member = await login(server.app, 'parent@sift.example', DEMO_PASSWORD);
    const refused = await call(server.app, 'PATCH', `/staff/works/${id}/`, { token: member.token, body: { is_enabled: false } });
    expect(refused.status).toBe(403);
    expect((await call(server.app, 'PATCH', `/staff/works/${id}/`, { token: staffToken, body: { is_enabled: 'no' } })).status).toBe(400);
    expect((await call(server.app, 'PATCH', '/staff/works/2000000000/', { token: staffToken, body: { is_enabled: false } })).status).toBe(404);

    expect(await firstPage(server.app)).toContain(slug);
    const off = await call(server.app, 'PATCH', `/staff/works/${id}/`, { token: staffToken, body: { is_enabled: false } });
    expect(off.body).toEqual({ id, slug, is_enabled: false });
    await sleep(VERSION_TTL_MS + 50);
    expect(await firstPage(server.app)).not.toContain(slug);
    expect((await call(server.app, 'GET', `/content/v2/works/${slug}/`)).status).toBe(404);

    await call(server.app, 'PATCH', `/staff/works/${id}/`, { token: staffToken, body: { is_enabled: true } });
    await sleep(VERSION_TTL_MS + 50);
    expect(await firstPage(server.app)).toContain(slug);
  });

  postgresIt("a change made through one process is in the other's kept answers within the bound", async () => {
    // A second server on the same PostgreSQL database: its own pool, its own caches, as another process has.
    const { openDatabase } = await import('../src/db/database');
    const other = await openDatabase({ url: server.url!, poolSize: 2 });
    const second = await buildServer({ database: other, seed: false, config: { production: false } });
    try {
      const [slug] = await firstPage(second);
      const id = await workIdOf(second, slug);
      // Kept by the second process (asked twice: the second answer comes from its memory).
      await firstPage(second);
      const page = await call(second, 'GET', '/content/v2/works/?ordering=-popularity&limit=12');
      expect(page.headers['cache-control']).toBe('public, max-age=60');

      const changed = await call(server.app, 'PATCH', `/staff/works/${id}/`, { token: staffToken, body: { is_enabled: false } });
      expect(changed.status).toBe(200);
      // The documented bound: a request that starts VERSION_TTL_MS after the change sees it.
      await sleep(VERSION_TTL_MS + 50);
      expect(await firstPage(second)).not.toContain(slug);
      expect((await call(second, 'GET', `/content/v2/works/${slug}/`)).status).toBe(404);

      await call(server.app, 'PATCH', `/staff/works/${id}/`, { token: staffToken, body: { is_enabled: true } });
      await sleep(VERSION_TTL_MS + 50);
      expect(await firstPage(second)).toContain(slug);
    } finally {
      await second.close();
      await other.close();
    }
  });
});

describe('DATABASE_READ_URL', () => {
  postgresIt("routes the catalogue's reads to the read database and every write to the primary", async () => {
    const read = await createScratchDatabase(process.env.TEST_DATABASE_URL!, { prefix: 'sift_test_read', poolSize: 2 });
    // A copy of the catalogue that differs in one work, so the answer tells which database it came from.
    const readSide = await buildServer({ database: read.database, seed: { works: TEST_WORKS }, config: { production: false, demoMediaDir: FIXTURE_MEDIA_DIR } });
    await readSide.close();
    const [slug] = await firstPage(server.app);
    await read.database.db.update(works).set({ isEnabled: false }).where(eq(works.slug, slug));
    const app = await buildServer({
      database: server.database,
      readDatabase: read.database,
      seed: false,
      config: { production: false, siteOrigins: [SITE_ORIGIN] },
    });
    try {
      expect(app.sift.readDb).toBe(read.database.db);
      expect(await firstPage(app)).not.toContain(slug);
      expect((await call(app, 'GET', `/content/v2/works/${slug}/`)).status).toBe(404);
      // Writes (and what decides them) stay on the primary.
      const member = await login(app, 'parent@sift.example', DEMO_PASSWORD);
      const profiles = await call(app, 'GET', '/profiles/', { token: member.token });
      const headers = { 'x-sift-profile-id': String(profiles.body.results[0].id) };
      const id = await workIdOf(server.app, slug);
      expect((await call(app, 'POST', '/watchlist-items/', { token: member.token, headers, body: { work_id: id } })).status).toBeLessThan(300);
      const listed = await call(server.app, 'GET', `/watchlist-items/${id}/`, { token: member.token, headers });
      expect(listed.status).toBe(200);
      await call(app, 'DELETE', `/watchlist-items/${id}/`, { token: member.token, headers });
    } finally {
      await app.close();
      await read.drop();
    }
  });
});

describe('the migrate step (decision 0092)', () => {
  postgresIt('a production process does not migrate: it refuses a database that lacks migrations', async () => {
    const empty = await createScratchDatabase(process.env.TEST_DATABASE_URL!, { prefix: 'sift_test_unmigrated', poolSize: 2 });
    try {
      expect((await pendingMigrations(empty.database.db)).length).toBeGreaterThan(5);
      await expect(
        buildServer({ database: empty.database, config: { production: true, publicUrl: 'https://api.sift.example', migrateAtStart: false } }),
      ).rejects.toThrow(ProductionStartRefused);
      await expect(
        buildServer({ database: empty.database, config: { production: true, publicUrl: 'https://api.sift.example', migrateAtStart: false } }),
      ).rejects.toThrow(/lacks the migrations 0000_init, .*Run the migrate step first/);
      // Nothing was created: the migrate step is the only writer of the schema.
      expect((await pendingMigrations(empty.database.db)).length).toBeGreaterThan(5);
    } finally {
      await empty.drop();
    }
  });

  it('nothing is pending on a migrated database', async () => {
    expect(await pendingMigrations(server.app.sift.db)).toEqual([]);
  });
});

describe('the drain (decision 0093)', () => {
  it('finishes the request under way, closes the sockets with 1001, and stops listening', async () => {
    const app = await buildServer({ database: server.database, seed: false, config: { production: false, siteOrigins: [SITE_ORIGIN] } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/events/`, { origin: SITE_ORIGIN });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    // A request under way when the drain starts: its body is still arriving.
    const http = await import('node:http');
    const body = JSON.stringify({ username: 'nobody@test.example', password: 'not-the-password' });
    const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api-token-auth/', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode!, connection: response.headers.connection });
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 5));
      setTimeout(() => request.end(body.slice(5)), 300);
    });
    await sleep(100);
    const drained = drain(app, app.sift, { deadlineMs: 5_000 });
    expect(app.sift.lifecycle.draining).toBe(true);
    expect(await closed).toBe(GOING_AWAY);
    expect((await answered).status).toBeLessThan(500);
    const result = await drained;
    expect(result.cut).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
