/**
 * Test databases copied from templates (docs/decisions/0080). A new PGlite runs initdb (about 2.5 s of CPU), and
 * migrating and seeding it takes 1-3 s more; loading a dumped cluster takes about 0.7 s.
 *
 * - PGlite: each jest worker makes each template once: the cluster as initdb leaves it, and a migrated and seeded
 *   database for each way of seeding, kept as tarballs in the worker's cache (api-test-environment.js); every test
 *   database is a new in-memory PGlite loaded from one.
 * - PostgreSQL: a template database per way of seeding, made once per run by the first worker that needs it (an
 *   advisory lock holds the others back), then `CREATE DATABASE ... TEMPLATE` for every test database; the run's
 *   templates are dropped at its end (global-teardown.js).
 *
 * A template is seeded exactly as buildServer would seed the test database (same works, demo data, demo media and
 * clock), so a test sees the same data, and buildServer finds it seeded and runs only its every-start steps. A test's
 * own clock is part of the template's key; the system clock is not: a template is at most as old as its worker, so
 * seeded timestamps may be a few minutes older than a fresh seed's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { systemClock, type Clock } from '@sift/contracts';
import { migrateDatabase, openDatabase, type Database } from '../../src/db/database';
import { createScratchDatabase } from '../../src/db/scratch-database';
import { seedDatabase } from '../../src/seed/seed';

export interface TemplateSeed {
  works: number;
  demoData: boolean;
  demoMediaDir?: string;
  /** The test's clock; undefined: the system clock. */
  clock?: Clock;
}

export interface OpenedTestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database (PostgreSQL runs only). */
  url?: string;
  /** Closes the database and removes it (PostgreSQL). */
  drop: () => Promise<void>;
}

/** The worker's cache (api-test-environment.js); a file's own Map when another environment runs these helpers. */
const workerCache: Map<string, Promise<unknown>> = (globalThis as { siftWorkerCache?: Map<string, Promise<unknown>> }).siftWorkerCache ?? new Map();

/** `make()` once per worker for `key`; a failure is not kept, so the next test tries again. */
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let value = workerCache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = make();
    workerCache.set(key, value);
    value.catch(() => workerCache.delete(key));
  }
  return value;
}

/** What makes two seeded templates differ. */
function seedKey(seed: TemplateSeed): string {
  const key = JSON.stringify({
    works: seed.works,
    demoData: seed.demoData,
    demoMediaDir: seed.demoMediaDir ?? null,
    clock: seed.clock ? seed.clock.now() : 'system',
  });
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

function seedAsServerWould(database: Database, seed: TemplateSeed) {
  return seedDatabase(database, { works: seed.works, demoData: seed.demoData, demoMediaDir: seed.demoMediaDir, clock: seed.clock ?? systemClock });
}

// ---------------------------------------------------------------------------------------------------------------
// PGlite

/** A new in-memory PGlite, loaded from `template` (a dumped cluster) when given. */
const openPglite = (template?: ArrayBuffer) => openDatabase(template ? { loadDataDir: new Blob([template]) } : {});

/** The cluster of `database` as a tarball; the database is closed. */
async function dump(database: Database): Promise<ArrayBuffer> {
  try {
    const tarball = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    return await tarball.arrayBuffer();
  } finally {
    await database.close();
  }
}

/** A PGlite cluster as initdb leaves it. */
const emptyPgliteTemplate = () => once('pglite-template-empty', async () => dump(await openPglite()));

async function pgliteFrom(template: ArrayBuffer): Promise<OpenedTestDatabase> {
  const database = await openPglite(template);
  return { database, drop: () => database.close() };
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * The run's seeded template database for `seed`, made by the first worker that asks while the others wait on an
 * advisory lock. It is seeded under a temporary name and renamed when complete, so a half-made template is never
 * copied, and nothing stays connected to it (CREATE DATABASE ... TEMPLATE needs that).
 */
async function postgresTemplate(adminUrl: string, seed: TemplateSeed): Promise<string> {
  // The run id comes from global-setup.js; without it (another jest config), the templates of this worker.
  const run = process.env.SIFT_TEST_RUN ?? (await once('postgres-run', async () => randomBytes(4).toString('hex')));
  const name = `sift_template_${run}_${seedKey(seed)}`;
  return once(name, async () => {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!exists.rowCount) {
        const { database, url, drop } = await createScratchDatabase(adminUrl, { prefix: `${name}_partial`, poolSize: 2 });
        try {
          await migrateDatabase(database);
          await seedAsServerWould(database, seed);
          await database.close();
          await admin.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} RENAME TO ${name}`);
        } catch (error) {
          await drop();
          throw error;
        }
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      await admin.end();
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------

/** An empty database (not migrated): an in-memory PGlite, or a new database on the PostgreSQL of TEST_DATABASE_URL. */
export async function openEmptyTestDatabase(): Promise<OpenedTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createScratchDatabase(adminUrl, { prefix: 'sift_test', poolSize: 4 });
  return pgliteFrom(await emptyPgliteTemplate());
}

/** A database migrated and seeded as buildServer would seed it with `seed`, copied from a template. */
export async function openSeededTestDatabase(seed: TemplateSeed): Promise<OpenedTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createScratchDatabase(adminUrl, { prefix: 'sift_test', poolSize: 4, template: await postgresTemplate(adminUrl, seed) });
  return pgliteFrom(await seededPgliteTemplate(seed));
}

/**
 * A PGlite data folder at `dataDir` (which must not exist yet) holding the seeded template's cluster, for a test
 * that starts the server in another process on it (SIFT_DATA_DIR), as `npm start` would find it after a first start.
 */
export async function seededPgliteDataDir(seed: TemplateSeed, dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([await seededPgliteTemplate(seed)]) });
  await database.close();
}

function seededPgliteTemplate(seed: TemplateSeed): Promise<ArrayBuffer> {
  return once(`pglite-template-${seedKey(seed)}`, async () => {
    const database = await openPglite(await emptyPgliteTemplate());
    try {
      await migrateDatabase(database);
      await seedAsServerWould(database, seed);
    } catch (error) {
      await database.close();
      throw error;
    }
    return dump(database);
  });
}
