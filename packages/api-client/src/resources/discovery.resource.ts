import {
  type BrowseCategory,
  browseCategory,
  type BrowseRowOfPosters,
  browseRowOfPosters,
  type BrowseRowsQuery,
  type HeroItem,
  heroItem,
  type HiddenWork,
  hiddenWork,
  type LikeCreate,
  type LikeVotes,
  likeVotes,
  type Paged,
  recommendations,
  type ServiceFilters,
  serviceFilters,
  type TitleRequest,
  titleRequest,
  type TitleRequestCreate,
  type WatchlistItem,
  watchlistItem,
  type WorkLocation,
  workLocation,
  type WorkParameters,
  workParameters,
  type WorkRequest,
  workRequest,
  type WorkSummary,
} from '@sift/contracts';
import { WATCHLIST_NOT_FOUND } from '@sift/contracts';
import { isApiError } from '../api-error';
import type { ApiRequester } from '../request';
import { listOf, pagedOf } from '../response-schema';
import { segment } from '../api-path';
import { categoryList, hiddenWorkList, workPage } from './answer-schemas';

const browseRowPage = pagedOf(browseCategory);
const browseRowOfPostersPage = pagedOf(browseRowOfPosters);
const heroList = listOf(heroItem);
const watchlistItemList = listOf(watchlistItem);
const workRequestList = listOf(workRequest);
const workLocationList = listOf(workLocation);

/** The server's 'Not Found!' (001 §4): the work is not on the watchlist. */
export const isNotOnWatchlist = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && (error.body as { detail?: unknown } | undefined)?.detail === WATCHLIST_NOT_FOUND;

/** Query of GET work-locations/: by works (a show's id answers its latest episode), a season or a show. */
export interface WorkLocationsQuery {
  work_id?: readonly number[];
  season_id?: number;
  show_id?: number;
  /** Any value: skips a cached answer (001 §7 "cache bypass"). */
  _?: string | number;
}

/** Browsing, discover, search and what a profile keeps about works (spec 001 §2-§4, §7). */
export function discoveryResource(http: ApiRequester) {
  return {
    /** GET content/v2/work-parameters/ (the discover filter bar) */
    workParameters: (): Promise<WorkParameters> => http.get('content/v2/work-parameters/', { schema: workParameters }),
    /** GET content/service-filters/ (the 'See Content From...' overlay and the profile's choice) */
    serviceFilters: (): Promise<ServiceFilters> => http.get('content/service-filters/', { schema: serviceFilters }),
    /** GET categories-v2/ -> a page of browse rows */
    browseRows: (query: BrowseRowsQuery = {}): Promise<Paged<BrowseCategory>> =>
      http.get('categories-v2/', { params: { ...query }, schema: browseRowPage }),
    /** GET categories-v2/?view=poster -> a page of browse rows whose works are posters (what /browse shows) */
    browseRowsOfPosters: (query: Omit<BrowseRowsQuery, 'view'> = {}): Promise<Paged<BrowseRowOfPosters>> =>
      http.get('categories-v2/', { params: { ...query, view: 'poster' }, schema: browseRowOfPostersPage }),
    /** GET hero/ */
    hero: (mediaType?: 'movie' | 'show'): Promise<HeroItem[]> =>
      http.get('hero/', { params: { media_type: mediaType }, schema: heroList }),
    /** GET categories/ */
    categories: () => http.get('categories/', { schema: categoryList }),
    /** GET content/recommends/internal/{id}/ (the 'new' More Like This) */
    recommendations: (workId: number, query: { limit?: number; shuffle?: boolean } = {}): Promise<WorkSummary[]> =>
      http
        .get(`content/recommends/internal/${segment(workId)}/`, {
          params: { limit: query.limit, shuffle: query.shuffle ? 'y' : undefined },
          schema: recommendations,
        })
        .then((answer) => answer.results),
    /** GET content/likes/?work_id= -> votes keyed by work id */
    likes: (workIds: readonly number[]): Promise<LikeVotes> =>
      http.get('content/likes/', { params: { work_id: workIds }, schema: likeVotes }),
    /** POST content/likes/ */
    vote: (body: LikeCreate): Promise<LikeVotes> => http.post('content/likes/', { json: body, schema: likeVotes }),
    /** GET watchlist/ -> the active profile's watchlist as works */
    watchlist: (page: { limit?: number; offset?: number } = {}): Promise<Paged<WorkSummary>> =>
      http.get('watchlist/', { params: { ...page }, schema: workPage }),
    /** GET watchlist-items/ (optionally only these works) */
    watchlistItems: (workIds?: readonly number[]): Promise<WatchlistItem[]> =>
      http.get('watchlist-items/', { params: { work_id: workIds }, schema: watchlistItemList }),
    /** POST watchlist-items/ */
    addToWatchlist: (workId: number): Promise<WatchlistItem> =>
      http.post('watchlist-items/', { json: { work_id: workId }, schema: watchlistItem }),
    /** DELETE watchlist-items/{work_id}/ (404 'Not Found!' when it was not on the list) */
    removeFromWatchlist: async (workId: number): Promise<void> => {
      await http.delete(`watchlist-items/${segment(workId)}/`);
    },
    /** GET hidden-works/ */
    hiddenWorks: (): Promise<HiddenWork[]> => http.get('hidden-works/', { schema: hiddenWorkList }),
    /** PUT hidden-works/{id}/ */
    hide: (workId: number): Promise<HiddenWork> => http.put(`hidden-works/${segment(workId)}/`, { schema: hiddenWork }),
    /** DELETE hidden-works/{id}/ */
    unhide: async (workId: number): Promise<void> => {
      await http.delete(`hidden-works/${segment(workId)}/`);
    },
    /** GET work-requests/ (optionally only these works) */
    workRequests: (workIds?: readonly number[]): Promise<WorkRequest[]> =>
      http.get('work-requests/', { params: { work_id: workIds }, schema: workRequestList }),
    /** POST work-requests/ */
    requestWork: (workId: number): Promise<WorkRequest> =>
      http.post('work-requests/', { json: { work_id: workId }, schema: workRequest }),
    /** POST content/user-content-requests/ ('Help Us Find Your Title!') */
    requestTitle: (body: TitleRequestCreate): Promise<TitleRequest> =>
      http.post('content/user-content-requests/', { json: body, schema: titleRequest }),
    /** GET work-locations/ */
    workLocations: (query: WorkLocationsQuery = {}): Promise<WorkLocation[]> =>
      http.get('work-locations/', { params: { ...query }, schema: workLocationList }),
  };
}
export type DiscoveryResource = ReturnType<typeof discoveryResource>;
