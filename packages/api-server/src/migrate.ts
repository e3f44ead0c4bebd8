/**
 * The deploy's migrate step (docs/decisions/0092): applies the migrations and the first seed once, before the API
 * processes of a deploy start (in production they do not migrate themselves). Safe to run again: applied migrations
 * and an existing seed are left alone, and an advisory lock makes two runs wait for each other.
 *
 *   DATABASE_URL=postgres://... pnpm --filter @sift/api-server migrate [--demo-catalogue] [--works N]
 *
 * --demo-catalogue seeds the generated catalogue and the demo-media works (never the demo accounts) into a fresh
 * database: a staging site in production mode, as `npm run start:production` runs on one machine.
 */
import { configFromEnv } from './config';
import { migrateDatabase, openDatabase } from './db/database';
import { pendingMigrations } from './ops/migrations';
import { demoAccountsPresent, seedDatabase } from './seed/seed';

async function main() {
  const config = configFromEnv();
  const args = process.argv.slice(2);
  const worksAt = args.indexOf('--works');
  const works = worksAt >= 0 && Number(args[worksAt + 1]) > 0 ? Math.floor(Number(args[worksAt + 1])) : config.seedWorks;
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const pending = await pendingMigrations(database.db);
    const started = Date.now();
    await migrateDatabase(database);
    const seed = await seedDatabase(database, {
      works,
      demoData: !config.production,
      demoCatalogue: args.includes('--demo-catalogue'),
      demoMediaDir: config.demoMediaDir,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      `migrate: ${database.kind} (${database.location}): ${pending.length ? `applied ${pending.join(', ')}` : 'every migration already applied'}; ` +
        `${seed.seeded ? 'seeded' : 'seed already in place'}, ${seed.works} works (${Date.now() - started} ms)`,
    );
    if (config.production) {
      const present = await demoAccountsPresent(database.db);
      if (present.length) console.warn(`migrate: the database holds demo accounts (${present.join(', ')}): a production start will refuse it.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`migrate failed: ${(error as Error).message}`);
  process.exit(1);
});
