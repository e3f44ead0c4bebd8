/**
 * What a simulated year of billing costs in time (not a test): the year of test/billing-year-scenario.ts (15 members,
 * 13 months, the clock moved one day at a time, each day the members' actions, the billing tick and the job queue
 * drained, each member's access read) on an in-memory PGlite and, with BENCH_DATABASE_URL (a PostgreSQL server URL
 * whose user may create databases), on PostgreSQL. Prints the wall time, per simulated day, and the jobs run.
 *
 *   pnpm --filter @sift/api-server billing-year
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @sift/api-server billing-year
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { createScratchDatabase } from '../src/db/scratch-database';
import { buildServer } from '../src/server';
import { expectedLedger, runYear, DAY, YEAR_START } from '../test/billing-year-scenario';

const FIXTURE_MEDIA_DIR = path.join(__dirname, '..', 'test', 'fixtures', 'demo-media');

async function measure(name: string, open: () => Promise<{ database: Database; cleanup(): Promise<void> }>) {
  const { database, cleanup } = await open();
  let now = YEAR_START;
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const year = 400 * DAY;
  process.env.NODE_ENV = 'test'; // the server runs jobs only when the year drains them: one process, deterministic
  const app = await buildServer({
    database,
    clock,
    seed: { works: 30 },
    limits: { tokenIdleMs: year, tokenAbsoluteMs: year },
    config: { production: false, demoMediaDir: FIXTURE_MEDIA_DIR, rateLimitPerMinute: 1_000_000, smtpUrl: undefined, publicUrl: undefined },
  });
  try {
    const run = await runYear(app, clock, { checkAccess: process.env.BILLING_YEAR_ACCESS !== '0' });
    const expected = expectedLedger(YEAR_START + run.days * DAY);
    const invoices = [...expected.values()].reduce((sum, m) => sum + m.invoices.length, 0);
    const jobs = (await app.sift.db.execute(sql`select count(*)::int as n from pgboss.job`)) as unknown as { rows?: { n: number }[] } | { n: number }[];
    const jobCount = (Array.isArray(jobs) ? jobs : jobs.rows!)[0].n;
    process.stdout.write(
      `${name}: ${run.members.length} members, ${run.days} simulated days, ${invoices} invoices, ${jobCount} jobs kept: ` +
        `${(run.elapsedMs / 1000).toFixed(1)} s (${(run.elapsedMs / run.days).toFixed(0)} ms per simulated day; members' calls ${(run.phases.act / 1000).toFixed(1)} s, ` +
        `tick and jobs ${(run.phases.tick / 1000).toFixed(1)} s, access checks ${(run.phases.access / 1000).toFixed(1)} s)\n`,
    );
  } finally {
    await app.close();
    await cleanup();
  }
}

async function main() {
  await measure('PGlite (in memory)', async () => {
    const database = await openDatabase({});
    return { database, cleanup: async () => database.close() };
  });
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    await measure('PostgreSQL', async () => {
      const { database, drop } = await createScratchDatabase(url, { prefix: 'sift_billing_year', poolSize: 4 });
      return { database, cleanup: drop };
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
