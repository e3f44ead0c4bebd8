import type { RemoteRoutes } from '@sift/contracts';
import type { Pages } from './define-pages';
import { preloadPageAt } from './lazy-page';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The path of a link to this site, or null (another origin, no href). */
function sitePath(anchor: HTMLAnchorElement, win: Window): string | null {
  const url = new URL(anchor.href, win.location.href);
  return url.origin === win.location.origin ? url.pathname : null;
}

/** Loads the code of the remote's page at `path`, if it is one of its lazy pages; a failure is left to the page. */
const preload = (routes: RemoteRoutes, pages: Pages, path: string | null) => {
  if (path !== null) preloadPageAt(routes, pages, path).catch(() => undefined);
};

/**
 * The code of a remote's own page loads when a link to it is pointed at, touched or focused inside the remote's root,
 * before the press lands (issue 19). The shell does the same for another remote's entry (decision 0088); a remote's
 * pages are chunks of their own (lazyPage), and the first visit of one (a title page from /browse) waited for it after
 * the press: on a phone one round trip and its download. Not ahead of any intent (once the page had settled, for every
 * link of the page: tried and undone, decision 0143): a page's chunk brings its stylesheets, which may restyle the
 * page under the member's pointer. Returns the function that stops listening.
 */
export function preloadPagesOnIntent(root: HTMLElement, routes: RemoteRoutes, pages: Pages, win: Window = window): () => void {
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const anchor = typeof target?.closest === 'function' ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (anchor && root.contains(anchor)) preload(routes, pages, sitePath(anchor, win));
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent);
  };
}
