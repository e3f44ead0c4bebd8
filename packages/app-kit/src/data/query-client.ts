import { QueryClient } from '@tanstack/react-query';

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

/** Forgets the answers that belong to a profile (000 §4.7: choosing a profile clears the profile's cached data). */
export function forgetProfileData(): void {
  siftQueryClient.removeQueries({ predicate: (query) => String(query.queryKey[1] ?? '').startsWith(PROFILE_SCOPE_PREFIX) });
}
