import { keepPreviousData, useQueries, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { loadForKey, siftQueryClient } from '@sift/app-kit';
import type { ApiKey, ViewKey } from './api-key';

export interface ApiQueryOptions<T, S> {
  /** How long the answer is fresh (default: the client's minute). */
  staleTime?: number;
  /** Reshapes the answer for this screen; the key keeps the answer as the API gave it. */
  select?: (data: T) => S;
  /** While a new key loads, keep showing the previous key's answer (paging, a changed filter). */
  keepPrevious?: boolean;
  /** Shown until the first answer (not kept): e.g. the data a page was pre-rendered with. */
  placeholder?: T;
}

/**
 * One API call's answer through the site's query client: loaded once however many components (and remotes) ask,
 * kept for the next screen that needs it. A null key waits (nothing to load yet). `fetch` is read when a load
 * starts, so it may close over the latest values; the key must name everything the answer depends on.
 */
export function useApiQuery<T, S = T>(key: ApiKey | ViewKey | null, fetch: () => Promise<T>, options: ApiQueryOptions<T, S> = {}): UseQueryResult<S> {
  const query: UseQueryOptions<T, Error, S, readonly unknown[]> = {
    queryKey: key ?? ['api', 'none'],
    // A profile's key only takes what that profile's requests answer (a switch mid-load drops the answer).
    queryFn: key ? loadForKey(key, fetch) : fetch,
    enabled: key !== null,
  };
  if (options.staleTime !== undefined) query.staleTime = options.staleTime;
  if (options.select) query.select = options.select;
  if (options.keepPrevious) query.placeholderData = keepPreviousData;
  else if (options.placeholder !== undefined) query.placeholderData = options.placeholder as never;
  return useQuery(query, siftQueryClient);
}

/**
 * Several answers at once (e.g. one per batch of posters), in the keys' order. A call's `placeholder` is shown until its
 * first answer (not kept): e.g. the data its page was rendered with.
 */
export function useApiQueries<T>(calls: readonly { key: ApiKey; fetch: () => Promise<T>; placeholder?: T }[], staleTime?: number): UseQueryResult<T>[] {
  return useQueries(
    {
      queries: calls.map(({ key, fetch, placeholder }) => ({
        queryKey: key,
        queryFn: loadForKey(key, fetch),
        ...(staleTime !== undefined && { staleTime }),
        ...(placeholder !== undefined && { placeholderData: placeholder }),
      })),
    },
    siftQueryClient,
  ) as UseQueryResult<T>[];
}
