/**
 * A kill -9 of the API server right after acknowledged writes loses none of them: an answer is sent only after
 * its transaction committed. The server runs as its own process (src/main.ts) on this test file's database:
 * PostgreSQL in the PostgreSQL run (the production database), a PGlite folder otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { analyticsEvents, profiles, users } from '../src/db/schema';
import { FIXTURE_MEDIA_DIR, openTestDatabase } from './helpers/test-server';


function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIFT_SEED_WORKS: '30', SIFT_DEMO_MEDIA_DIR: FIXTURE_MEDIA_DIR, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

it('keeps every acknowledged write after a kill -9 of the server', async () => {
  const { database: scratch, url: databaseUrl, drop } = await openTestDatabase();
  const dataDir = databaseUrl ? undefined : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sift-crash-')), 'pglite');
  if (!databaseUrl) await scratch.close();
  const { child, url } = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { SIFT_DATA_DIR: dataDir });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let reopened: Database | undefined;
  try {
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const { token } = (await (await post('/api-token-auth/', { username: 'parent@sift.example', password: 'watchtogether' })).json()) as { token: string };
    const auth = { authorization: `Token ${token}` };
    const primaryId = String(((await (await fetch(`${url}/profiles/`, { headers: auth })).json()) as { results: { id: number }[] }).results[0].id);
    // Acknowledged writes of several kinds, the last one immediately before the kill.
    const sessions = Array.from({ length: 40 }, (_, i) => `crash-${i}`);
    for (const sessionId of sessions) {
      const res = await post('/stats/', { events: [{ event: 'page_view', at: Date.now(), extras: { n: sessionId } }] }, { 'x-sift-session-id': sessionId });
      expect(res.status).toBe(204);
    }
    const created = await post('/profiles/', { name: 'Survivor' }, { ...auth, 'x-sift-profile-id': primaryId });
    expect(created.status).toBe(201);
    const flags = await fetch(`${url}/users/change-name/`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ first_name: 'Kept', last_name: 'After' }) });
    expect(flags.status).toBe(200);
    child.kill('SIGKILL');
    await exited;

    reopened = databaseUrl ? await openDatabase({ url: databaseUrl }) : await openDatabase({ dataDir });
    const events = await reopened.db.select({ sessionId: analyticsEvents.sessionId }).from(analyticsEvents).where(inArray(analyticsEvents.sessionId, sessions));
    expect(events).toHaveLength(sessions.length);
    expect(await reopened.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, 'Survivor'))).toHaveLength(1);
    const [parent] = await reopened.db.select({ first: users.firstName }).from(users).where(eq(users.email, 'parent@sift.example'));
    expect(parent.first).toBe('Kept');
    process.stdout.write(`kill -9 (${reopened.kind}): 42 acknowledged writes, all kept\n`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await reopened?.close();
    await drop();
    if (dataDir) fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
