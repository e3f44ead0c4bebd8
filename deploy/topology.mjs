/**
 * The production topology on one machine, as parts a start command, a test or the load test put together
 * (docs/production.md): Debian's PostgreSQL and nginx, the migrate step, the maildev mail catcher, the worker,
 * N API processes (each on its port, with its Prometheus port), the shell's document server and the edge.
 *
 * Every long-running part is a child in a process group of its own, and the API processes and the worker are
 * supervised: one that exits (crashed, killed, or drained by SIGTERM for a restart) is started again after a
 * second, until the topology is stopped. Plain Node, no dependencies beyond the workspace's.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { checkNginxConfig, nginxBinary, workerUser, writeNginxConfig } from './nginx/generate.mjs';

const require = createRequire(import.meta.url);
const { MAX_API_PROCESSES, PRODUCTION_PORTS, productionOrigins } = require('@sift/build-config/ports');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = path.join(ROOT, 'packages', 'api-server');
const MAILDEV = path.join(ROOT, 'deploy', 'node_modules', '.bin', 'maildev');
export const DATABASE_NAME = 'sift';

const say = (message) => console.log(`\x1b[36m[sift production]\x1b[0m ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isRoot = () => process.getuid?.() === 0;

/** Installs Debian packages that are missing (as root, or through sudo). */
export function ensureDebianPackages({ nginx = true, postgres = true } = {}) {
  const wanted = [];
  if (nginx && !nginxBinary()) wanted.push('nginx', 'libnginx-mod-http-brotli-static');
  if (postgres && !postgresBinDir()) wanted.push('postgresql');
  if (!wanted.length) return;
  say(`Installing Debian's ${wanted.join(', ')}`);
  const apt = (args) => {
    const command = isRoot() ? 'apt-get' : 'sudo';
    const result = spawnSync(command, isRoot() ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...wanted]);
  // Debian's package starts its own nginx on port 80 where it can; the topology runs its own.
  spawnSync('sh', ['-c', 'command -v service >/dev/null && service nginx stop'], { stdio: 'ignore' });
}

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

/** Resolves when something listens on 127.0.0.1:port. */
export async function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(200);
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000} s`);
}

/** Resolves when `url` answers 200. */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s: ${last}`);
}

