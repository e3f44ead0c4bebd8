/**
 * Benchmark (not a test): p50/p95 latency and requests per second of the calls a member's pages make, over a
 * 20,000-work catalogue at concurrency 8, as a visitor and as a signed-in member with a profile (a token and
 * X-Sift-Profile-Id, as the web app sends them), side by side: the works list (discover's filters, orders and pages),
 * search (what the search panel sends as a person types), categories-v2 (browse rows, as /browse pages them), a work
 * page (movies and shows) and the watchlist (members only). On the embedded PGlite and, with BENCH_DATABASE_URL (a
 * PostgreSQL server URL whose user may create databases), on PostgreSQL. The answer cache is on, as in production;
 * the works list and search are measured once more with it off (every request to the database: the figure the query
 * plans decide). The load comes from a child process; the server's CPU time per request is printed too (latency
 * depends on the machine's load, CPU time hardly does). Load stays on 127.0.0.1, bounded by BENCH_REQUESTS (default
 * 1500 per run) and BENCH_CONCURRENCY (default 8). BENCH_EXPLAIN=1 prints the plan of each query (PostgreSQL's
 * EXPLAIN ANALYZE) once; BENCH_ONLY=list,work narrows the calls measured.
 *
 *   pnpm bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { LARGE_SEED_WORKS } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/database';
import { createScratchDatabase } from '../src/db/scratch-database';
import { answerCacheStats } from '../src/http/http-cache';
import { demoAccount } from '../src/seed/demo-accounts';
import { demoAccountsPresent, seedDatabase } from '../src/seed/seed';
import { authTokens, profiles, users, works } from '../src/db/schema';
import { digest, newToken } from '../src/security/tokens';
import { buildServer } from '../src/server';

const WORKS = Number(process.env.BENCH_WORKS ?? LARGE_SEED_WORKS);
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS ?? 1500), 20_000);
const CONCURRENCY = Math.min(Number(process.env.BENCH_CONCURRENCY ?? 8), 64);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const WARMUP = 50;
/** Issue 19's targets for a member, on PostgreSQL and PGlite. */
const TARGET = { p95Ms: 15, rps: 1000 };

/** What the discover and landing screens ask for: filters, orderings and pages. */
const LIST_QUERIES = [
  '?limit=48&order_by=popular',
  '?type=movie&category=comedy&order_by=newest&limit=48&offset=48',
  '?catalogs=1,3&maturities=2,3&order_by=rating&limit=100',
  '?type=show&min_year=2000&max_year=2020&ordering=title&limit=48&offset=96',
  '?type=movie&offering_status=available&catalogs=12&order_by=popular&limit=12',
  '?category=family,kids&maturities=1,2,6,7,8&ordering=-tags_count&limit=48&offset=480',
].map((query) => `content/v2/works/${query}`);
/** What the search panel sends as a person types (substrings of title words, 20 results). */
const SEARCH_QUERIES = ['harbor', 'lantern', 'midnight', 'the silent', 'of arden', 'crook', 'garden', 'summer 3'].map(
  (text) => `content/v2/works/?query=${encodeURIComponent(text)}&limit=20`,
);
/** Browse pages rows 3 at a time, on /browse, /browse/movies, /browse/shows and with a catalog choice. */
const ROWS_QUERIES = [
  'categories-v2/?offset=0&limit=3',
  'categories-v2/?offset=3&limit=3',
  'categories-v2/?offset=6&limit=3',
  'categories-v2/?media_type=movie&offset=0&limit=3',
  'categories-v2/?media_type=show&offset=0&limit=3',
  'categories-v2/?catalogs=1,3&restrict=yes&offset=0&limit=3',
];

interface Call {
  name: string;
  paths: string[];
  /** Visitors may not call it (the watchlist): measured for members only. */
  memberOnly?: boolean;
  /** Measured again with the answer cache off. */
  withoutCache?: boolean;
}

interface Member {
  token: string;
  profileId: number;
}

interface Target {
  name: string;
  open(): Promise<{ database: Database; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'PGlite',
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
async function load(base: string, paths: string[], headers: Record<string, string>, requests: number) {
  const { latencies, seconds } = await new Promise<{ latencies: number[]; seconds: number }>((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load-worker.mjs'));
    child.once('message', (answer) => resolve(answer as { latencies: number[]; seconds: number }));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send({ base, paths, headers, requests, concurrency: CONCURRENCY, warmup: WARMUP });
  });
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / seconds, n: latencies.length };
}

/**
 * The member the bench signs in as: the demo subscriber (subscription, three profiles, a watchlist, progress, votes)
 * renamed, since a production server refuses a database with the demo accounts' public passwords; a token issued for
 * it as a login would. The other demo accounts are removed.
 */
async function benchMember(database: Database): Promise<Member> {
  const db = database.db;
  const parent = demoAccount('parent');
  const [user] = await db.update(users).set({ email: 'bench-member@bench.example' }).where(eq(users.email, parent.email)).returning({ id: users.id });
  await db.delete(users).where(inArray(users.email, await demoAccountsPresent(db)));
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.userId, user.id), eq(profiles.isPrimary, true)));
  const token = newToken();
  await db.insert(authTokens).values({ digest: digest(token), userId: user.id });
  return { token, profileId: profile.id };
}

