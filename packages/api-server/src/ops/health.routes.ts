/**
 * GET /healthz: the process is up (a liveness probe; no database call). GET /readyz: the process should be sent
 * requests: the database (and the read database) answers, every migration of this build is applied, a worker's
 * heartbeat is fresh, and the process is not draining. 503 with the failing checks otherwise. Both sit outside the
 * API's paths and document (no trailing slash, like every probe an orchestrator knows).
 */
import type { FastifyInstance } from 'fastify';
import { ping, type Db } from '../db/database';
import type { AppContext } from '../http/context';
import { pendingMigrations } from './migrations';
import { HEARTBEAT_FRESH_S, workerHeartbeatAgeS } from './worker-heartbeat';

export interface ReadinessCheck {
  name: 'database' | 'read-database' | 'migrations' | 'worker' | 'draining';
  ok: boolean;
  detail?: string;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
  ]);
}

async function databaseCheck(name: 'database' | 'read-database', db: Db): Promise<ReadinessCheck> {
  try {
    await withTimeout(ping(db), name);
    return { name, ok: true };
  } catch (error) {
    return { name, ok: false, detail: (error as Error).message };
  }
}

export async function readinessChecks(ctx: AppContext): Promise<ReadinessCheck[]> {
  const checks: Promise<ReadinessCheck>[] = [databaseCheck('database', ctx.db)];
  if (ctx.readDb !== ctx.db) checks.push(databaseCheck('read-database', ctx.readDb));
  checks.push(
    withTimeout(pendingMigrations(ctx.db), 'migrations').then(
      (pending): ReadinessCheck =>
        pending.length ? { name: 'migrations', ok: false, detail: `not applied: ${pending.join(', ')}` } : { name: 'migrations', ok: true },
      (error: Error): ReadinessCheck => ({ name: 'migrations', ok: false, detail: error.message }),
    ),
  );
  if (ctx.config.readyNeedsWorker) {
    checks.push(
      withTimeout(workerHeartbeatAgeS(ctx.db), 'worker heartbeat').then(
        (age): ReadinessCheck =>
          age === null
            ? { name: 'worker', ok: false, detail: 'no worker has ever beaten' }
            : age > HEARTBEAT_FRESH_S
              ? { name: 'worker', ok: false, detail: `last heartbeat ${Math.round(age)} s ago` }
              : { name: 'worker', ok: true, detail: `last heartbeat ${age.toFixed(1)} s ago` },
        (error: Error): ReadinessCheck => ({ name: 'worker', ok: false, detail: error.message }),
      ),
    );
  }
  const results = await Promise.all(checks);
  if (ctx.lifecycle.draining) results.push({ name: 'draining', ok: false, detail: 'shutting down' });
  return results;
}

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { schema: { hide: true } }, async function liveness(_request, reply) {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { hide: true } }, async function readiness(_request, reply) {
    const checks = await readinessChecks(ctx);
    const ready = checks.every((check) => check.ok);
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', pid: process.pid, checks });
  });
}
