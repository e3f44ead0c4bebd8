import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_LIMIT, type WorkSummary } from '@sift/contracts';
import { api } from '../../api';

export interface SearchState {
  /** The query the results answer (trimmed). */
  answered: string;
  results: WorkSummary[];
  loading: boolean;
  failed: boolean;
}

/**
 * Title search as the viewer types (001 §2): one call 200 ms after the last keystroke; an older answer never
 * replaces a newer one. `searchNow` runs at once (the blur search, with the query wrapped in pipes) instead of the search still waiting.
 */
export function useSearch(query: string) {
  const [state, setState] = useState<SearchState>({ answered: '', results: [], loading: false, failed: false });
  const latest = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = (text: string) => {
    const trimmed = text.replace(/\|/g, '').trim();
    const ticket = ++latest.current;
    if (!trimmed) {
      setState({ answered: '', results: [], loading: false, failed: false });
      return;
    }
    setState((s) => ({ ...s, loading: true, failed: false }));
    api()
      .catalogue.works({ query: text, limit: SEARCH_RESULTS_LIMIT })
      .then(
        (page) => ticket === latest.current && setState({ answered: trimmed, results: page.results, loading: false, failed: false }),
        () => ticket === latest.current && setState((s) => ({ ...s, loading: false, failed: true })),
      );
  };

  useEffect(() => {
    pending.current = setTimeout(() => run(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pending.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  // A search run now replaces the one still waiting for the typing to stop (it would otherwise answer after it).
  const searchNow = (text: string) => {
    clearTimeout(pending.current);
    run(text);
  };
  return { ...state, searchNow };
}
