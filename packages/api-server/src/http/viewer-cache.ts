/**
 * What the API keeps per member between requests (docs/decisions/0085): who a token belongs to, the account's
 * profiles, subscription and work requests, each profile's hidden works, and answers that depend on the caller (the
 * watchlist). Everything kept is keyed by the user's `viewer_version`, which database triggers raise whenever any
 * of it changes (migration 0013: tokens, the user's e-mail or staff flag, profiles, subscriptions, work requests, a
 * profile's watchlist or hidden works), so a member's change shows on their next request, whichever process
 * answers it.
 *
 * - **PostgreSQL** (any number of API processes): every member request reads its token with the user's
 *   `viewer_version` in one prepared statement (the authentication it needed anyway); what is kept for an older
 *   version is dropped.
 * - **PGlite** (one process: the data folder is locked, decision 0012): the triggers' notifications (`sift_viewer`)
 *   are delivered in this process before the write's query returns, so a token's user and the member's state are
 *   kept until a notification names the user, and a member request costs no query at all.
 *
 * Expiry of a token is checked against the clock on every use; its last use is written at most once a minute, as
 * before. What depends on the time as well as on its rows (whether the subscription is active) is kept for at most
 * the clock time its domain says (`viewerTimed`): this file is HTTP infrastructure and knows no domain
 * (docs/decisions/0120); billing hands in its load (billing/subscription-summary.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { authTokens, hiddenWorks, profiles, workRequests } from '../db/schema';
import type { Database } from '../db/database';
import { digest } from '../security/tokens';
import type { AppContext } from './context';

/** The user a token belongs to, as every route sees it. */
export interface AuthUser {
  id: number;
  email: string;
  isStaff: boolean;
  tokenDigest: string;
  impersonatorId: number | null;
  /** users.viewer_version when the token was read: the key of everything kept for this member. */
  viewerVersion: number;
}

export interface ViewerProfile {
  id: number;
  isPrimary: boolean;
}

/** A token's row, as kept (PGlite) or just read (PostgreSQL). */
interface TokenRow {
  user: AuthUser;
  createdAt: number;
  lastUsedAt: number;
}

/** What is kept for one member at one viewer_version; each part is loaded when first needed, once. */
interface MemberState {
  version: number;
  profiles?: Promise<ViewerProfile[]>;
  requested?: Promise<Set<number>>;
  /** What a domain keeps here that the clock also makes old, by the domain's key (`viewerTimed`). */
  timed: Map<string, { at: number; value: Promise<unknown> }>;
  hidden: Map<number, Promise<Set<number>>>;
  /** Answers that depend on the caller, by profile and URL, with the clock time they were made. */
  answers: Map<string, { body: string; at: number }>;
}

interface Kept {
  /** PGlite only: tokens by digest, and each user's digests (to drop them when the user changes). */
  tokens: Map<string, TokenRow>;
  tokensOfUser: Map<number, Set<string>>;
  members: Map<number, MemberState>;
  /** Raised by every notification: a load that started before one does not keep what it read. */
  changes: number;
  /** PGlite: notifications are flowing, so kept tokens may be trusted. */
  listening: boolean;
  listen?: Promise<void>;
}

/** A token's last use is written at most this often (its idle lifetime restarts with use). */
const LAST_USED_RESOLUTION_MS = 60 * 1000;
/** How long an answer that depends on the caller is reused while nothing of the member changes (catalogue data in it may be this old). */
export const VIEWER_ANSWER_TTL_MS = 30_000;
/** Members kept per process (oldest first out), and tokens. */
const MEMBERS_MAX = 20_000;
const TOKENS_MAX = 50_000;
/** More hidden works or requests than this are not kept as a set (the routes then ask the database per work). */
const SET_MAX = 20_000;
/** The channel the migration's triggers notify, with the user id as payload. */
export const VIEWER_CHANNEL = 'sift_viewer';

const keptByDatabase = new WeakMap<Database, Kept>();

function keptOf(ctx: AppContext): Kept {
  let kept = keptByDatabase.get(ctx.database);
  if (!kept) {
    kept = { tokens: new Map(), tokensOfUser: new Map(), members: new Map(), changes: 0, listening: false };
    keptByDatabase.set(ctx.database, kept);
    startListening(ctx.database, kept);
  }
  return kept;
}

/** PGlite: follow the triggers' notifications; until they flow, nothing is trusted without the database. */
function startListening(database: Database, kept: Kept) {
  if (database.kind !== 'pglite' || !database.listen) return;
  kept.listen = database
    .listen(VIEWER_CHANNEL, (payload) => {
      kept.changes++;
      const userId = Number(payload);
      kept.members.delete(userId);
      for (const tokenDigest of kept.tokensOfUser.get(userId) ?? []) kept.tokens.delete(tokenDigest);
      kept.tokensOfUser.delete(userId);
    })
    .then(
      () => {
        kept.listening = true;
      },
      () => {
        kept.listening = false;
      },
    );
}

