/**
 * The production/development boundary and the edges of HTTP (issue 8 items 1, 2, 8, 9): demo data only in the
 * development start, the outbox only in development and only for this machine, no open redirect and no Host
 * reflection in production, and a 431 that closes its connection.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { buildServer } from '../src/server';
import { CHILD_PROCESS_GUARD_MS } from './helpers/child-process';
import { openSeededTestDatabase, seededPgliteDataDir } from './helpers/database-templates';
import { call, FIXTURE_MEDIA_DIR, lastMail, login, openTestDatabase, startTestServer, TEST_WORKS } from './helpers/test-server';

/** What a development start seeds (startTestServer's seed): the demo accounts among it. */
const DEV_SEED = { works: TEST_WORKS, demoData: true, demoMediaDir: FIXTURE_MEDIA_DIR };

const PUBLIC_URL = 'https://api.sift.example';
const devConfig = { production: false, demoMediaDir: FIXTURE_MEDIA_DIR, rateLimitPerMinute: 1_000_000, smtpUrl: undefined };
const prodConfig = { ...devConfig, production: true, publicUrl: PUBLIC_URL };

describe('item 1: demo data only in the development start', () => {
  it('a production start seeds no demo accounts, so no staff account with a public password exists', async () => {
    const server = await startTestServer({ config: { production: true, publicUrl: PUBLIC_URL } });
    try {
      const staff = await call(server.app, 'POST', '/api-token-auth/', { body: { username: 'staff@sift.example', password: 'watchtogether' } });
      expect(staff.status).toBe(400);
      expect((await call(server.app, 'GET', '/subscription-plans/')).body.count).toBeGreaterThan(0);
      expect((await call(server.app, 'GET', '/content/v2/works/')).body.count).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('a production start on a database holding a demo account refuses to run and says why', async () => {
    // A database a development start has seeded (the worker's template of it).
    const { database, drop } = await openSeededTestDatabase(DEV_SEED);
    try {
      const dev = await buildServer({ database, seed: { works: TEST_WORKS }, config: devConfig });
      await login(dev, 'staff@sift.example');
      await dev.close();
      await expect(buildServer({ database, seed: { works: TEST_WORKS }, config: prodConfig })).rejects.toThrow(
        /Refusing to start in production: the database .* holds the demo account\(s\) .*staff@sift\.example/,
      );
    } finally {
      await drop();
    }
  });

  it('the real start (src/main.ts, NODE_ENV=production) exits with that message', async () => {
    // A database a development start has seeded: on PostgreSQL a copy of the template, on PGlite a data folder
    // holding the template's cluster (the folder a development start leaves behind).
    const copy = process.env.TEST_DATABASE_URL ? await openSeededTestDatabase(DEV_SEED) : null;
    const dataDir = copy ? undefined : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sift-prod-')), 'pglite');
    try {
      if (dataDir) await seededPgliteDataDir(DEV_SEED, dataDir);
      const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SIFT_PUBLIC_URL: PUBLIC_URL, SIFT_SITE_ORIGINS: 'https://sift.example', PORT: '0', LOG_LEVEL: 'warn', NODE_OPTIONS: '' };
      if (copy) env.DATABASE_URL = copy.url;
      else env.SIFT_DATA_DIR = dataDir;
      const run = spawnSync(tsx, [path.join(__dirname, '..', 'src', 'main.ts')], { env, encoding: 'utf8', timeout: CHILD_PROCESS_GUARD_MS });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Refusing to start in production: .*staff@sift\.example/);
    } finally {
      await copy?.drop();
      if (dataDir) fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

});

describe('item 2: the development outbox only in development and only from this machine', () => {
  it('answers a caller on this machine, and 404 to any other address or a forwarded request', async () => {
    const server = await startTestServer();
    try {
      await call(server.app, 'POST', '/users/join-email-newsletter/', { body: { email: 'outbox@example.com' } });
      expect(await lastMail(server.app, 'outbox@example.com')).toBeDefined();
      const remote = await call(server.app, 'GET', '/dev/outbox.json?to=outbox@example.com', { remoteAddress: '192.0.2.10' });
      expect(remote.status).toBe(404);
      expect(JSON.stringify(remote.body)).not.toContain('outbox@example.com');
      const forwarded = await call(server.app, 'GET', '/dev/outbox.json', { headers: { 'x-forwarded-for': '192.0.2.10' } });
      expect(forwarded.status).toBe(404);
      expect((await call(server.app, 'GET', '/dev/outbox/', { remoteAddress: '10.0.0.5' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('does not exist when mail goes through SMTP (staging), nor in production', async () => {
    for (const config of [{ smtpUrl: 'smtp://127.0.0.1:9' }, { production: true, publicUrl: PUBLIC_URL }]) {
      const server = await startTestServer({ config });
      try {
        expect((await call(server.app, 'GET', '/dev/outbox.json')).status).toBe(404);
      } finally {
        await server.close();
      }
    }
  });
});

describe('item 8: no open redirect, no Host reflection in production', () => {
  it('does not redirect //evil.example/x to another site', async () => {
    const server = await startTestServer();
    try {
      for (const url of ['//evil.example/x', '//evil.example']) {
        const res = await server.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.headers.location).toBeUndefined();
      }
      // Whatever a path looks like, a Location the server writes stays on this site.
      for (const url of ['/\\evil.example/x', '/%2F%2Fevil.example/x', '///evil.example/x']) {
        const location = (await server.app.inject({ method: 'GET', url })).headers.location;
        if (location) expect(String(location)).toMatch(/^\/(?![\/\\])/);
      }
      expect((await server.app.inject({ method: 'GET', url: '/faqs' })).headers.location).toBe('/faqs/');
    } finally {
      await server.close();
    }
  });

  it('builds next links and image URLs from SIFT_PUBLIC_URL in production, whatever the Host header says', async () => {
    const server = await startTestServer({ config: { production: true, publicUrl: PUBLIC_URL } });
    try {
      const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      const avatars = await call(server.app, 'GET', '/profile-avatars/?limit=1', { headers });
      expect(avatars.body.next).toMatch(/^https:\/\/api\.sift\.example\/profile-avatars\/\?/);
      expect(avatars.body.results[0].url).toMatch(/^https:\/\/api\.sift\.example\/images\//);
      expect(JSON.stringify(avatars.body)).not.toContain('evil.example');
    } finally {
      await server.close();
    }
  });

  it('refuses a production start without SIFT_PUBLIC_URL', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await expect(buildServer({ database, seed: false, config: { ...prodConfig, publicUrl: undefined } })).rejects.toThrow(/SIFT_PUBLIC_URL/);
    } finally {
      await drop();
    }
  });

  it('refuses a production start without SIFT_SITE_ORIGINS: the localhost defaults are for development only', async () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).siteOrigins).toEqual([]);
    expect(configFromEnv({ NODE_ENV: 'production', SIFT_SITE_ORIGINS: 'https://sift.example/, https://www.sift.example' }).siteOrigins).toEqual([
      'https://sift.example',
      'https://www.sift.example',
    ]);
    expect(configFromEnv({ NODE_ENV: 'development' }).siteOrigins).toContain('http://localhost:3000');
    const { database, drop } = await openTestDatabase();
    try {
      await expect(buildServer({ database, seed: false, config: { ...prodConfig, siteOrigins: [] } })).rejects.toThrow(/SIFT_SITE_ORIGINS/);
    } finally {
      await drop();
    }
  });

  it('in development ignores a malformed Host header in links', async () => {
    const server = await startTestServer();
    try {
      const res = await call(server.app, 'GET', '/profile-avatars/?limit=1', { headers: { host: 'evil.example/<x>@other' } });
      expect(res.body.next).not.toContain('evil');
    } finally {
      await server.close();
    }
  });
});

describe('item 9: a 431 closes its connection', () => {
  it('answers 431 with Connection: close and ends the socket, so a keep-alive client does not reuse it', async () => {
    const database = await openDatabase({});
    const app = await buildServer({ database, seed: false, config: devConfig });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as net.AddressInfo;
      const answer = await new Promise<{ text: string; ended: boolean }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve({ text, ended: true }));
        socket.on('error', reject);
        socket.setTimeout(10_000, () => resolve({ text, ended: false }));
        socket.write(`GET /health/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      expect(answer.text).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer.text.toLowerCase()).toContain('connection: close');
      expect(answer.text).toContain('"detail"');
      expect(answer.ended).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
