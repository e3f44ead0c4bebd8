/**
 * The worker's heartbeat: a process that runs jobs (SIFT_WORKER=1, or an API process running them embedded) writes
 * its row in `worker_heartbeats` every HEARTBEAT_INTERVAL_MS; GET /readyz and the metrics read the newest beat, by
 * the database's clock so no process's clock matters. A stopped worker removes its row; a killed one's row goes
 * stale and is removed by the next worker after a day.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { workerHeartbeats } from '../db/schema';

export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A beat older than this says no worker is running (six missed beats). */
export const HEARTBEAT_FRESH_S = 30;

export interface Heartbeat {
  id: string;
  stop(): Promise<void>;
}

export function startHeartbeat(db: Db, role: 'worker' | 'embedded', onError: (error: unknown) => void = () => undefined): Heartbeat {
  const id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let stopped = false;
  const beat = async () => {
    try {
      await db
        .insert(workerHeartbeats)
        .values({ id, role, host: os.hostname(), pid: process.pid })
        .onConflictDoUpdate({ target: workerHeartbeats.id, set: { beatAt: sql`now()` } });
    } catch (error) {
      if (!stopped) onError(error);
    }
  };
  let running = beat().then(() => db.delete(workerHeartbeats).where(sql`${workerHeartbeats.beatAt} < now() - interval '1 day'`).catch(() => undefined));
  const timer = setInterval(() => {
    running = running.then(beat);
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return {
    id,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
      await db.delete(workerHeartbeats).where(eq(workerHeartbeats.id, id)).catch(() => undefined);
    },
  };
}

/** Seconds since the newest beat of any worker, or null when none has ever beaten. */
export async function workerHeartbeatAgeS(db: Db): Promise<number | null> {
  const result = (await db.execute(
    sql`select extract(epoch from now() - max(${workerHeartbeats.beatAt}))::float8 as age from ${workerHeartbeats}`,
  )) as unknown as { rows: { age: number | string | null }[] };
  const age = result.rows[0]?.age;
  return age === null || age === undefined ? null : Math.max(0, Number(age));
}
