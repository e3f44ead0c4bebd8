/**
 * The job worker as its own process (docs/decisions/0061): `SIFT_WORKER=1 tsx src/main.ts`, or
 * `pnpm --filter @sift/api-server worker`. It opens the same PostgreSQL database as the API processes (DATABASE_URL;
 * the embedded PGlite serves one process, whose API runs the jobs itself) and runs due jobs until SIGTERM, finishing
 * the ones it holds. Any number of workers and API processes may run: a job is done once. It serves no HTTP API;
 * it beats (worker_heartbeats, read by /readyz) and, with SIFT_METRICS_PORT, serves its metrics.
 * In production it does not migrate: the deploy's migrate step does (docs/decisions/0092); it refuses to start on a
 * database that lacks migrations.
 */
import type { Server } from 'node:http';
import createPino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createAppContext } from './app-context';
import { configFromEnv } from './config';
import { migrateDatabase, openDatabase } from './db/database';
import { createMetrics, serveMetrics } from './ops/metrics';
import { pendingMigrations } from './ops/migrations';
import { startHeartbeat } from './ops/worker-heartbeat';
import { ProductionStartRefused } from './server';

export interface WorkerOptions {
  /** pino's options (main.ts: every line names its request and trace). */
  logger: createPino.LoggerOptions;
  metricsPort: number | null;
  stopTracing: () => Promise<void>;
}

export async function runWorker(options: WorkerOptions): Promise<void> {
  const config = configFromEnv();
  if (!config.databaseUrl) {
    throw new WorkerNeedsPostgres(
      'A separate worker needs PostgreSQL (DATABASE_URL): the embedded database serves one process, and its API process runs the jobs itself (leave SIFT_WORKER unset).',
    );
  }
  const log = createPino(options.logger) as unknown as FastifyBaseLogger;
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 4 });
  if (config.migrateAtStart) {
    await migrateDatabase(database);
  } else {
    const pending = await pendingMigrations(database.db);
    if (pending.length) {
      await database.close();
      throw new ProductionStartRefused(`Refusing to start the worker: the database lacks the migrations ${pending.join(', ')}. Run the migrate step first.`);
    }
  }
  const { ctx } = await createAppContext({ config, database, log, work: true });
  const heartbeat = startHeartbeat(database.db, 'worker', (error) => log.error({ err: error }, 'worker heartbeat failed'));
  const port = options.metricsPort;
  const metricsServer: Server | null = port ? await serveMetrics(createMetrics(ctx), port) : null;
  const line =
    `Sift worker ${heartbeat.id} running jobs (${database.kind}: ${database.location}, ` +
    `${ctx.config.jobs.schedule ? 'sends the tick every minute' : 'no schedule'})${port ? `, metrics on http://127.0.0.1:${port}/metrics` : ''}`;
  log.info(line);
  process.stdout.write(`${line}\n`);
  const stop = async (signal: string) => {
    log.info(`${signal}: finishing the jobs in hand`);
    await heartbeat.stop();
    await ctx.background.idle();
    await ctx.jobs.stop();
    metricsServer?.close();
    await database.close();
    await options.stopTracing();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

export class WorkerNeedsPostgres extends Error {}
