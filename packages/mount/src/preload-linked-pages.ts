import { whenPageSettled } from '@sift/app-kit';
import type { RemoteRoutes } from '@sift/contracts';
import type { Pages } from './define-pages';
import { preloadPageAt } from './lazy-page';

/** How long the browser may stay busy before the preload of the linked pages goes ahead anyway. */
const IDLE_TIMEOUT_MS = 3_000;
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
 * the press: on a phone one round trip and its download. Returns the function that stops listening.
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

/**
 * Once the page has settled (whenPageSettled: shown, nothing of it loading, the browser idle), and when the browser is
 * next idle, loads the code of the remote's own pages the page links to: on a phone there is no pointing before a tap,
 * and /browse leads to a title page more often than anywhere else. Each page's code loads once (lazyPage keeps it).
 */
export function preloadLinkedPages(root: HTMLElement, routes: RemoteRoutes, pages: Pages, win: Window = window): void {
  void whenPageSettled(win).then(() => {
    const idle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 1_000));
    idle(
      () => {
        const paths = new Set([...root.querySelectorAll<HTMLAnchorElement>('a[href]')].map((anchor) => sitePath(anchor, win)));
        for (const path of paths) preload(routes, pages, path);
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  });
}
