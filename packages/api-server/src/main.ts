/**
 * Starts the API server: `tsx src/main.ts [--works N | --large]`. With no configuration it runs on PGlite in
 * <repo>/.data/pglite, migrates, seeds on first start, and prints the URL and the demo accounts.
 *
 * Process roles (docs/production.md): SIFT_WORKER=1 runs the worker alone (jobs, its heartbeat; no HTTP API),
 * SIFT_WORKER=0 an API process that leaves jobs to workers, unset an API process that also runs them (the embedded
 * start). SIGTERM drains (ops/drain.ts) and exits 0. SIFT_METRICS_PORT serves Prometheus metrics on that port.
 */
// First: tracing patches http, fastify and pg as they load.
import { tracing } from './ops/tracing-start';
import { configFromEnv, LARGE_SEED_WORKS } from './config';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { DataDirInUse } from './db/data-dir-lock';
import { buildServer, ProductionStartRefused } from './server';
import { drain } from './ops/drain';
import { serveMetrics } from './ops/metrics';
import { currentRequestId } from './ops/request-context';
import { activeTraceIds } from './ops/trace-context';
import { startHeartbeat, type Heartbeat } from './ops/worker-heartbeat';
import { runWorker, WorkerNeedsPostgres } from './worker';

function seedWorksFromArgs(argv: string[]): number | undefined {
  if (argv.includes('--large')) return LARGE_SEED_WORKS;
  const i = argv.indexOf('--works');
  if (i >= 0 && Number(argv[i + 1]) > 0) return Math.floor(Number(argv[i + 1]));
  return undefined;
}

/** Every log line names the request it was written for and, when tracing, its trace. */
const logger = {
  level: process.env.LOG_LEVEL ?? 'info',
  mixin() {
    const requestId = currentRequestId();
    const ids = tracing ? activeTraceIds() : null;
    return requestId ? { reqId: requestId, ...ids } : (ids ?? {});
  },
};

const metricsPort = () => (process.env.SIFT_METRICS_PORT ? Number(process.env.SIFT_METRICS_PORT) : null);
/** Time to keep serving, not ready, before the listener closes (a load balancer polling /readyz takes us out). */
const drainDelayMs = () => Number(process.env.SIFT_DRAIN_DELAY_MS || 0);

async function stopTracing() {
  await tracing?.shutdown().catch(() => undefined);
}

async function runApi() {
  const config = configFromEnv();
  const works = seedWorksFromArgs(process.argv.slice(2));
  if (works) config.seedWorks = works;
  const port = metricsPort();
  const app = await buildServer({ config, logger, metrics: port !== null });
  const address = await app.listen({ host: config.host, port: config.port });
  // Jobs run in this process unless SIFT_WORKER=0 leaves them to worker processes.
  const heartbeat: Heartbeat | null = !app.sift.jobs.working
    ? null
    : startHeartbeat(app.sift.db, 'embedded', (error) => app.log.error({ err: error }, 'worker heartbeat failed'));
  const metricsServer = port && app.metrics ? await serveMetrics(app.metrics, port) : null;
  const db = app.sift.database;
  const lines = [
    '',
    `Sift API listening on ${address} (pid ${process.pid})`,
    `  database: ${db.kind} (${db.location})${app.seedResult?.seeded ? `, seeded ${app.seedResult.works} works` : ''}`,
    ...(config.databaseReadUrl ? [`  catalogue reads: ${app.sift.readDb === app.sift.db ? 'primary' : 'read replica'}`] : []),
    `  mail: ${app.sift.mailer.kind}${app.sift.mailer.kind === 'outbox' ? ` -> ${address}/dev/outbox/` : ''}`,
    `  jobs: ${app.sift.jobs.working ? 'run in this process' : 'sent to the workers (SIFT_WORKER=0)'}`,
    `  OpenAPI: ${address}/openapi.json; health: ${address}/healthz, ${address}/readyz`,
    ...(metricsServer ? [`  metrics: http://127.0.0.1:${port}/metrics`] : []),
    ...(tracing ? [`  traces: ${tracing.exporter === 'otlp' ? 'OTLP' : 'console (one line per request)'}`] : []),
    ...(config.production
      ? ['  production: no demo accounts']
      : ['  demo accounts:', ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.password}  ${a.description}`)]),
    '',
  ];
  app.log.info(lines.join('\n'));
  // Also on stdout in plain text: a person starting the site reads it there.
  process.stdout.write(`${lines.join('\n')}\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining`);
    await heartbeat?.stop();
    const result = await drain(app, app.sift, { delayMs: signal === 'SIGTERM' ? drainDelayMs() : 0 });
    app.log.info(`drained in ${result.ms} ms${result.cut ? ' (connections still busy at the deadline were closed)' : ''}`);
    metricsServer?.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

// SIFT_WORKER=1: this process is a job worker (src/worker.ts), not an API server (docs/decisions/0061).
(process.env.SIFT_WORKER === '1' ? runWorker({ logger, metricsPort: metricsPort(), stopTracing }) : runApi()).catch((error) => {
  // A refused start (production rules, a data directory in use) says why in one line; anything else keeps its stack.
  console.error(error instanceof ProductionStartRefused || error instanceof DataDirInUse || error instanceof WorkerNeedsPostgres ? error.message : error);
  process.exit(1);
});
