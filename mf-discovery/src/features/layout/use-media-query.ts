import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@sift/contracts';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Under the mobile breakpoint (001 §9: 768 px). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
