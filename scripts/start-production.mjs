#!/usr/bin/env node
/**
 * `npm run start:production`: the production topology on this machine (docs/production.md), one port for the site:
 * Debian's nginx as the edge (http://localhost:3080/, moved by SIFT_PORT_OFFSET), two API processes (stateless, on
 * PostgreSQL), the worker, Debian's PostgreSQL (its own cluster in .data/production/postgres, durable), the maildev
 * mail catcher (http://127.0.0.1:4061/), and the shell's document server. Installs what is missing (pnpm,
 * dependencies, nginx and PostgreSQL from Debian's packages), builds the apps that changed, runs the migrate step
 * once, and publishes each remote's build to its origin on the edge as a release.
 *
 * Production mode: no demo accounts (sign up; the code arrives in maildev), the generated catalogue loaded by the
 * migrate step on a fresh database, the payment sandbox (no Stripe keys here).
 *
 * Flags: --api-processes N (2), --read-replica (a streaming replica for the catalogue's reads), --no-install, --no-build. Env: SIFT_PRODUCTION_DIR (.data/production),
 * SIFT_PORT_OFFSET (every port), LOG_LEVEL.
 */
import path from 'node:path';
import { buildApps, installDependencies, log, pnpmCommand, ROOT, staleApps } from './lib.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const value = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);

const pnpm = pnpmCommand();
if (!flag('--no-install')) installDependencies(pnpm);
const { ensureDebianPackages, publishBuilds, startTopology } = await import('../deploy/topology.mjs');
ensureDebianPackages();
if (!flag('--no-build')) buildApps(pnpm, staleApps());

const dir = path.resolve(process.env.SIFT_PRODUCTION_DIR || path.join(ROOT, '.data', 'production'));
const topology = await startTopology({ dir, apiProcesses: Number(value('--api-processes', 2)), readReplica: flag('--read-replica') });

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  log('Stopping the production topology');
  await topology.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  log('Publishing the built remotes to their origins on the edge');
  await publishBuilds(topology);
} catch (error) {
  console.error(error.message);
  await stop(1);
}

const { ports, origins } = topology;
log('');
log(`Sift (production topology) is running at ${origins.site}/`);
log(`  edge: nginx on ${origins.site} (the API at ${origins.api}, each remote at ${origins.remote('<remote>')})`);
log(`  API processes: ${topology.api.map((api) => `127.0.0.1:${api.port} (metrics :${api.metricsPort})`).join(', ')}; worker metrics :${ports.metrics + 9}`);
log(`  PostgreSQL: ${topology.databaseUrl}${topology.readDatabaseUrl ? `; catalogue reads from the replica ${topology.readDatabaseUrl}` : ''}`);
log(`  mail (sign-up codes, reset links): http://127.0.0.1:${ports.mailUi}/`);
log(`  logs: ${topology.logDir} (nginx: ${topology.accessLog})`);
log('  No demo accounts in production mode: sign up, and pay with 4242 4242 4242 4242.');
log('Press Ctrl+C to stop.');
