/**
 * Benchmark (not a test): p50/p95 latency and requests per second of content/v2/works list and search queries
 * (filtered, ordered, paged) over a 20,000-work catalogue, on the embedded PGlite and, with BENCH_DATABASE_URL (a
 * PostgreSQL server URL whose user may create databases), on PostgreSQL. Each target runs twice: with the public
 * answer cache (the production setting: a repeated public query is answered from memory for 30 s) and without it
 * (every request goes to the database: the figure the query plans decide). The load comes from a child process; the
 * server's CPU time per request is printed too (latency depends on the machine's load). Load stays on 127.0.0.1, bounded by
 * BENCH_REQUESTS (default 1500 per run) and BENCH_CONCURRENCY (default 8). BENCH_EXPLAIN=1 prints the plan of each
 * query (PostgreSQL's EXPLAIN ANALYZE) once.
 *
 *   pnpm bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { inArray, sql } from 'drizzle-orm';
import { LARGE_SEED_WORKS } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/database';
import { createScratchDatabase } from '../src/db/scratch-database';
import { answerCacheStats } from '../src/discovery/http-cache';
import { demoAccountsPresent, seedDatabase } from '../src/seed/seed';
import { users } from '../src/db/schema';
import { buildServer } from '../src/server';

const WORKS = Number(process.env.BENCH_WORKS ?? LARGE_SEED_WORKS);
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS ?? 1500), 20_000);
const CONCURRENCY = Math.min(Number(process.env.BENCH_CONCURRENCY ?? 8), 64);
const WARMUP = 50;

/** What the discover and landing screens ask for: filters, orderings and pages. */
const LIST_QUERIES = [
  '?limit=48&order_by=popular',
  '?type=movie&category=comedy&order_by=newest&limit=48&offset=48',
  '?catalogs=1,3&maturities=2,3&order_by=rating&limit=100',
  '?type=show&min_year=2000&max_year=2020&ordering=title&limit=48&offset=96',
  '?type=movie&offering_status=available&catalogs=12&order_by=popular&limit=12',
  '?category=family,kids&maturities=1,2,6,7,8&ordering=-tags_count&limit=48&offset=480',
];
/** What the search panel sends as a person types (substrings of title words, 20 results). */
const SEARCH_QUERIES = ['harbor', 'lantern', 'midnight', 'the silent', 'of arden', 'crook', 'garden', 'summer 3'].map(
  (text) => `?query=${encodeURIComponent(text)}&limit=20`,
);

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

/** Runs the load in a child process (bench/load-worker.mjs), as a real client would be. */
async function load(base: string, queries: string[], requests: number) {
  const { latencies, seconds } = await new Promise<{ latencies: number[]; seconds: number }>((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load-worker.mjs'));
    child.once('message', (answer) => resolve(answer as { latencies: number[]; seconds: number }));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send({ base, queries, requests, concurrency: CONCURRENCY, warmup: WARMUP });
  });
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / seconds, n: latencies.length };
}

/** The plan of each query's main statement, as the works list runs it. */
async function explain(database: Database, app: Awaited<ReturnType<typeof buildServer>>) {
  const statements: string[] = [];
  const db = database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
  for (const query of [...LIST_QUERIES, SEARCH_QUERIES[0]]) {
    // One request each with the answer cache off: the time the server takes when the database answers.
    answerCacheStats.enabled = false;
    const started = performance.now();
    await app.inject({ method: 'GET', url: `/content/v2/works/${query}` });
    statements.push(`${query}: ${(performance.now() - started).toFixed(1)} ms through the server`);
  }
  answerCacheStats.enabled = true;
  const plans = [
    ['popular page', sql`select id from works where type <> 'episode' and is_enabled order by popularity desc, id limit 48`],
    [
      'catalogs + maturities by rating',
      sql`select id from works where type <> 'episode' and is_enabled and maturity_id in (2,3) and exists (select 1 from offerings where offerings.work_id = works.id and catalog_id in (1,3)) order by tmdb_score desc, id limit 100`,
    ],
    [
      'title search',
      sql`select id from works where type <> 'episode' and is_enabled and (sort_title like '%lantern%' or lower(subtitle) like '%lantern%') order by popularity desc, id limit 20`,
    ],
    ['bounded count', sql`select count(*) from (select 1 from works where type <> 'episode' and is_enabled limit 1000) matching`],
  ] as const;
  for (const [name, statement] of plans) {
    const result = (await db.execute(sql`explain (analyze, costs off, timing on) ${statement}`)) as { rows: Record<string, string>[] };
    process.stderr.write(`\n-- ${name}\n${result.rows.map((r) => Object.values(r)[0]).join('\n')}\n`);
  }
  process.stderr.write(`\n${statements.join('\n')}\n`);
}

async function run(target: Target) {
  const { database, cleanup } = await target.open();
  const seedStart = Date.now();
  // The demo catalogue is development data: a production start would seed none, so seed it here first.
  await migrateDatabase(database);
  const seeded = await seedDatabase(database, { works: WORKS, demoData: true });
  if (seeded.works < WORKS) throw new Error(`seeded ${seeded.works} works, wanted ${WORKS}`);
  // A production server refuses a database with the demo accounts (public passwords): they are not needed here.
  await database.db.delete(users).where(inArray(users.email, await demoAccountsPresent(database.db)));
  const app = await buildServer({
    database,
    seed: false,
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
  const rows = [];
  try {
    if (process.env.BENCH_EXPLAIN) await explain(database, app);
    for (const cache of [true, false]) {
      answerCacheStats.enabled = cache;
      for (const [kind, queries] of [
        ['list', LIST_QUERIES],
        ['search', SEARCH_QUERIES],
      ] as const) {
        answerCacheStats.hits = 0;
        answerCacheStats.misses = 0;
        const cpuBefore = process.cpuUsage();
        const figures = await load(base, queries, REQUESTS);
        // CPU time of this process (the API server; PGlite runs in it too, PostgreSQL does not) per request. Unlike
        // latency it hardly moves with the machine's load: the figure to compare between changes.
        const cpu = process.cpuUsage(cpuBefore);
        rows.push({
          target: target.name,
          queries: kind,
          'answer cache': cache ? `on (${Math.round((100 * answerCacheStats.hits) / Math.max(1, answerCacheStats.hits + answerCacheStats.misses))}% hits)` : 'off',
          works: WORKS,
          'seed s': (seedMs / 1000).toFixed(1),
          requests: figures.n,
          concurrency: CONCURRENCY,
          'p50 ms': figures.p50.toFixed(1),
          'p95 ms': figures.p95.toFixed(1),
          'req/s': figures.rps.toFixed(0),
          'server CPU ms/req': ((cpu.user + cpu.system) / 1000 / (figures.n + Math.min(WARMUP, REQUESTS))).toFixed(2),
        });
      }
    }
    return rows;
  } finally {
    answerCacheStats.enabled = true;
    await app.close();
    await database.close().catch(() => undefined);
    await cleanup();
  }
}

async function main() {
  const rows = [];
  for (const target of targets) {
    process.stderr.write(`${target.name}: seeding ${WORKS} works and running ${REQUESTS} requests per run...\n`);
    rows.push(...(await run(target)));
  }
  console.table(rows);
  process.stderr.write(`Load average while running: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores.\n`);
  if (!adminUrl) process.stderr.write('Set BENCH_DATABASE_URL to also measure PostgreSQL.\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
