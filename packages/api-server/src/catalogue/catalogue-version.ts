/**
 * The catalogue's version, for the caches that keep catalogue answers in each API process (the answer cache, work
 * summaries, counts): docs/decisions/0091. Any write to a catalogue table raises `cache_versions.catalogue` in its
 * own transaction (a trigger, migration 0012). A process reads the version at most once per VERSION_TTL_MS, from the
 * same database its catalogue reads go to, and its caches keep their entries per version: `catalogueScope(ctx)` is
 * one object per (database, version), the key those caches are held under. When the version moves, the next request
 * gets a new, empty scope, and the old one is dropped with everything in it (a WeakMap's key).
 *
 * The bound: a request that starts VERSION_TTL_MS after a change committed sees it, in every process (plus a read
 * replica's lag, when catalogue reads go to one: the version is read there, so it never runs ahead of the rows).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../http/context';

export const VERSION_TTL_MS = 1_000;

interface VersionState {
  version: number;
  scope: object;
  /** When the read that gave `version` started: only a read started after a change can have seen it. */
  readStartedAt: number;
  pending: Promise<object> | null;
}

const states = new WeakMap<object, VersionState>();

async function readVersion(ctx: AppContext): Promise<number> {
  const result = (await ctx.readDb.execute(sql`select version from cache_versions where name = 'catalogue'`)) as unknown as {
    rows: { version: number | string }[];
  };
  // A database without the table (not yet migrated) has one version forever: the caches' own TTLs still apply.
  return Number(result.rows[0]?.version ?? 0);
}

function refresh(ctx: AppContext, state: VersionState): Promise<object> {
  const startedAt = Date.now();
  state.pending ??= readVersion(ctx)
    .then(
      (version) => {
        if (version !== state.version) {
          state.version = version;
          state.scope = { version };
        }
        state.readStartedAt = startedAt;
        return state.scope;
      },
      // The database not answering must not take cached answers down with it: keep serving the scope we have.
      () => state.scope,
    )
    .finally(() => {
      state.pending = null;
    });
  return state.pending;
}

/** The object the catalogue caches of this database are kept under for its current version. */
export function catalogueScope(ctx: AppContext): Promise<object> | object {
  // Per read database: the caches hold what was read there.
  let state = states.get(ctx.readDb);
  if (!state) {
    state = { version: Number.NaN, scope: {}, readStartedAt: 0, pending: null };
    states.set(ctx.readDb, state);
  }
  if (Date.now() - state.readStartedAt < VERSION_TTL_MS) return state.scope;
  return refresh(ctx, state);
}
