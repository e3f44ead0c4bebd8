/**
 * What the active profile keeps about works (000 §1, 001 §4): its watchlist, hidden works, thumbs votes and
 * progress, plus the account's work requests. Each is one API answer in the site's query client (@sift/data, decision
 * 0086), loaded once per profile and changed in place when the viewer acts, so every poster and button on the page
 * agrees at once; the server call follows and a failure puts the old answer back (decision 0041).
 */
import { useRef } from 'react';
import { isNotOnWatchlist } from '@sift/api-client';
import type { HiddenWork, LikeVote, LikeVotes, WatchlistItem, WorkLocation, WorkRequest } from '@sift/contracts';
import { apiKey, apiKeyPrefix, changeApiData, refreshApiData, useApiQueries, useApiQuery, type ApiScope } from '@sift/data';
import { api } from '../../api';
import { profileScopeOf, useViewer } from '../viewer/use-viewer';

const MAX_AGE = 5 * 60_000;
const EMPTY = new Set<number>();

const watchlistKey = (scope: ApiScope) => apiKey(scope, 'watchlist-items/');
const hiddenKey = (scope: ApiScope) => apiKey(scope, 'hidden-works/');
const idsOf = (items: readonly (WatchlistItem | HiddenWork | WorkRequest)[]) => new Set(items.map((i) => i.work_id));

/** Ids on the active profile's watchlist (null for visitors and while loading). */
export function useWatchlistIds(): Set<number> | null {
  const scope = profileScopeOf(useViewer());
  const { data } = useApiQuery(scope && watchlistKey(scope), () => api().discovery.watchlistItems(), { staleTime: MAX_AGE, select: idsOf });
  return scope ? (data ?? null) : null;
}

/** The viewer, the active profile's scope and its hidden works' answer (as ids), `placeholder` until it comes. */
function useHiddenList(placeholder?: HiddenWork[]) {
  const viewer = useViewer();
  const scope = profileScopeOf(viewer);
  const query = useApiQuery(scope && hiddenKey(scope), () => api().discovery.hiddenWorks(), { staleTime: MAX_AGE, select: idsOf, placeholder });
  return { viewer, scope, query };
}

/** Ids the active profile hid (null for visitors and while loading). */
export function useHiddenIdsIfKnown(): Set<number> | null {
  const { scope, query } = useHiddenList();
  return scope ? (query.data ?? null) : null;
}

/**
 * Ids the active profile hid, left out of rows, grids and More Like This; null while the session or a member's list
 * is still loading, so that a list waits (shows its loading state) rather than show a work the profile hid, even
 * for a moment. Empty for visitors, and when the list cannot be loaded (the page stays usable; the query retries).
 * `placeholder`: the list a page was rendered with, until the live one comes.
 */
export function useHiddenIds(placeholder?: HiddenWork[]): ReadonlySet<number> | null {
  const { viewer, scope, query } = useHiddenList(placeholder);
  if (viewer.kind === 'visitor') return EMPTY;
  if (!scope) return null;
  return query.data ?? (query.error ? EMPTY : null);
}

function toggled<T extends { work_id: number }>(items: readonly T[] | undefined, workId: number, on: boolean, make: () => T): T[] {
  const rest = (items ?? []).filter((i) => i.work_id !== workId);
  return on ? [make(), ...rest] : rest;
}

/** Puts a work on (or takes it off) the watchlist; a 'Not Found!' answer to a removal means it was not there. */
export async function setOnWatchlist(scope: ApiScope, workId: number, on: boolean) {
  await changeApiData<WatchlistItem[]>(
    watchlistKey(scope),
    (items) => toggled(items, workId, on, () => ({ work_id: workId, created_at: new Date().toISOString() })),
    async () => {
      if (on) await api().discovery.addToWatchlist(workId);
      else
        await api().discovery.removeFromWatchlist(workId).catch((error: unknown) => {
          if (!isNotOnWatchlist(error)) throw error;
        });
    },
  );
  void refreshApiData(apiKeyPrefix(scope, 'watchlist/'));
}

export async function setHidden(scope: ApiScope, workId: number, hidden: boolean) {
  await changeApiData<HiddenWork[]>(
    hiddenKey(scope),
    (items) => toggled(items, workId, hidden, () => ({ work_id: workId, created_at: new Date().toISOString() })),
    () => (hidden ? api().discovery.hide(workId) : api().discovery.unhide(workId)),
  );
  // The watchlist leaves hidden works out: read again (title pages follow the live list: useIsHidden).
  void refreshApiData(apiKeyPrefix(scope, 'watchlist/'));
}

const voteKey = (scope: ApiScope, workId: number) => apiKey(scope, 'content/likes/', { work_id: workId });

/** The active profile's vote on one work (0 while loading or for visitors). */
export function useVote(workId: number): { vote: LikeVote; scope: ApiScope | null } {
  const scope = profileScopeOf(useViewer());
  const { data } = useApiQuery(scope && voteKey(scope, workId), () => api().discovery.likes([workId]), { staleTime: MAX_AGE });
  return { vote: data?.[String(workId)] ?? 0, scope };
}

/** 001 §4: thumbs up toggles between 1 and 0, thumbs down between -1 and 0. */
export const nextVote = (current: LikeVote, pressed: 1 | -1): LikeVote => (current === pressed ? 0 : pressed);

export async function castVote(scope: ApiScope, workId: number, vote: LikeVote, ids: { profileId: number; userId: number }) {
  await changeApiData<LikeVotes>(
    voteKey(scope, workId),
    (votes) => ({ ...votes, [String(workId)]: vote }),
    () => api().discovery.vote({ catalog_item_id: workId, vote_type: vote, profile_id: ids.profileId, user_id: ids.userId }),
  );
}

/** Ids are asked for in fixed batches of this many, so a growing grid reuses the batches it already has. */
const LOCATION_BATCH = 100;

/**
 * Work locations of the works on screen, for their progress bars: one call per batch of ids (a page of browse rows,
 * a discover batch), kept per batch.
 */
export function useLocations(workIds: readonly number[]): Map<number, WorkLocation> {
  const scope = profileScopeOf(useViewer());
  const calls = [];
  for (let i = 0; scope && i < workIds.length; i += LOCATION_BATCH) {
    const ids = workIds.slice(i, i + LOCATION_BATCH);
    calls.push({ key: apiKey(scope, 'work-locations/', { work_id: ids.join(',') }), fetch: () => api().discovery.workLocations({ work_id: ids }) });
  }
  const answers = useApiQueries(calls, MAX_AGE);
  // The same map while the same answers are kept: its readers (memoised posters) render again only on a change.
  const data = answers.map((answer) => answer.data);
  const kept = useRef<{ data: (WorkLocation[] | undefined)[]; map: Map<number, WorkLocation> } | null>(null);
  if (!kept.current || kept.current.data.length !== data.length || data.some((answer, i) => answer !== kept.current!.data[i])) {
    const map = new Map<number, WorkLocation>();
    for (const answer of data) for (const location of answer ?? []) map.set(location.work_id, location);
    kept.current = { data, map };
  }
  return kept.current.map;
}

/** The account's requested works among these ids. */
export function useRequestedIds(workIds: readonly number[]): Set<number> {
  const scope = profileScopeOf(useViewer());
  const { data } = useApiQuery(
    scope && workIds.length ? apiKey(scope, 'work-requests/', { work_id: workIds.join(',') }) : null,
    () => api().discovery.workRequests(workIds),
    { staleTime: MAX_AGE, select: idsOf },
  );
  return data ?? EMPTY;
}
