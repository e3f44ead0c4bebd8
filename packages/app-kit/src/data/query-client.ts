import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { activeProfileAtom } from '../session/session-atoms';
import { siftStore } from '../store';

/**
 * The one TanStack Query client of the whole site: every remote's API answers live here, so moving from one remote
 * to another does not fetch again what the first already loaded (docs/decisions/0086). It lives in this module
 * because Module Federation loads @sift/app-kit once (a shared singleton, decision 0022), and @tanstack/react-query
 * is a shared singleton too, so every remote's hooks talk to this instance. Remotes reach it through @sift/data.
 *
 * Answers are fresh for a minute (catalogue answers are cached for a minute by the API too, decision 0040), kept for
 * ten once unused, and not retried (a 4xx is an answer; the API client already turns time-outs into errors the
 * screens show with a Try again). Nothing refetches on window focus: a screen that must be current says so.
 */
export const siftQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 10 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

/** The first part of every key in the client: what the answer depends on besides its call (see @sift/data). */
export const PROFILE_SCOPE_PREFIX = 'profile:';

/** Forgets every answer (sign-in and sign-out: nothing of one session is shown to the next). */
export function forgetAllData(): void {
  siftQueryClient.clear();
}

/** The key of a profile's watchlist ids (@sift/data's apiKey(profileScope(id), 'watchlist-items/')): reloaded on a switch. */
export const profileWatchlistKey = (profileId: number) => ['api', `${PROFILE_SCOPE_PREFIX}${profileId}`, 'watchlist-items/', {}] as const;

/** The profile a key's answer belongs to, or null for public, account and other keys. */
export function profileOfKey(queryKey: QueryKey): number | null {
  const scope = String(queryKey[1] ?? '');
  if (!scope.startsWith(PROFILE_SCOPE_PREFIX)) return null;
  const id = Number(scope.slice(PROFILE_SCOPE_PREFIX.length));
  return Number.isInteger(id) ? id : null;
}

/** Thrown instead of an answer asked for one profile while another is active (the request would speak for the other). */
export class ProfileSwitchedError extends Error {
  constructor(readonly profileId: number) {
    super(`The active profile is no longer ${profileId}.`);
    this.name = 'ProfileSwitchedError';
  }
}

/**
 * Wraps a load of a key so that a profile's key only ever holds what that profile's requests answered: the API reads
 * the active profile from the request's header, so a load for profile 1 started (or finished) after a switch to
 * profile 2 would keep profile 2's watchlist under profile 1's key, and a switch back within the minute of freshness
 * would show it (000 §4.7). Such a load fails with ProfileSwitchedError instead; keys of other scopes load as given.
 */
export function loadForKey<T>(queryKey: QueryKey, fetch: () => Promise<T>): () => Promise<T> {
  const owner = profileOfKey(queryKey);
  if (owner === null) return fetch;
  // The scope the screens derive from the active profile (profile:0 while a member has none chosen yet).
  const stillOwner = () => (siftStore.get(activeProfileAtom)?.id ?? 0) === owner;
  return async () => {
    if (!stillOwner()) throw new ProfileSwitchedError(owner);
    const answer = await fetch();
    if (!stillOwner()) throw new ProfileSwitchedError(owner);
    return answer;
  };
}

const profileCaches = new Set<() => void>();

/**
 * A cache kept outside the query client whose entries belong to the active profile registers how to forget it, so
 * that the switch (selectProfile) clears every per-profile cache in one place. Returns the unregistration.
 */
export function registerProfileCache(forget: () => void): () => void {
  profileCaches.add(forget);
  return () => profileCaches.delete(forget);
}

/**
 * Forgets everything that belongs to a profile (000 §4.7: choosing a profile clears the cached filters, watchlist,
 * locations and tag summaries): every answer under a profile scope (loads under way included: their answers are
 * dropped) and every registered per-profile cache.
 */
export function forgetProfileData(): void {
  const belongsToProfile = (query: { queryKey: QueryKey }) => profileOfKey(query.queryKey) !== null;
  void siftQueryClient.cancelQueries({ predicate: belongsToProfile });
  siftQueryClient.removeQueries({ predicate: belongsToProfile });
  for (const forget of profileCaches) forget();
}
