/**
 * One server per test file, on its own database: an in-memory PGlite, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (scripts/test-postgres.sh), so files can run in parallel. Databases are copied
 * from templates made once per jest worker (database-templates.ts, docs/decisions/0080).
 */
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { Clock } from '@sift/contracts';
import type { Database } from '../../src/db/database';
import { buildServer, type BuildOptions, type SiftServer } from '../../src/server';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import type { Limits } from '../../src/http/context';
import { openEmptyTestDatabase, openSeededTestDatabase } from './database-templates';

export const FIXTURE_MEDIA_DIR = path.join(__dirname, '..', 'fixtures', 'demo-media');
export const TEST_WORKS = 150;
export const SITE_ORIGIN = 'http://localhost:3000';

/** An empty database of its own (not migrated) for one test; `drop` closes it and removes it (PostgreSQL). */
export function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  return openEmptyTestDatabase();
}

export interface TestServer {
  app: SiftServer;
  database: Database;
  /** The PostgreSQL URL of this test file's database (PostgreSQL runs only). */
  url?: string;
  close(): Promise<void>;
}

/** A clock a test moves by hand. */
export function manualClock(start = Date.parse('2026-06-01T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export interface TestServerOptions {
  clock?: Clock;
  limits?: Partial<Limits>;
  config?: BuildOptions['config'];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = {
    production: false,
    siteOrigins: [SITE_ORIGIN, 'http://localhost:3001'],
    demoMediaDir: FIXTURE_MEDIA_DIR,
    rateLimitPerMinute: 1_000_000,
    smtpUrl: undefined,
    publicUrl: undefined,
    ...options.config,
  };
  // Seeded as buildServer would seed it (so the server finds it seeded and only runs its every-start steps).
  const { database, url, drop } = await openSeededTestDatabase({
    works: TEST_WORKS,
    demoData: !config.production,
    demoMediaDir: config.demoMediaDir,
    clock: options.clock,
  });
  let app: SiftServer;
  try {
    app = await buildServer({ database, seed: { works: TEST_WORKS }, clock: options.clock, limits: options.limits, config });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    database,
    url,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export interface CallOptions {
  token?: string;
  /** The client's address as the server sees it (default 127.0.0.1). */
  remoteAddress?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export async function call<T = any>(app: SiftServer, method: InjectOptions['method'], url: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const response = await app.inject({
    method,
    url,
    query: options.query,
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
    headers: {
      'x-sift-platform': 'web',
      ...(options.token && { authorization: `Token ${options.token}` }),
      ...options.headers,
    },
    ...(options.body !== undefined && { payload: options.body as object }),
  });
  let body: unknown = response.body;
  if ((response.headers['content-type'] ?? '').toString().includes('json') && response.body) body = response.json();
  return { status: response.statusCode, body: body as T, headers: response.headers };
}

export async function login(app: SiftServer, email: string, password = DEMO_PASSWORD): Promise<{ token: string; id: number }> {
  const res = await call(app, 'POST', '/api-token-auth/', { body: { username: email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Waits for work the server does after answering (mail sent off the request path). */
export const settled = (app: SiftServer) => app.sift.background.settled();

/** The newest mail to `to` in the development outbox (after mail still being sent has gone). */
export async function lastMail(app: SiftServer, to: string) {
  await settled(app);
  const res = await call(app, 'GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return res.body[0] as { to: string; subject: string; text: string; code: string | null; link: string | null; sentAt: string } | undefined;
}

let counter = 0;
/**
 * A fresh signed-up account, for tests that change account state: the signup the server asks for (a code
 * mailed to the address, read from the development outbox, then the signup with the code).
 */
export async function signUp(app: SiftServer, password = 'secret-pass-1', email = `user${Date.now().toString(36)}${counter++}@test.example`) {
  let res = await call(app, 'POST', '/users/', { body: { email, password } });
  if (res.status === 202) {
    const code = (await lastMail(app, email))?.code;
    res = await call(app, 'POST', '/users/', { body: { email, password, confirmation_code: code } });
  }
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: res.body.token as string, id: res.body.id as number };
}
