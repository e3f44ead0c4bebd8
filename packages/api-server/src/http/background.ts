/**
 * Work done after the answer is sent (mail that must not make an answer's timing tell anything). Errors are
 * logged, never thrown at a caller; `settled()` waits for everything started so far (server close, tests).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Background {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function backgroundTasks(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
