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
import path from 'node:path';
import { createRequire } from 'node:module';
import { checkNginxConfig, nginxBinary, workerUser, writeNginxConfig } from './nginx/generate.mjs';
import { DATABASE_NAME, postgresBinDir, startPostgres, startReplica } from './postgres.mjs';
import { isRoot, ROOT, say, signalGroup, startProcess, supervised, waitForOk, waitForPort } from './processes.mjs';

export { DATABASE_NAME, postgresBinDir, ROOT, startPostgres, startReplica, waitForOk, waitForPort };

const require = createRequire(import.meta.url);
const { MAX_API_PROCESSES, PRODUCTION_PORTS, productionOrigins } = require('@sift/build-config/ports');

const API_DIR = path.join(ROOT, 'packages', 'api-server');
const MAILDEV = path.join(ROOT, 'deploy', 'node_modules', '.bin', 'maildev');

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

/**
 * Publishes each remote's build (its dist) as the live release at its origin on the edge: the release tool's
 * `publish-builds`, with the checks of a release (the renderer's included). Resolves once the registry is written.
 * `quiet`: its output is kept, and shown only in the error when it fails.
 */
export function publishBuilds(topology, { quiet = false } = {}) {
  const { origins, releasesDir } = topology;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('packages', 'release', 'src', 'cli.ts'), 'publish-builds'], {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        SIFT_RELEASES_DIR: releasesDir,
        SIFT_RELEASE_BASE_URL: origins.remote('{remote}'),
        SIFT_API_URL: origins.api,
        SIFT_SHELL_URL: `${origins.site}/`,
        // The release tool checks each remote's manifest at its origin (<remote>.localhost): resolve those names here.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'deploy', 'localhost-names.cjs')}`.trim(),
      },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`publish-builds failed (${code ?? signal})${output ? `:\n${output.slice(-4000)}` : ''}`)),
    );
  });
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
