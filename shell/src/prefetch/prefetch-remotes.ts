import { preloadRemote, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { matchPattern, type OwnedRouteDef } from '@sift/contracts';
import { linkPath, whenPageSettled } from '@sift/app-kit';
import { loadedRemote, loadRemoteModule } from '../registry/remote-loader';

/**
 * Gets the next remote's code before the viewer asks for it (issue 19, docs/decisions/0088), so moving between pages
 * of different remotes does not wait for the network:
 * - **intent**: a pointer over a link, a finger on it, or focus on it loads the './start' of the remote that owns the
 *   link's page, the very load a navigation to it would start (loadRemoteModule shares it), so the click finds it
 *   loaded or under way;
 * - **idle**: once the current page has shown and the browser is idle, the entries of the remotes that own the
 *   navbar's pages are downloaded without being run (the federation runtime's preloadRemote), so even a first click
 *   saves the round trips of manifest, entry and chunks. Their chunks and styles are fetched as prefetches, not
 *   preloads (`prefetchLinksPlugin`).
 * Links to the current remote, to the shell's own pages and to other sites are left alone.
 */

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
/** How long the browser may stay busy before the idle preload goes ahead anyway. */
const IDLE_TIMEOUT_MS = 5_000;

export interface Prefetcher {
  /** The remote owning a path of this site, or null (the shell's own, or unknown). */
  ownerOf(pathname: string): string | null;
  /** Loads the './start' of the remote owning a path (the page about to show: its load starts before the router's). */
  load(pathname: string): void;
  stop(): void;
}

/**
 * By the contracts' segment matcher, not react-router's `matchPath`, which compiles a regular expression for each
 * route it tries: a movie's page, late in the site's 86 routes, cost a phone 30 ms of the shell's start (0161).
 */
function remoteOf(routes: readonly OwnedRouteDef[], pathname: string): string | null {
  const def = routes.find((candidate) => matchPattern(candidate.path, pathname) !== null);
  return def && def.owner !== 'shell' ? def.owner : null;
}

export function startPrefetching(routes: readonly OwnedRouteDef[], win: Window = window): Prefetcher {
  // The navbar's paths and every link a pointer passes over are matched once each.
  const owners = new Map<string, string | null>();
  const ownerOf = (pathname: string) => {
    let owner = owners.get(pathname);
    if (owner === undefined) owners.set(pathname, (owner = remoteOf(routes, pathname)));
    return owner;
  };
  const requested = new Set<string>();

  const load = (pathname: string) => {
    const owner = ownerOf(pathname);
    if (!owner || requested.has(owner) || loadedRemote(owner)) return;
    requested.add(owner);
    // A failure here is the navigation's to report (it tries again); forget it so a later intent retries too.
    loadRemoteModule(owner).catch(() => requested.delete(owner));
  };
  const onIntent = (event: Event) => {
    const pathname = linkPath(event.target, win.location.origin);
    if (pathname) load(pathname);
  };
  for (const type of INTENT_EVENTS) win.document.addEventListener(type, onIntent, { capture: true, passive: true });

  return {
    ownerOf,
    load,
    stop: () => {
      for (const type of INTENT_EVENTS) win.document.removeEventListener(type, onIntent, { capture: true });
    },
  };
}

/**
 * The federation runtime's preloadRemote links a remote's chunks and styles as `<link rel="preload">`: what the
 * current page needs at once. For a page the viewer may open next they are not used within seconds of the load, and
 * Chrome warns of each one on the console ("preloaded using link preload but not used within a few seconds"), on
 * every member page; and on a phone they took the network at high priority from what the page still loaded. They are
 * made `rel="prefetch"`: fetched when the network is idle and kept for the next navigation, without a warning.
 */
export const prefetchLinksPlugin: ModuleFederationRuntimePlugin = {
  name: 'sift-prefetch-links',
  createLink({ url, attrs, resourceContext }) {
    if (attrs?.rel !== 'preload' || resourceContext?.initiator !== 'preloadRemote') return undefined;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    if (typeof attrs.as === 'string') link.setAttribute('as', attrs.as);
    return link;
  },
};

/**
 * Downloads (without running) the entries of the remotes owning `pathnames` when the browser is next idle: called
 * once the current page has shown. Remotes already loaded, or preloaded before, are skipped.
 */
const preloaded = new Set<string>();
export function preloadWhenIdle(prefetcher: Prefetcher, pathnames: readonly string[], win: Window = window): void {
  const owners = [...new Set(pathnames.map((p) => prefetcher.ownerOf(p)).filter((o): o is string => o !== null))].filter(
    (owner) => !preloaded.has(owner) && !loadedRemote(owner),
  );
  if (!owners.length) return;
  const idle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 2000));
  idle(
    () => {
      for (const owner of owners) preloaded.add(owner);
      registerPlugins([prefetchLinksPlugin]);
      void preloadRemote(owners.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./start'], resourceCategory: 'sync' as const }))).catch(() => {
        for (const owner of owners) preloaded.delete(owner);
      });
    },
    { timeout: IDLE_TIMEOUT_MS },
  );
}

/** The site's own links of the navbar and its menus: where a viewer goes next from any page. */
const NAVBAR_LINKS = 'nav[aria-label="Main"] a[href]';
const NAVBAR_TRIES = 5;

/**
 * Once the first page has settled (shown, nothing of it still loading, the browser idle), preloads the remotes the
 * navbar links to (the page links and the profile menu's). Tries again on the next idle period while the navbar is not there yet (the app renders
 * after the registry and the session load).
 */
export function preloadNavbarDestinations(prefetcher: Prefetcher, win: Window = window, tries = NAVBAR_TRIES): void {
  const run = () => {
    const idle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 2000));
    idle(
      () => {
        const links = [...win.document.querySelectorAll<HTMLAnchorElement>(NAVBAR_LINKS)];
        if (!links.length) {
          if (tries > 1) preloadNavbarDestinations(prefetcher, win, tries - 1);
          return;
        }
        preloadWhenIdle(prefetcher, links.map((a) => linkPath(a, win.location.origin)).filter((p): p is string => p !== null), win);
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  };
  void whenPageSettled(win).then(run);
}
