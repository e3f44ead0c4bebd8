import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@sift/contracts';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (listener: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
};
const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Under the mobile breakpoint (001 §9: 768 px); null where there is no viewport to ask (a page rendered on a server,
 * docs/decisions/0160): such a page is laid out for both by its stylesheet.
 */
export function useIsMobile(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, matches, () => null);
}
