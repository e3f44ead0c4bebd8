/**
 * Prometheus metrics, served on a port of their own (SIFT_METRICS_PORT, loopback by default) so they are never
 * reachable through the edge: request rate and latency per route (the route's template, never the raw URL, so the
 * label set stays bounded), server errors, the database pools' connections, the job queue's lag and the worker's
 * heartbeat, plus Node's own (event loop lag, heap, GC).
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { workerHeartbeatAgeS } from './worker-heartbeat';

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const poolOf = (db: Db): PoolLike | null => {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
};

/**
 * Seconds the oldest job that is due has waited to be started, from the job queue's table when it exists (pg-boss:
 * `pgboss.job`, states created and retry); null when there is no queue in this database.
 */
export async function jobLagS(db: Db): Promise<number | null> {
  const exists = (await db.execute(sql`select to_regclass('pgboss.job') is not null as present`)) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return null;
  const result = (await db.execute(
    sql.raw(
      "select coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as lag from pgboss.job where state in ('created', 'retry') and start_after <= now()",
    ),
  )) as unknown as { rows: { lag: number | string }[] };
  return Number(result.rows[0]?.lag ?? 0);
}

export interface Metrics {
  registry: Registry;
}

/** A registry with the process's metrics; `app` (an API process) adds the request metrics. */
export function createMetrics(ctx: Pick<AppContext, 'db' | 'readDb'>, app?: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (app) {
    const requests = new Counter({
      name: 'sift_http_requests_total',
      help: 'Requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'sift_http_request_duration_seconds',
      help: 'Time from a request received to its answer sent, by method and route.',
      labelNames: ['method', 'route'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'sift_http_server_errors_total',
      help: 'Answers with a 5xx status, by method and route.',
      labelNames: ['method', 'route'],
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      duration.observe({ method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ method, route });
      done();
    });
  }
  new Gauge({
    name: 'sift_db_pool_connections',
    help: 'Connections of each database pool: total open, idle, and queries waiting for one.',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, db] of [['primary', ctx.db], ...(ctx.readDb !== ctx.db ? [['read', ctx.readDb] as const] : [])] as const) {
        const pool = poolOf(db);
        if (!pool) continue;
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'sift_job_lag_seconds',
    help: 'How long the oldest due job has waited to start (0: none waiting; absent: no job queue).',
    registers: [registry],
    async collect() {
      const lag = await jobLagS(ctx.db).catch(() => null);
      if (lag !== null) this.set(lag);
    },
  });
  new Gauge({
    name: 'sift_worker_heartbeat_age_seconds',
    help: "Seconds since a worker's newest heartbeat.",
    registers: [registry],
    async collect() {
      const age = await workerHeartbeatAgeS(ctx.db).catch(() => null);
      if (age !== null) this.set(age);
    },
  });
  return { registry };
}

/** GET /metrics on its own port; resolves with the server once listening. */
export function serveMetrics(metrics: Metrics, port: number, host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
