/**
 * Benchmark (not a test): p50/p95 latency and requests per second of content/v2/works list queries (filtered,
 * ordered, paged) over a 20,000-work catalogue, on the embedded PGlite and, with BENCH_DATABASE_URL (a
 * PostgreSQL server URL whose user may create databases), on PostgreSQL. Load stays on 127.0.0.1, bounded by
 * BENCH_REQUESTS (default 1500) and BENCH_CONCURRENCY (default 8).
 *
 *   pnpm bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LARGE_SEED_WORKS } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { createScratchDatabase } from '../src/db/scratch-database';
import { buildServer } from '../src/server';

const WORKS = Number(process.env.BENCH_WORKS ?? LARGE_SEED_WORKS);
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS ?? 1500), 20_000);
const CONCURRENCY = Math.min(Number(process.env.BENCH_CONCURRENCY ?? 8), 64);
const WARMUP = 50;

/** What the discover and landing screens ask for: filters, orderings and pages. */
const QUERIES = [
  '?limit=48&order_by=popular',
  '?type=movie&category=comedy&order_by=newest&limit=48&offset=48',
  '?catalogs=1,3&maturities=2,3&order_by=rating&limit=100',
  '?type=show&min_year=2000&max_year=2020&ordering=title&limit=48&offset=96',
  '?query=harbor&limit=24',
  '?type=movie&offering_status=available&catalogs=12&order_by=popular&limit=12',
  '?category=family,kids&maturities=1,2,6,7,8&ordering=-tags_count&limit=48&offset=480',
];

interface Target {
  name: string;
  open(): Promise<{ database: Database; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'PGlite (embedded)',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-bench-'));
      const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      return { database, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
];

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  targets.push({
    name: 'PostgreSQL',
    async open() {
      const { database, drop } = await createScratchDatabase(adminUrl, { prefix: 'sift_bench', poolSize: CONCURRENCY + 2 });
      return { database, cleanup: drop };
    },
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(target: Target) {
  const { database, cleanup } = await target.open();
  const seedStart = Date.now();
  const app = await buildServer({
    database,
    seed: { works: WORKS },
    config: {
      production: true,
      // A production start needs its public URL (links in answers); the bench never follows them.
      publicUrl: 'http://127.0.0.1',
      rateLimitPerMinute: 10_000_000,
      demoMediaDir: path.join(os.tmpdir(), 'sift-no-media'),
    },
  });
  const seedMs = Date.now() - seedStart;
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const get = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${base}/content/v2/works/${QUERIES[i % QUERIES.length]}`);
      const body = (await res.json()) as { count?: number };
      if (res.status !== 200 || typeof body.count !== 'number') throw new Error(`status ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await get(i);
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) latencies.push(await get(next++));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      target: target.name,
      works: WORKS,
      'seed+migrate s': (seedMs / 1000).toFixed(1),
      requests: latencies.length,
      concurrency: CONCURRENCY,
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': percentile(latencies, 95).toFixed(1),
      'req/s': (latencies.length / seconds).toFixed(0),
    };
  } finally {
    await app.close();
    await database.close().catch(() => undefined);
    await cleanup();
  }
}

async function main() {
  const rows = [];
  for (const target of targets) {
    process.stderr.write(`${target.name}: seeding ${WORKS} works and running ${REQUESTS} requests...\n`);
    rows.push(await run(target));
  }
  console.table(rows);
  if (!adminUrl) process.stderr.write('Set BENCH_DATABASE_URL to also measure PostgreSQL.\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
