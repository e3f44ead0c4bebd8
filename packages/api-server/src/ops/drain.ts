/**
 * Graceful drain on SIGTERM (docs/decisions/0093): the process says it is not ready (GET /readyz 503), answers what
 * it is still asked on open connections with `Connection: close` so the edge stops reusing them, stops listening,
 * lets the requests under way finish, closes the theater's websockets with 1001 (going away: the player reconnects,
 * to another process) once their answers are sent, and exits 0. A request still running after DRAIN_DEADLINE_MS has
 * its connection closed so the process always ends.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';

export const DRAIN_DEADLINE_MS = 10_000;

export interface DrainResult {
  /** Connections cut at the deadline (requests that had not finished). */
  cut: boolean;
  ms: number;
}

/** Every answer of a draining process closes its connection, so the edge opens new ones elsewhere. */
export function installDrainHooks(app: FastifyInstance, ctx: AppContext) {
  // At onSend, not onRequest: a request that arrived before the drain and is answered during it closes its
  // connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Drains and closes the server (the database is closed by its onClose hook). `delayMs` keeps serving, not ready,
 * before the listener closes: time for a load balancer that polls /readyz to take the process out.
 */
export async function drain(app: FastifyInstance, ctx: AppContext, { delayMs = 0, deadlineMs = DRAIN_DEADLINE_MS } = {}): Promise<DrainResult> {
  const started = Date.now();
  ctx.lifecycle.draining = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    ctx.log.warn(`drain: requests still running after ${deadlineMs} ms; closing their connections`);
    app.server.closeAllConnections();
  }, Math.max(0, deadlineMs - (Date.now() - started)));
  deadline.unref();
  // A connection that was busy when the listener closed is closed once it goes idle, not kept alive.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(sweep);
  }
  return { cut, ms: Date.now() - started };
}
