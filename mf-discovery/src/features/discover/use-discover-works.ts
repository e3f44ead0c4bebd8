import { useCallback, useEffect, useRef, useState } from 'react';
import { DISCOVER_INITIAL_LIMIT, DISCOVER_LIMIT_STEP, DISCOVER_PAGE_SIZE, POSTER_LIST_MIN, type WorkPoster } from '@sift/contracts';
import { api } from '../../api';
import { worksQueryOf, type DiscoverQuery } from './discover-query';

export interface DiscoverWorks {
  works: WorkPoster[];
  /** How many the grid shows: 48 at first, 12 more per scroll (001 §9). */
  viewLimit: number;
  loading: boolean;
  error: boolean;
  /** An empty batch came back: nothing more to load. */
  exhausted: boolean;
  grow: () => void;
  retry: () => void;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * Discover's infinite list (001 §2, §9): batches of 100 loaded while the grid holds fewer posters than it should show;
 * loading stops when an empty batch returns. What it should show is the view limit (48, then 12 more per scroll),
 * never under the poster list minimum (14), counted in posters the viewer sees: works the profile hid are left out
 * of the grid, so they do not count (docs/decisions/0101). `firstBatch`: the query's first batch, already had.
 */
export function useDiscoverWorks(query: DiscoverQuery, ready: boolean, hidden: ReadonlySet<number> = NONE, firstBatch?: WorkPoster[]): DiscoverWorks {
  const key = JSON.stringify(query);
  // A page rendered with the query's first batch (decision 0160) starts from it.
  const [state, setState] = useState(() => ({
    key,
    works: firstBatch ?? [],
    batches: firstBatch ? 1 : 0,
    exhausted: firstBatch?.length === 0,
    error: false,
    viewLimit: DISCOVER_INITIAL_LIMIT,
  }));
  const loading = useRef<string | null>(null);
  const current = state.key === key ? state : { key, works: [], batches: 0, exhausted: false, error: false, viewLimit: DISCOVER_INITIAL_LIMIT };

  useEffect(() => {
    if (state.key !== key) setState(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const visible = hidden.size ? current.works.filter((w) => !hidden.has(w.id)).length : current.works.length;
  const needMore = ready && !current.exhausted && !current.error && visible < Math.max(current.viewLimit, POSTER_LIST_MIN);
  const batchKey = `${key}#${current.batches}`;
  useEffect(() => {
    if (!needMore || loading.current === batchKey) return;
    loading.current = batchKey;
    const offset = current.batches * DISCOVER_PAGE_SIZE;
    api()
      .catalogue.workPosters({ ...worksQueryOf(query), limit: DISCOVER_PAGE_SIZE, offset })
      .then(
        (page) =>
          setState((s) => {
            if (s.key !== key || s.batches !== offset / DISCOVER_PAGE_SIZE) return s;
            const seen = new Set(s.works.map((w) => w.id));
            const fresh = page.results.filter((w) => !seen.has(w.id));
            return { ...s, works: [...s.works, ...fresh], batches: s.batches + 1, exhausted: page.results.length === 0 };
          }),
        () => setState((s) => (s.key === key ? { ...s, error: true } : s)),
      )
      .finally(() => {
        if (loading.current === batchKey) loading.current = null;
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needMore, batchKey]);

  const grow = useCallback(() => setState((s) => (s.key === key ? { ...s, viewLimit: s.viewLimit + DISCOVER_LIMIT_STEP } : s)), [key]);
  const retry = useCallback(() => setState((s) => ({ ...s, error: false })), []);
  return {
    works: current.works,
    viewLimit: current.viewLimit,
    loading: needMore,
    error: current.error,
    exhausted: current.exhausted,
    grow,
    retry,
  };
}