/** Title pages: the most popular movies and shows, shows with seasons, the demo titles. */
async function workPages(database: Database): Promise<string[]> {
  const db = database.db;
  const popular = (type: 'movie' | 'show', limit: number) =>
    db.select({ slug: works.slug }).from(works).where(and(eq(works.type, type), eq(works.isEnabled, true))).orderBy(desc(works.popularity), asc(works.id)).limit(limit);
  const demo = await db.select({ slug: works.slug }).from(works).where(and(isNotNull(works.mediaPath), ne(works.type, 'episode'))).limit(3);
  const slugs = [...(await popular('movie', 6)), ...(await popular('show', 6)), ...demo].map((w) => w.slug);
  return [...new Set(slugs)].map((slug) => `content/v2/works/${slug}/`);
}

/** The plan of each list query's main statement, as the works list runs it. */
async function explain(database: Database, app: Awaited<ReturnType<typeof buildServer>>) {
  const statements: string[] = [];
  const db = database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
  for (const query of [...LIST_QUERIES, SEARCH_QUERIES[0]]) {
    // One request each with the answer cache off: the time the server takes when the database answers.
    answerCacheStats.enabled = false;
    const started = performance.now();
    await app.inject({ method: 'GET', url: `/${query}` });
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

interface Figures {
  p50: number;
  p95: number;
  rps: number;
  cpuMs: number;
}

async function measure(base: string, call: Call, headers: Record<string, string>): Promise<Figures> {
  const cpuBefore = process.cpuUsage();
  const figures = await load(base, call.paths, headers, REQUESTS);
  // CPU time of this process (the API server; PGlite runs in it too, PostgreSQL does not) per request.
  const cpu = process.cpuUsage(cpuBefore);
  return { ...figures, cpuMs: (cpu.user + cpu.system) / 1000 / (figures.n + Math.min(WARMUP, REQUESTS)) };
}

const meets = (f: Figures) => f.p95 <= TARGET.p95Ms && f.rps >= TARGET.rps;

async function run(target: Target) {
  const { database, cleanup } = await target.open();
  const seedStart = Date.now();
  // The demo catalogue is development data: a production start would seed none, so seed it here first.
  await migrateDatabase(database);
  const seeded = await seedDatabase(database, { works: WORKS, demoData: true });
  if (seeded.works < WORKS) throw new Error(`seeded ${seeded.works} works, wanted ${WORKS}`);
  const member = await benchMember(database);
  const calls: Call[] = [
    { name: 'works list', paths: LIST_QUERIES, withoutCache: true },
    { name: 'search', paths: SEARCH_QUERIES, withoutCache: true },
    { name: 'categories-v2', paths: ROWS_QUERIES },
    { name: 'work page', paths: await workPages(database) },
    { name: 'watchlist', paths: ['watchlist/?limit=100'], memberOnly: true },
  ].filter((c) => !ONLY || ONLY.some((o) => c.name.startsWith(o)));
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
  const seedS = ((Date.now() - seedStart) / 1000).toFixed(1);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const visitorHeaders = { 'x-sift-platform': 'web' };
  const memberHeaders = { ...visitorHeaders, authorization: `Token ${member.token}`, 'x-sift-profile-id': String(member.profileId) };
  const rows = [];
  const fmt = (f: Figures | null) => (f ? `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} ms, ${f.rps.toFixed(0)}/s (${f.cpuMs.toFixed(2)} ms CPU)` : '-');
  try {
    if (process.env.BENCH_EXPLAIN) await explain(database, app);
    for (const cache of [true, false]) {
      answerCacheStats.enabled = cache;
      for (const call of calls.filter((c) => cache || c.withoutCache)) {
        answerCacheStats.hits = 0;
        answerCacheStats.misses = 0;
        const visitor = call.memberOnly ? null : await measure(base, call, visitorHeaders);
        const signedIn = await measure(base, call, memberHeaders);
        const hits = answerCacheStats.hits + answerCacheStats.misses;
        rows.push({
          target: target.name,
          call: call.name,
          'answer cache': cache ? (hits ? `on (${Math.round((100 * answerCacheStats.hits) / hits)}% hits)` : 'on') : 'off',
          'visitor p50 / p95, req/s': fmt(visitor),
          'member p50 / p95, req/s': fmt(signedIn),
          'member target': cache ? (meets(signedIn) ? 'met' : 'MISSED') : '',
        });
        process.stderr.write(`  ${target.name} ${call.name} (cache ${cache ? 'on' : 'off'}): visitor ${fmt(visitor)}; member ${fmt(signedIn)}\n`);
      }
    }
    return { rows, seedS };
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
    process.stderr.write(`${target.name}: seeding ${WORKS} works and running ${REQUESTS} requests per run at concurrency ${CONCURRENCY}...\n`);
    const result = await run(target);
    process.stderr.write(`${target.name}: seeded in ${result.seedS} s\n`);
    rows.push(...result.rows);
  }
  console.log(`\nAPI at concurrency ${CONCURRENCY} over ${WORKS} works, ${REQUESTS} requests per run; member target p95 <= ${TARGET.p95Ms} ms and >= ${TARGET.rps} req/s (issue 19).`);
  console.table(rows);
  process.stderr.write(`Load average while running: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores.\n`);
  if (!adminUrl) process.stderr.write('Set BENCH_DATABASE_URL to also measure PostgreSQL.\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
