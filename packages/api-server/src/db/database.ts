/**
 * Opens the database: PGlite in a data folder (or in memory) by default, PostgreSQL when a URL is given.
 * Both speak the same schema and run the same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start log (a folder, 'memory', or the URL without its password). */
  location: string;
  close(): Promise<void>;
  /**
   * PGlite: calls `onNotify` for every NOTIFY on `channel`, before the query that caused it returns (one process
   * holds the database). PostgreSQL does not offer it here (other processes write too; see http/viewer-cache.ts).
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /**
   * dataDir undefined: an in-memory PGlite (tests, benchmarks). lockWaitMs: how long to wait for a closing holder.
   * loadDataDir: a cluster dumped by PGlite's dumpDataDir to start from instead of running initdb (the tests'
   * templates, test/helpers/database-templates.ts).
   */
  | { dataDir?: string; lockWaitMs?: number; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', 'drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection the server ends (a restart, an administrator, a database dropped after its tests) must not take
    // the process down as an unhandled 'error' event: the pool drops that client and the next query opens another,
    // and a query in flight still fails with the error. Said once while running; expected while closing.
    let closing = false;
    const connectionLost = (error: Error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', connectionLost);
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      location: options.url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@'),
      close: () => {
        if (closing) return Promise.resolve();
        closing = true;
        return pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Title search uses trigram indexes (migration 0005); PGlite ships pg_trgm as a loadable extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite creates its own folder but not the parents (<repo>/.data on a fresh clone).
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // Before PGlite touches the folder: a second process on it would corrupt it.
  const unlock = options.dataDir ? await lockDataDir(options.dataDir, options.lockWaitMs) : () => undefined;
  let client: InstanceType<typeof PGlite>;
  try {
    client = new PGlite({
      ...(options.dataDir && { dataDir: options.dataDir }),
      ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
      extensions: { pg_trgm },
    });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location: options.dataDir ?? 'memory',
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** An arbitrary constant: the advisory lock that serialises migrations and the first seed across processes. */
const STARTUP_LOCK = 0x51f7;

/** Applies pending migrations. On PostgreSQL an advisory lock lets several processes start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await withStartupLock(database, () => migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/**
 * Runs `task` while holding the startup lock (PostgreSQL only; PGlite has a single connection anyway).
 * A session-level lock needs one connection, so the pool's client is held for the whole task.
 */
export async function withStartupLock<T>(database: Database, task: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return task();
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await task();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
