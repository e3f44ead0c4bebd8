import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  error: Error | null;
  /** An answer has arrived (data may be null as an answer: no card on file). */
  loaded: boolean;
  /** Loads again; the current data stays on screen until the new answer arrives. */
  reload: () => Promise<void>;
}

/** Loads on mount (and on `reload`), keeping the last answer; an answer for an unmounted component is dropped. */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loaded, setLoaded] = useState(false);
  const live = useRef(true);
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(async () => {
    try {
      const value = await loader.current();
      if (live.current) {
        setData(value);
        setError(null);
        setLoaded(true);
      }
    } catch (failure) {
      if (live.current) setError(failure as Error);
    }
  }, []);
  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);
  return { data, error, loaded, reload };
}
