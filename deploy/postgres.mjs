/**
 * Debian's PostgreSQL for the production topology (topology.mjs): its binaries, a durable cluster of its own with the
 * site's database, and a streaming replica of it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { isRoot, say } from './processes.mjs';

const require = createRequire(import.meta.url);

export const DATABASE_NAME = 'sift';

/** Debian's PostgreSQL binaries (pg_ctl, initdb), newest version installed. */
export function postgresBinDir() {
  try {
    const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = `/usr/lib/postgresql/${version}/bin`;
      if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
    }
  } catch {
    // not installed
  }
  return null;
}

/** Runs a PostgreSQL tool; as root it runs as the postgres user (PostgreSQL refuses root). */
function asPostgres(tool, args, options = {}) {
  const bin = path.join(postgresBinDir(), tool);
  const [command, fullArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return spawnSync(command, fullArgs, { encoding: 'utf8', ...options });
}

/**
 * A PostgreSQL cluster of its own in `dir` on `port` (loopback), created on first use. Durable settings (fsync on):
 * this is the production shape, not a test server.
 */
export async function startPostgres({ dir, port }) {
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    if (spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
      spawnSync('useradd', ['--system', '--home-dir', '/var/lib/postgresql', '--shell', '/bin/bash', 'postgres'], { stdio: 'inherit' });
    }
    spawnSync('chown', ['postgres', dir]);
    fs.chmodSync(dir, 0o755);
  }
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    say(`Creating a PostgreSQL cluster in ${data}`);
    const init = asPostgres('initdb', ['-D', data, '--username=postgres', '--auth=trust', '--encoding=UTF8']);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  }
  startCluster('PostgreSQL', { data, dir, port, settings: '-c shared_buffers=256MB' });
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!exists.rowCount) await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

/** Starts the cluster in `data` on 127.0.0.1:`port` unless it runs already (its log in `dir`/server.log). */
function startCluster(what, { data, dir, port, settings }) {
  if (asPostgres('pg_ctl', ['-D', data, 'status']).status === 0) return;
  const log = path.join(dir, 'server.log');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 ${settings}`;
  const start = asPostgres('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
  if (start.status !== 0) throw new Error(`${what} did not start: ${start.stderr || start.stdout} (see ${log})`);
}

/**
 * A streaming replica of the cluster on `primaryPort`, in `dir` on `port` (a hot standby: it answers reads and
 * replays the primary's WAL), created with pg_basebackup on first use. Catalogue reads go to it through
 * DATABASE_READ_URL (decision 0091).
 */
export async function startReplica({ dir, port, primaryPort }) {
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    spawnSync('chown', ['postgres', dir]);
    fs.chmodSync(dir, 0o755);
  }
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    say(`Creating a streaming replica in ${data}`);
    const backup = asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', data, '-R', '-X', 'stream', '--checkpoint=fast']);
    if (backup.status !== 0) throw new Error(`pg_basebackup failed: ${backup.stderr}`);
  }
  startCluster('the replica', { data, dir, port, settings: '-c hot_standby=on' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
