/**
 * A throwaway PostgreSQL database on the server named by `adminUrl`, for tests and benchmarks; `drop` removes it.
 * `template`: a database on that server to copy (CREATE DATABASE ... TEMPLATE); default PostgreSQL's empty one.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './database';

export async function createScratchDatabase(
  adminUrl: string,
  options: { prefix: string; poolSize: number; template?: string },
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      // Already closed when the caller closed it itself.
      await database.close().catch(() => undefined);
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
