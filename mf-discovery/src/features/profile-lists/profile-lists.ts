/**
 * What the active profile keeps about works (000 §1, 001 §4): its watchlist, hidden works, thumbs votes and
 * progress, plus the account's work requests. Loaded per profile into the resource cache and changed in place
 * when the viewer acts, so every poster and button on the page agrees at once; the server call follows and a
 * failure puts the old value back.
 */
import { isNotOnWatchlist } from '@sift/api-client';
import type { LikeVote, WorkLocation } from '@sift/contracts';
import { api } from '../../api';
import { invalidate, mutate, peek, useResource, useResources } from '../data/resource-cache';
import { profileKey, useViewer } from '../viewer/use-viewer';

const MAX_AGE = 5 * 60_000;

/** Ids on the active profile's watchlist (null for visitors and while loading). */
export function useWatchlistIds(): Set<number> | null {
  const key = profileKey(useViewer());
  const { data } = useResource(key && `${key}:watchlist-ids`, async () => new Set((await api().discovery.watchlistItems()).map((i) => i.work_id)), MAX_AGE);
  return key ? (data ?? null) : null;
}

/** Ids the active profile hid (null for visitors and while loading). */
export function useHiddenIdsIfKnown(): Set<number> | null {
  const key = profileKey(useViewer());
  const { data } = useResource(key && `${key}:hidden-ids`, async () => new Set((await api().discovery.hiddenWorks()).map((h) => h.work_id)), MAX_AGE);
  return key ? (data ?? null) : null;
}

/** Ids the active profile hid: left out of rows and grids. */
export function useHiddenIds(): Set<number> {
  return useHiddenIdsIfKnown() ?? EMPTY;
}
const EMPTY = new Set<number>();

async function toggleInSet(key: string, workId: number, on: boolean, call: () => Promise<unknown>) {
  const before = peek<Set<number>>(key);
  const update = (set: Set<number> | undefined) => {
    const next = new Set(set ?? []);
    if (on) next.add(workId);
    else next.delete(workId);
    return next;
  };
  mutate(key, update);
  try {
    await call();
  } catch (error) {
    mutate(key, () => before ?? new Set());
    throw error;
  }
}

/** Puts a work on (or takes it off) the watchlist; a 'Not Found!' answer to a removal means it was not there. */
export async function setOnWatchlist(profile: string, workId: number, on: boolean) {
  await toggleInSet(`${profile}:watchlist-ids`, workId, on, async () => {
    if (on) await api().discovery.addToWatchlist(workId);
    else await api().discovery.removeFromWatchlist(workId).catch((error: unknown) => {
      if (!isNotOnWatchlist(error)) throw error;
    });
  });
  invalidate(`${profile}:watchlist-page`);
}

export async function setHidden(profile: string, workId: number, hidden: boolean) {
  await toggleInSet(`${profile}:hidden-ids`, workId, hidden, () =>
    hidden ? api().discovery.hide(workId) : api().discovery.unhide(workId),
  );
  invalidate(`${profile}:watchlist-page`);
}

/** The active profile's vote on one work (0 while loading or for visitors). */
export function useVote(workId: number): { vote: LikeVote; key: string | null } {
  const key = profileKey(useViewer());
  const cacheKey = key && `${key}:vote:${workId}`;
  const { data } = useResource(cacheKey, async () => (await api().discovery.likes([workId]))[String(workId)] ?? 0, MAX_AGE);
  return { vote: data ?? 0, key: cacheKey };
}

/** 001 §4: thumbs up toggles between 1 and 0, thumbs down between -1 and 0. */
export const nextVote = (current: LikeVote, pressed: 1 | -1): LikeVote => (current === pressed ? 0 : pressed);

export async function castVote(cacheKey: string, workId: number, vote: LikeVote, ids: { profileId: number; userId: number }) {
  const before = peek<LikeVote>(cacheKey) ?? 0;
  mutate<LikeVote>(cacheKey, () => vote);
  try {
    await api().discovery.vote({ catalog_item_id: workId, vote_type: vote, profile_id: ids.profileId, user_id: ids.userId });
  } catch (error) {
    mutate<LikeVote>(cacheKey, () => before);
    throw error;
  }
}

/** Ids are asked for in fixed batches of this many, so a growing grid reuses the batches it already has. */
const LOCATION_BATCH = 100;

/**
 * Work locations of the works on screen, for their progress bars: one call per batch of ids (a browse page, a
 * discover batch), kept per batch.
 */
export function useLocations(workIds: readonly number[]): Map<number, WorkLocation> {
  const key = profileKey(useViewer());
  const batches: number[][] = [];
  for (let i = 0; key && i < workIds.length; i += LOCATION_BATCH) batches.push(workIds.slice(i, i + LOCATION_BATCH) as number[]);
  const keys = batches.map((ids) => `${key}:locations:${ids.join(',')}`);
  const answers = useResources(keys, (cacheKey) => () => api().discovery.workLocations({ work_id: cacheKey.split(':')[2].split(',').map(Number) }), MAX_AGE);
  const map = new Map<number, WorkLocation>();
  for (const answer of answers) for (const location of answer ?? []) map.set(location.work_id, location);
  return map;
}

/** The account's requested works among these ids. */
export function useRequestedIds(workIds: readonly number[]): Set<number> {
  const key = profileKey(useViewer());
  const batchKey = key && workIds.length ? `${key}:requests:${workIds.join(',')}` : null;
  const { data } = useResource(batchKey, async () => new Set((await api().discovery.workRequests(workIds)).map((r) => r.work_id)), MAX_AGE);
  return data ?? EMPTY;
}
