/**
 * The job queue (docs/decisions/0061): pg-boss 12 on our database (PostgreSQL, or PGlite through pg-boss's PGlite
 * adapter), its tables in the `pgboss` schema. Any process may send a job; a process that works (the API by default,
 * a worker with SIFT_WORKER=1) fetches due jobs and runs their handlers. pg-boss hands each job to one fetcher
 * (`FOR UPDATE SKIP LOCKED`), retries a failed one with backoff, and gives the job of a process that died to another
 * after it expires; handlers are idempotent, so a job is done once however many processes run.
 *
 * Nothing here decides when billing work is due: the queue's own clock (pg-boss cron and startAfter) runs on real
 * time, and billing rules read the server's settable clock. The `billing.tick` job scans by that clock (0062).
 */
import { sql } from 'drizzle-orm';
import type { JobQueueOptions } from '../config';
import type { Db, Database } from '../db/database';
import type { AppContext } from '../http/context';
import { loadPgBoss } from './load-pg-boss';
import { QUEUE_OF, QUEUES, type JobEnvelope, type JobName, type JobPayloads, type QueueName } from './job-types';

type PgBossModule = typeof import('pg-boss');
type PgBoss = InstanceType<PgBossModule['PgBoss']>;
type PgBossJob = { id: string; retryCount: number; data: JobEnvelope };

export type JobHandler<N extends JobName> = (ctx: AppContext, data: JobPayloads[N]) => Promise<void>;
export type JobHandlers = { [N in JobName]?: JobHandler<N> };

export interface SendOptions {
  /** For keyed jobs: the item (event id, notice key, subscription). A job with this key already waiting is not added again. */
  key?: string;
  /** Send inside this transaction: the job exists only if the transaction commits. Required inside a transaction on PGlite. */
  tx?: Db;
}

const BATCH = 10;
const TICK_CRON = '* * * * *';

const QUEUE_SETTINGS: Record<QueueName, { policy: 'standard' | 'stately'; retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }> = {
  'sift-work': { policy: 'standard', retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
  'sift-keyed': { policy: 'stately', retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
  'sift-tick': { policy: 'stately', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300 },
};

/**
 * A job's data is stored as jsonb, which refuses a lone UTF-16 surrogate (a string a client may send, e.g. in a help
 * request's text): such characters become U+FFFD, as a mail would show them anyway.
 */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return (value as string & { toWellFormed(): string }).toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wellFormed(v)]));
  return value;
}

/** pg-boss over the node-postgres pool the server already has (multi-statement text answers one result per statement). */
function fromPgPool(pool: import('pg').Pool) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = (await pool.query(text, values as unknown[] | undefined)) as unknown;
      if (Array.isArray(result)) return { rows: result.flatMap((r: { rows?: unknown[] }) => r.rows ?? []) };
      return result as { rows: unknown[] };
    },
  };
}

export class JobQueue {
  private boss: PgBoss | null = null;
  private module: PgBossModule | null = null;
  private ctx: AppContext | null = null;
  private handlers: JobHandlers = {};
  private polling = false;
  private pollLoop: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  /**
   * Every pass of runDue under way here (the polling loop's and drain's), from its fetch to its last job: jobs a pass
   * has fetched are no longer due for another fetch, but they are not running yet either.
   */
  private readonly passes = new Set<Promise<number>>();
  private wake: (() => void) | null = null;

  constructor(
    private readonly database: Database,
    readonly options: JobQueueOptions,
  ) {}

  get working() {
    return this.options.work;
  }

