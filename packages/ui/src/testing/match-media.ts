/**
 * A controllable window.matchMedia for jsdom (which has none). `setReducedMotion(true)` flips
 * `(prefers-reduced-motion: reduce)` and notifies listeners, the way a browser does when the setting changes.
 */
type Listener = (event: MediaQueryListEvent) => void;

export interface MatchMediaMock {
  setReducedMotion(reduce: boolean): void;
  restore(): void;
}

export function mockMatchMedia({ reducedMotion = false } = {}): MatchMediaMock {
  const original = window.matchMedia;
  let reduce = reducedMotion;
  const listeners = new Set<{ query: string; listener: Listener }>();
  const matches = (query: string) => (query.includes('prefers-reduced-motion: reduce') ? reduce : false);

  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add({ query, listener }),
      removeEventListener: (_type: string, listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      addListener: (listener: Listener) => listeners.add({ query, listener }),
      removeListener: (listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;

  return {
    setReducedMotion(next) {
      reduce = next;
      for (const { query, listener } of [...listeners]) {
        listener({ matches: matches(query), media: query } as MediaQueryListEvent);
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