/** Waits until a PGlite database's notifications are followed (tests and the bench call it after start). */
export async function viewerCacheReady(ctx: AppContext): Promise<void> {
  await keptOf(ctx).listen;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/** A token's user and the member's version, in one statement (PostgreSQL runs it on every member request). */
const TOKEN_SQL =
  'select u.id, u.email, u.is_staff, u.viewer_version, t.impersonator_id, t.created_at, t.last_used_at ' +
  'from auth_tokens t join users u on u.id = t.user_id where t.digest = $1 limit 1';

interface TokenSqlRow {
  id: number;
  email: string;
  is_staff: boolean;
  viewer_version: number;
  impersonator_id: number | null;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

type RawClient = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * The raw driver under drizzle: the token is read without building the query each time (a named prepared statement on
 * PostgreSQL), as it runs on every member request there.
 */
async function readToken(ctx: AppContext, tokenDigest: string): Promise<TokenRow | null> {
  const client = (ctx.db as unknown as { $client: RawClient }).$client;
  const result =
    ctx.database.kind === 'postgres'
      ? await client.query({ name: 'sift_token_user', text: TOKEN_SQL, values: [tokenDigest] })
      : await client.query(TOKEN_SQL, [tokenDigest]);
  const row = result.rows[0] as TokenSqlRow | undefined;
  if (!row) return null;
  const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();
  return {
    user: { id: row.id, email: row.email, isStaff: row.is_staff, impersonatorId: row.impersonator_id, tokenDigest, viewerVersion: row.viewer_version },
    createdAt: time(row.created_at),
    lastUsedAt: time(row.last_used_at ?? row.created_at),
  };
}

/** The user a raw token belongs to, or null when it is unknown or has expired (an expired token is deleted). */
export async function userForToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  if (!token) return null;
  const kept = keptOf(ctx);
  const tokenDigest = digest(token);
  let row = kept.listening ? kept.tokens.get(tokenDigest) : undefined;
  if (!row) {
    const changes = kept.changes;
    const read = await readToken(ctx, tokenDigest);
    if (!read) return null;
    row = read;
    // Kept only when no notification came while it was read (it could be older than the change it announced).
    if (kept.listening && kept.changes === changes) {
      remember(kept.tokens, tokenDigest, row, TOKENS_MAX);
      let digests = kept.tokensOfUser.get(row.user.id);
      if (!digests) kept.tokensOfUser.set(row.user.id, (digests = new Set()));
      digests.add(tokenDigest);
    }
  }
  const now = ctx.clock.now();
  if (now - row.createdAt > ctx.limits.tokenAbsoluteMs || now - row.lastUsedAt > ctx.limits.tokenIdleMs) {
    kept.tokens.delete(tokenDigest);
    await ctx.db.delete(authTokens).where(eq(authTokens.digest, tokenDigest));
    return null;
  }
  // The idle clock restarts with use; written at most once a minute per token (the triggers ignore this column).
  if (now - row.lastUsedAt > LAST_USED_RESOLUTION_MS) {
    row.lastUsedAt = now;
    await ctx.db.update(authTokens).set({ lastUsedAt: new Date(now) }).where(eq(authTokens.digest, tokenDigest));
  }
  return row.user;
}

/** The kept state of the member at the version their request was authenticated with. */
function memberState(ctx: AppContext, user: AuthUser): MemberState {
  const kept = keptOf(ctx);
  let state = kept.members.get(user.id);
  if (!state || state.version !== user.viewerVersion) {
    // PostgreSQL: a request that read an older version than the one kept (another process wrote in between) gets a
    // state of its own, not kept, rather than replacing the newer one.
    if (state && state.version > user.viewerVersion) return { version: user.viewerVersion, hidden: new Map(), answers: new Map(), timed: new Map() };
    state = { version: user.viewerVersion, hidden: new Map(), answers: new Map(), timed: new Map() };
    remember(kept.members, user.id, state, MEMBERS_MAX);
  }
  return state;
}

/**
 * Loads once per state; a failed load is forgotten so the next request tries again. The load is adopted by a real
 * promise: a drizzle query is a lazy thenable that would run again for every `await` on it.
 */
function once<T>(load: () => PromiseLike<T>, forget: () => void): Promise<T> {
  const promise = Promise.resolve().then(load);
  promise.catch(forget);
  return promise;
}

/** The account's profiles (id and whether primary). */
export function viewerProfiles(ctx: AppContext, user: AuthUser): Promise<ViewerProfile[]> {
  const state = memberState(ctx, user);
  state.profiles ??= once(
    () => ctx.db.select({ id: profiles.id, isPrimary: profiles.isPrimary }).from(profiles).where(eq(profiles.userId, user.id)).orderBy(profiles.id),
    () => (state.profiles = undefined),
  );
  return state.profiles;
}

/**
 * Something of the member that depends on the clock as well as on their rows, kept under `key` for this member's
 * version and read again once `keepMs` of the clock has passed (the domain that owns it hands in the load: billing's
 * current subscription, billing/subscription-summary.ts).
 */
export function viewerTimed<T>(ctx: AppContext, user: AuthUser, key: string, keepMs: number, load: () => PromiseLike<T>): Promise<T> {
  const state = memberState(ctx, user);
  const now = ctx.clock.now();
  const kept = state.timed.get(key);
  // A clock moved back (development's settable clock) also reads it again.
  if (!kept || now < kept.at || now - kept.at >= keepMs) {
    const entry = { at: now, value: once(load, () => state.timed.get(key) === entry && state.timed.delete(key)) };
    state.timed.set(key, entry);
  }
  return state.timed.get(key)!.value as Promise<T>;
}

async function idSet(rows: Promise<{ workId: number }[]>): Promise<Set<number>> {
  return new Set((await rows).map((r) => r.workId));
}

/** Ids of the works the account requested (null: too many to keep; ask per work). */
export function viewerRequestedIds(ctx: AppContext, user: AuthUser): Promise<Set<number>> {
  const state = memberState(ctx, user);
  state.requested ??= once(
    () => idSet(ctx.db.select({ workId: workRequests.workId }).from(workRequests).where(eq(workRequests.userId, user.id)).limit(SET_MAX + 1)),
    () => (state.requested = undefined),
  );
  return state.requested;
}

/** Ids of the works a profile of the account hid. */
export function viewerHiddenIds(ctx: AppContext, user: AuthUser, profileId: number): Promise<Set<number>> {
  const state = memberState(ctx, user);
  let hidden = state.hidden.get(profileId);
  if (!hidden) {
    hidden = once(
      () =>
        idSet(
          ctx.db
            .select({ workId: hiddenWorks.workId })
            .from(hiddenWorks)
            .where(eq(hiddenWorks.profileId, profileId))
            .orderBy(desc(hiddenWorks.createdAt))
            .limit(SET_MAX + 1),
        ),
      () => state.hidden.delete(profileId),
    );
    state.hidden.set(profileId, hidden);
  }
  return hidden;
}

/** Whether a set loaded by the functions above holds every id (it stops at SET_MAX). */
export const isWholeSet = (set: Set<number>) => set.size <= SET_MAX;

/** Whether the account requested the work and the profile hid it, from the kept sets (or the database past SET_MAX). */
export async function viewerWorkMarks(ctx: AppContext, user: AuthUser, profileId: number, workId: number) {
  const [requestedIds, hiddenIds] = await Promise.all([viewerRequestedIds(ctx, user), viewerHiddenIds(ctx, user, profileId)]);
  const requested = isWholeSet(requestedIds)
    ? requestedIds.has(workId)
    : (await ctx.db.select({ w: workRequests.workId }).from(workRequests).where(and(eq(workRequests.userId, user.id), eq(workRequests.workId, workId)))).length > 0;
  const hidden = isWholeSet(hiddenIds)
    ? hiddenIds.has(workId)
    : (await ctx.db.select({ w: hiddenWorks.workId }).from(hiddenWorks).where(and(eq(hiddenWorks.profileId, profileId), eq(hiddenWorks.workId, workId)))).length > 0;
  return { requested, hidden };
}

/**
 * An answer that depends on the caller (their profile's lists), kept for this member's version and profile: `make`
 * runs when none younger than VIEWER_ANSWER_TTL_MS is kept. Whatever the answer is built from must be covered by
 * the triggers (it is dropped with the version) or may be as old as the TTL (catalogue data).
 */
export async function viewerAnswer(ctx: AppContext, user: AuthUser, profileId: number, key: string, make: () => Promise<string>): Promise<string> {
  const state = memberState(ctx, user);
  const answerKey = `${profileId}|${key}`;
  const now = ctx.clock.now();
  const hit = state.answers.get(answerKey);
  if (hit && now >= hit.at && now - hit.at < VIEWER_ANSWER_TTL_MS) return hit.body;
  const kept = keptOf(ctx);
  const changes = kept.changes;
  const body = await make();
  if (kept.changes === changes) remember(state.answers, answerKey, { body, at: now }, 64);
  return body;
}
