/** Issue 8 item 3: one process per PGlite data directory; a second is refused with a clear message; a stale lock is recovered. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { CHILD_PROCESS_GUARD_MS } from './helpers/child-process';


const holder = path.join(__dirname, 'fixtures', 'hold-pglite.ts');
const env = { ...process.env, NODE_OPTIONS: '' };
// node itself with tsx's loader, so the child's pid is the process that holds the lock.
const nodeArgs = (dataDir: string) => ['--import', 'tsx', holder, dataDir];
const cwd = path.join(__dirname, '..');
const openElsewhere = (dataDir: string) => spawnSync(process.execPath, nodeArgs(dataDir), { env, cwd, encoding: 'utf8', timeout: CHILD_PROCESS_GUARD_MS });

function startHolder(dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs(dataDir), { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.stdout!.on('data', (chunk) => String(chunk).includes('open') && resolve(child));
    child.on('exit', (code) => reject(new Error(`holder exited ${code}: ${err}`)));
  });
}

let dir: string;
let dataDir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-lock-'));
  dataDir = path.join(dir, 'pglite');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('item 3: refuses a data directory another live process holds, and recovers a stale lock after kill -9', async () => {
  const first = await startHolder(dataDir);
  try {
    // A second process is refused, and says who holds the folder.
    const second = openElsewhere(dataDir);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`in use by process ${first.pid}`);
    expect(second.stderr).toContain('use PostgreSQL (DATABASE_URL)');
    // So is this process.
    await expect(openDatabase({ dataDir, lockWaitMs: 0 })).rejects.toThrow(`in use by process ${first.pid}`);
  } finally {
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
  }
  // The killed holder left its lock behind: stale, taken over.
  expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`create table if not exists lock_check (id int primary key)`);
    await database.db.execute(sql`insert into lock_check values (1)`);
    // And while this process holds it, another process is refused.
    const other = openElsewhere(dataDir);
    expect(other.status).toBe(1);
    expect(other.stderr).toContain(`in use by process ${process.pid}`);
  } finally {
    await database.close();
  }
  expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
});
