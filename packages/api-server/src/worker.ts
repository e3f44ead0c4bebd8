/**
 * The job worker as its own process (docs/decisions/0061): `SIFT_WORKER=1 tsx src/main.ts`, or
 * `pnpm --filter @sift/api-server worker`. It opens the same PostgreSQL database as the API processes (DATABASE_URL;
 * the embedded PGlite serves one process, whose API runs the jobs itself), applies pending migrations, and runs due
 * jobs until SIGTERM, finishing the ones it holds. Any number of workers and API processes may run: a job is done once.
 * It serves no HTTP.
 */
import { createAppContext } from './app-context';
import { configFromEnv } from './config';
import { migrateDatabase, openDatabase } from './db/database';
import { pino } from './logger';

export async function runWorker(): Promise<void> {
  const config = configFromEnv();
  const log = pino(process.env.LOG_LEVEL ?? 'info');
  if (!config.databaseUrl) {
    throw new WorkerNeedsPostgres(
      'A separate worker needs PostgreSQL (DATABASE_URL): the embedded database serves one process, and its API process runs the jobs itself (leave SIFT_WORKER unset).',
    );
  }
  const database = await openDatabase({ url: config.databaseUrl });
  await migrateDatabase(database);
  const { ctx } = await createAppContext({ config, database, log, work: true });
  const line = `Sift worker running jobs (${database.kind}: ${database.location}, ${ctx.config.jobs.schedule ? 'sends the tick every minute' : 'no schedule'})`;
  log.info(line);
  process.stdout.write(`${line}\n`);
  const stop = async (signal: string) => {
    log.info(`${signal}: finishing the jobs in hand`);
    await ctx.background.idle();
    await ctx.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

export class WorkerNeedsPostgres extends Error {}
