/**
 * Whether the database has every migration this build knows. In production (PostgreSQL) the API processes do not
 * migrate: the deploy's `migrate` step does it once (src/migrate.ts), and a process started on a database that lacks
 * migrations refuses to start; GET /readyz keeps checking (docs/decisions/0092).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Db } from '../db/database';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | null = null;
function migrationJournal(): JournalEntry[] {
  journal ??= (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
  return journal;
}

/**
 * The migrations of this build the database has not applied, by name. drizzle's migrator applies, in order, every
 * migration newer than the newest it recorded; the same rule is read here. A database migrated by a newer build
 * (a newer migration recorded) has nothing pending for this one.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  let newest = 0;
  try {
    const result = (await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { newest: string | null }[];
    };
    newest = Number(result.rows[0]?.newest ?? 0);
  } catch {
    // No migrations table: nothing was ever applied.
  }
  return migrationJournal()
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}
