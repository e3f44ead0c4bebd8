/**
 * What an API process and a worker share: the context every route handler and job handler reaches (database,
 * configuration, clock, mailer, limits, the job queue), made one way for both (src/server.ts, src/worker.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '@sift/contracts';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { backgroundTasks } from './http/background';
import { DEFAULT_LIMITS, type AppContext, type Limits } from './http/context';
import { JobQueue } from './jobs/job-queue';
import { jobHandlers } from './job-handlers';
import { noMailer, outboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import { sharedClock, type SharedClock } from './clock/settable-clock';

export interface ContextOptions {
  config: ServerConfig;
  database: Database;
  /** Where the catalogue is read (DATABASE_READ_URL, a replica); the primary by default. */
  readDatabase?: Database;
  clock?: Clock;
  limits?: Partial<Limits>;
  mailer?: Mailer;
  log: FastifyBaseLogger;
  /** Run due jobs in this process (default: config.jobs.work). */
  work?: boolean;
}

export interface MadeContext {
  ctx: AppContext;
  /** The development clock (null in production). */
  devClock: SharedClock | null;
}

export async function createAppContext(options: ContextOptions): Promise<MadeContext> {
  const { config, database, log } = options;
  // Development can move the clock (PUT /dev/clock/), for every process on the database (docs/decisions/0030);
  // production keeps the plain one.
  const devClock = config.production ? null : sharedClock(database.db, options.clock ?? systemClock);
  if (devClock) await devClock.refresh(0);
  const clock = devClock ?? options.clock ?? systemClock;
  const mailer =
    options.mailer ??
    (config.smtpUrl ? await smtpMailer(config.smtpUrl, config.mailFrom, log) : config.production ? noMailer(log) : outboxMailer(database.db, log, () => clock.now()));
  const jobs = new JobQueue(database, { ...config.jobs, work: options.work ?? config.jobs.work });
  const ctx: AppContext = {
    database,
    db: database.db,
    readDb: (options.readDatabase ?? database).db,
    config,
    clock,
    mailer,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    log,
    background: backgroundTasks(log, () => jobs.drain()),
    jobs,
    lifecycle: { draining: false },
  };
  await jobs.start(ctx, jobHandlers);
  // A working process looks for due work at once (events the seed or a stopped process left, renewals now due).
  if (jobs.working) await jobs.send('billing.tick', {});
  return { ctx, devClock };
}