  /** Installs or migrates pg-boss's schema, makes the queues, and (when working) starts fetching jobs. */
  async start(ctx: AppContext, handlers: JobHandlers): Promise<void> {
    this.ctx = ctx;
    this.handlers = handlers;
    this.module = await loadPgBoss();
    const { PgBoss, fromPglite } = this.module;
    const client = (this.database.db as unknown as { $client: unknown }).$client;
    const db = this.database.kind === 'pglite' ? fromPglite(client as never) : fromPgPool(client as import('pg').Pool);
    this.boss = new PgBoss({
      db: db as never,
      ...(this.database.kind === 'pglite' && { backend: 'pglite' as const }),
      schedule: this.options.schedule,
      // Maintenance (expiring the jobs of a process that died, deleting old ones) runs in working processes.
      supervise: this.options.work,
    });
    this.boss.on('error', (error: unknown) => ctx.log.error({ err: error }, 'job queue error'));
    await this.boss.start();
    for (const name of QUEUES) {
      const settings = QUEUE_SETTINGS[name];
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { retryLimit: settings.retryLimit, retryDelay: settings.retryDelay, retryBackoff: settings.retryBackoff, expireInSeconds: settings.expireInSeconds });
      else await this.boss.createQueue(name, settings);
    }
    if (this.options.schedule) {
      await this.boss.schedule('sift-tick', TICK_CRON, { kind: 'billing.tick', data: {} } satisfies JobEnvelope, { singletonKey: 'billing.tick:tick' });
    }
    if (this.options.work) {
      this.polling = true;
      this.pollLoop = this.poll();
    }
  }

  /** Enqueues a job. With `tx`, in that transaction; otherwise on its own (never from inside a transaction on PGlite). */
  async send<N extends JobName>(kind: N, data: JobPayloads[N], options: SendOptions = {}): Promise<void> {
    const boss = this.requireBoss();
    const queue = QUEUE_OF[kind];
    const envelope = wellFormed({ kind, data }) as JobEnvelope<N>;
    const singletonKey = queue === 'sift-work' ? undefined : `${kind}:${options.key ?? 'single'}`;
    const connection = options.tx ? { db: this.module!.fromDrizzle(options.tx as never, sql as never) as never } : {};
    await boss.send(queue, envelope, { ...(singletonKey && { singletonKey }), ...connection });
    this.wake?.();
  }

  /**
   * Runs every job that is due now in this process, including the jobs those jobs send, until none is left and none is
   * running here (tests, the billing-year script, and `settled()`). Jobs another process holds are left to it.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const pass = this.runDue();
      const ran = await pass;
      total += ran;
      if (ran === 0) {
        // The polling loop may have fetched a job this pass did not find: its pass is waited for too, not only the
        // job it runs now (on PostgreSQL its fetch can answer after this one found nothing).
        const others = [...this.inFlight, ...[...this.passes].filter((other) => other !== pass)];
        if (!others.length) return total;
        await Promise.allSettled(others);
      }
    }
  }

  /**
   * Jobs waiting (a retry too, before its delay is over) or running in every process, counted now in the job table
   * (the development /dev/jobs/ page, tests that wait for workers). Not pg-boss's queue stats: those are a cache the
   * monitor refreshes once a minute, and a job sent since reads as none.
   */
  async pending(): Promise<number> {
    this.requireBoss();
    const result = (await this.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name in (${sql.join(QUEUES.map((name) => sql`${name}`), sql`, `)}) and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows?: { n: number }[] } | { n: number }[];
    return (Array.isArray(result) ? result : result.rows!)[0].n;
  }

  /** Waits for the jobs running in this process to finish (a closing server). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  async stop(): Promise<void> {
    this.polling = false;
    this.wake?.();
    await this.pollLoop;
    await this.idle();
    await this.boss?.stop({ graceful: false, close: false });
    this.boss = null;
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('The job queue is not started.');
    return this.boss;
  }

  private async poll() {
    while (this.polling) {
      let ran = 0;
      try {
        ran = await this.runDue();
      } catch (error) {
        this.ctx?.log.error({ err: error }, 'job polling failed');
      }
      if (ran === 0 && this.polling) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  /** Fetches what is due in each queue once and runs it; answers how many jobs ran. */
  private runDue(): Promise<number> {
    const pass = this.fetchAndRun();
    this.passes.add(pass);
    void pass.finally(() => this.passes.delete(pass)).catch(() => undefined);
    return pass;
  }

  private async fetchAndRun(): Promise<number> {
    const boss = this.boss;
    if (!boss) return 0;
    let ran = 0;
    for (const queue of QUEUES) {
      // A queue is emptied before the next: the jobs a job sends to its own queue run in the same pass.
      for (;;) {
        const jobs = (await boss.fetch(queue, { batchSize: BATCH })) as unknown as PgBossJob[];
        for (const job of jobs) {
          const running = this.run(queue, job);
          this.inFlight.add(running);
          try {
            await running;
          } finally {
            this.inFlight.delete(running);
          }
          ran++;
        }
        if (!jobs.length) break;
      }
    }
    return ran;
  }

  private async run(queue: QueueName, job: PgBossJob): Promise<void> {
    const boss = this.requireBoss();
    const ctx = this.ctx!;
    const envelope = job.data;
    const handler = this.handlers[envelope?.kind] as JobHandler<JobName> | undefined;
    try {
      if (!handler) throw new Error(`No handler for job kind '${String(envelope?.kind)}'.`);
      // Every process reads the shared development clock before the work it does by it.
      await ctx.clock.refresh?.(0);
      await handler(ctx, envelope.data);
      await boss.complete(queue, { id: job.id, retryCount: job.retryCount });
    } catch (error) {
      ctx.log.error({ err: error, job: { id: job.id, kind: envelope?.kind, retry: job.retryCount } }, 'job failed');
      await boss.fail(queue, { id: job.id, retryCount: job.retryCount }, { message: (error as Error)?.message ?? String(error) }).catch(() => undefined);
    }
  }
}
