/**
 * Work after the answer. What must not be lost (mail, billing) is a job on the durable queue (src/jobs/,
 * docs/decisions/0061): the request sends the job before it answers, so a crash after the answer loses nothing.
 * What may be lost (housekeeping such as pruning old throttle counters) runs here, in this process, after the
 * answer; errors are logged, never thrown at a caller.
 *
 * `settled()` waits for everything started so far: these tasks, then every due job of the queue, run here until none
 * is left (tests read the mail a request sent this way). `idle()` only waits for what runs in this process (a
 * closing server must not take on new jobs).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Background {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
  idle(): Promise<void>;
}

export function backgroundTasks(log: FastifyBaseLogger, drainJobs: () => Promise<number> = async () => 0): Background {
  const pending = new Set<Promise<void>>();
  const idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  return {
    run(name, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      for (;;) {
        await idle();
        const ran = await drainJobs();
        if (ran === 0 && !pending.size) return;
      }
    },
    idle,
  };
}
