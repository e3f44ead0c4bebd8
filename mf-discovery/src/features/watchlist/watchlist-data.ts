import type { Paged, WorkSummary } from '@sift/contracts';
import { apiKey, prefetchApiData, type ApiScope } from '@sift/data';
import { api } from '../../api';
import { profileScopeOf, whenViewerKnown } from '../viewer/use-viewer';

/** Works per page: the server's most for one answer (a larger limit is capped, so 'Show more' asks for the next page). */
export const WATCHLIST_PAGE = 100;

/** What the shell's server rendered /watchlist with for this member (documents.ts, docs/decisions/0159). */
export interface WatchlistPageData {
  firstPage: Paged<WorkSummary>;
}

/** The call of the watchlist's page `index` (0 first) for a profile: its key and its request. */
export function watchlistPageCall(scope: ApiScope, index: number) {
  const page = index === 0 ? { limit: WATCHLIST_PAGE } : { limit: WATCHLIST_PAGE, offset: index * WATCHLIST_PAGE };
  return { key: apiKey(scope, 'watchlist/', page), fetch: () => api().discovery.watchlist(page) };
}

/** /watchlist's first page, for the active profile, asked for before the page renders (pages.ts). */
export function prefetchWatchlist(): void {
  void whenViewerKnown().then((viewer) => {
    if (viewer.kind !== 'member' || !viewer.profile) return;
    const { key, fetch } = watchlistPageCall(profileScopeOf(viewer)!, 0);
    return prefetchApiData(key, fetch);
  });
}