/** A long-running child writing to a log file, in a process group of its own. */
function startProcess(name, command, args, { env = {}, cwd = ROOT, logFile }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  child.processName = name;
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A child that is started again whenever it exits, until stopped. */
function supervised(name, start, log) {
  let child = null;
  let stopped = false;
  let restarts = 0;
  const exits = [];
  const run = () => {
    child = start();
    child.on('exit', (code, signal) => {
      exits.push({ code, signal });
      if (stopped) return;
      restarts += 1;
      log(`${name} exited (${signal ?? code}); starting it again`);
      setTimeout(() => !stopped && run(), 1000);
    });
  };
  run();
  return {
    name,
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    /** How each process so far ended: { code, signal }. */
    exits,
    /** Signals the current process (its whole group); the supervisor starts a new one after it exits. */
    signal(signal) {
      if (child) signalGroup(child, signal);
    },
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      stopped = true;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalGroup(child, signal);
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the topology. Options: dir (state: database, releases, logs), apiProcesses, env (extra settings for the
 * API processes and the worker), demoCatalogue (seed the generated catalogue into a fresh database), worker,
 * apiRatePerSecond (the edge's per-address limit; null: none), maildev, readReplica (a streaming replica of PostgreSQL
 * for the catalogue's reads, DATABASE_READ_URL).
 */
export async function startTopology(options) {
  const dir = path.resolve(options.dir);
  const apiProcesses = options.apiProcesses ?? 2;
  if (apiProcesses < 1 || apiProcesses > MAX_API_PROCESSES) throw new Error(`between 1 and ${MAX_API_PROCESSES} API processes`);
  const ports = PRODUCTION_PORTS;
  const origins = productionOrigins();
  const logDir = path.join(dir, 'logs');
  const releasesDir = options.releasesDir ?? path.join(dir, 'releases');
  const shellDist = options.shellDist ?? path.join(ROOT, 'shell', 'dist');
  fs.mkdirSync(logDir, { recursive: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  const log = options.log ?? say;
  const stoppers = [];
  const topology = { dir, ports, origins, logDir, releasesDir, api: [], worker: null, databaseUrl: null, readDatabaseUrl: null };

  const stop = async () => {
    for (const stopper of stoppers.reverse()) {
      try {
        await stopper();
      } catch (error) {
        log(`stopping: ${error.message}`);
      }
    }
    stoppers.length = 0;
  };
  topology.stop = stop;

  try {
    log(`PostgreSQL on 127.0.0.1:${ports.postgres}`);
    const postgres = await startPostgres({ dir: path.join(dir, 'postgres'), port: ports.postgres });
    stoppers.push(async () => postgres.stop());
    topology.databaseUrl = postgres.url;

    let replicaUrl = null;
    if (options.readReplica) {
      // Made before the migrate step: it replays the migrations like any other write.
      const replica = await startReplica({ dir: path.join(dir, 'postgres-replica'), port: ports.postgres + 1, primaryPort: ports.postgres });
      stoppers.push(async () => replica.stop());
      replicaUrl = replica.url;
      topology.readDatabaseUrl = replica.url;
      log(`PostgreSQL streaming replica on 127.0.0.1:${ports.postgres + 1} (the catalogue's reads)`);
    }

    const common = {
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      ...(replicaUrl && { DATABASE_READ_URL: replicaUrl }),
      SIFT_PUBLIC_URL: origins.api.replace(/\/$/, ''),
      SIFT_SITE_ORIGINS: origins.site,
      SIFT_TRUST_PROXY: '1',
      // No Stripe keys on this machine: the sandbox takes Stripe's test cards (a staging site, decision 0035).
      SIFT_PAYMENTS_SANDBOX: '1',
      ...(options.maildev !== false && { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` }),
      LOG_LEVEL: process.env.LOG_LEVEL || 'info',
      ...options.env,
    };

    log('Migrating (the deploy step, once)');
    const migrate = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/migrate.ts', ...(options.demoCatalogue === false ? [] : ['--demo-catalogue'])],
      { cwd: API_DIR, env: { ...process.env, ...common }, encoding: 'utf8' },
    );
    fs.appendFileSync(path.join(logDir, 'migrate.log'), `${migrate.stdout}${migrate.stderr}`);
    if (migrate.status !== 0) throw new Error(`the migrate step failed:\n${migrate.stdout}${migrate.stderr}`);
    log(migrate.stdout.trim().split('\n').pop());

    if (options.maildev !== false) {
      const maildev = supervised(
        'maildev',
        () =>
          startProcess('maildev', MAILDEV, ['--smtp', String(ports.smtp), '--ip', '127.0.0.1', '--web', String(ports.mailUi), '--web-ip', '127.0.0.1', '--max-emails', '2000'], {
            logFile: path.join(logDir, 'maildev.log'),
          }),
        log,
      );
      stoppers.push(() => maildev.stop());
      await waitForPort(ports.smtp);
    }

    if (options.worker !== false) {
      const worker = supervised(
        'worker',
        () =>
          startProcess('worker', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
            cwd: API_DIR,
            env: { ...common, SIFT_WORKER: '1', SIFT_METRICS_PORT: String(ports.metrics + MAX_API_PROCESSES) },
            logFile: path.join(logDir, 'worker.log'),
          }),
        log,
      );
      topology.worker = worker;
      stoppers.push(() => worker.stop());
    }

    for (let i = 0; i < apiProcesses; i += 1) {
      const api = supervised(
        `API process ${i + 1}`,
        () =>
          startProcess(`api-${i + 1}`, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
            cwd: API_DIR,
            env: { ...common, HOST: '127.0.0.1', PORT: String(ports.api + i), SIFT_METRICS_PORT: String(ports.metrics + i), SIFT_WORKER: '0' },
            logFile: path.join(logDir, `api-${i + 1}.log`),
          }),
        log,
      );
      api.port = ports.api + i;
      api.metricsPort = ports.metrics + i;
      topology.api.push(api);
      stoppers.push(() => api.stop());
    }

    if (options.documents !== false) {
      const documents = supervised(
        'shell documents',
        () =>
          startProcess('documents', process.execPath, ['deploy/documents-server.mjs', '--dir', shellDist, '--registry', path.join(releasesDir, 'registry.json'), '--port', String(ports.documents)], {
            logFile: path.join(logDir, 'documents.log'),
          }),
        log,
      );
      stoppers.push(() => documents.stop());
    }

    const runDir = path.join(dir, 'nginx');
    const configFile = writeNginxConfig(path.join(runDir, 'nginx.conf'), {
      runDir,
      shellDist,
      releasesDir,
      apiProcesses,
      apiRatePerSecond: options.apiRatePerSecond === undefined ? 100 : options.apiRatePerSecond,
    });
    const check = checkNginxConfig(configFile, runDir);
    if (!check.ok) throw new Error(`nginx -t refused ${configFile}:\n${check.output}`);
    if (workerUser()) spawnSync('chmod', ['o+rx', dir, runDir], { stdio: 'ignore' });
    const nginx = startProcess('nginx', nginxBinary(), ['-c', configFile, '-p', runDir, '-e', path.join(runDir, 'logs', 'error.log'), '-g', 'daemon off;'], {
      logFile: path.join(logDir, 'nginx.log'),
    });
    topology.nginx = nginx;
    stoppers.push(async () => {
      if (nginx.exitCode !== null) return;
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      signalGroup(nginx, 'SIGQUIT');
      await exited;
    });
    topology.nginxConfig = configFile;
    topology.accessLog = path.join(runDir, 'logs', 'access.log');
    await waitForPort(ports.edge);

    for (const api of topology.api) await waitForOk(`http://127.0.0.1:${api.port}/readyz`, 120_000);
    await waitForOk(`${origins.api}readyz`, 30_000);
    return topology;
  } catch (error) {
    await stop();
    throw error;
  }
}
