import { linkPath } from '@sift/app-kit';
import type { RemoteRoutes } from '@sift/contracts';
import type { Pages } from './define-pages';
import { preloadPageAt } from './lazy-page';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

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
    if (root.contains(event.target as Node | null)) preload(routes, pages, linkPath(event.target, win.location.origin));
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent);
  };
}
