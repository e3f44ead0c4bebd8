import { matchRoutes, type Location, type NavigationType, type UNSAFE_createBrowserHistory } from 'react-router';
import { fillPath, siteRedirects, siteRoutes, withQuery, type OwnedRouteDef, type RedirectDef, type Registry } from '@sift/contracts';
import { guardRedirect, type GuardSession } from './guards';

/**
 * Where the site goes for a location, decided before anything is shown (the shell's router, docs/decisions/0162): the
 * page a path names, once its guard lets it through and its remote's code is loaded; or another path (an alias, a
 * guard, logging out, an unknown path); or another site (an external alias). The page shown stays on screen until
 * the next one is ready, and a failure to load is the next page's, shown in its place.
 */
export type Destination =
  | { kind: 'page'; def: OwnedRouteDef }
  | { kind: 'failed'; def?: OwnedRouteDef; error: unknown }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string };

/** One entry of the site's route table: a page, an alias, or the catch-all. */
interface SiteRoute {
  path: string;
  page?: OwnedRouteDef;
  alias?: RedirectDef;
}

export type SiteRouteTable = SiteRoute[];

/** The whole site's routes, from the registry: every page (the shell's and the remotes'), the aliases, unknown paths. */
export function siteRouteTable(registry: Pick<Registry, 'remotes'>): SiteRouteTable {
  return [
    ...siteRoutes(registry).map((page) => ({ path: page.path, page })),
    ...siteRedirects(registry).map((alias) => ({ path: alias.from, alias })),
    // A remote whose files are down keeps its routes (they come from the registry): its pages show the maintenance
    // notice instead of falling through to here.
    { path: '*' },
  ];
}

export interface NavigationSteps {
  session: () => GuardSession;
  signOut: () => Promise<void>;
  /** Loads the page's code: its remote's './start', or a shell page's own chunk (rejects when its files do not load). */
  loadPage: (def: OwnedRouteDef) => Promise<unknown>;
  findPromo: (code: string) => Promise<{ code: string }>;
  /** Where logging out leads. */
  landing: () => string;
}

/** A single path segment that could name a promo code (000 §2.2 '/{name}'). */
const PROMO_NAME = /^\/([A-Za-z0-9_-]{1,40})\/?$/;

/**
 * Unknown paths go to / (000 §2.3), except a single segment that names a live promo code: / with that code, as the
 * named promo paths do (000 §2.2 '/{name}', the ruling of issue 22). The API decides what is live, by its clock; a
 * code it does not know, or an API that does not answer, is simply an unknown path.
 */
export async function unknownPathDestination(pathname: string, findPromo: (code: string) => Promise<{ code: string }>): Promise<string> {
  const name = PROMO_NAME.exec(pathname)?.[1];
  if (!name) return '/';
  try {
    const promo = await findPromo(name);
    return withQuery('/', { promo_code: promo.code });
  } catch {
    return '/';
  }
}

/**
 * Where `location` leads. Routes are ranked as react-router ranks them (static segments before parameters before
 * the catch-all), aliases before guards: an alias leads to its page's path, whose guard then applies.
 */
export async function destinationOf(table: SiteRouteTable, location: Pick<Location, 'pathname' | 'search'>, steps: NavigationSteps): Promise<Destination> {
  const matches = matchRoutes(table, location);
  const match = matches?.[matches.length - 1];
  const route = match?.route;
  if (route?.alias) {
    const { to, query, external } = route.alias;
    if (external) return { kind: 'external', url: to };
    return { kind: 'redirect', to: withQuery(fillPath(to, match!.params as Record<string, string>), query) };
  }
  if (!route?.page) return { kind: 'redirect', to: await unknownPathDestination(location.pathname, steps.findPromo) };
  const def = route.page;
  const guarded = guardRedirect(def, location, steps.session());
  if (guarded) return { kind: 'redirect', to: guarded };
  if (def.name === 'logout') {
    await steps.signOut();
    return { kind: 'redirect', to: steps.landing() };
  }
  try {
    await steps.loadPage(def);
  } catch (error) {
    return { kind: 'failed', def, error };
  }
  return { kind: 'page', def };
}

/** The history the site navigator drives: the browser's (react-router's own, as its BrowserRouter makes it). */
export type SiteHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A location and what it shows: a page, the failure to load one, or nothing while the browser leaves the site. */
export interface Shown {
  location: Location;
  action: NavigationType;
  destination: Extract<Destination, { kind: 'page' | 'failed' }> | null;
}

export interface SiteNavigatorState {
  /** What the site shows; null until the first location is resolved. */
  shown: Shown | null;
  /** A newer location is being resolved: the shown one stays until it is ready. */
  pending: boolean;
}

export interface SiteNavigator {
  history: SiteHistory;
  getState(): SiteNavigatorState;
  subscribe(listener: () => void): () => void;
}

/**
 * The shell's router without its rendering (docs/decisions/0162): every change of the history's location (a link, a
 * script's navigate, back and forward, a replace) is resolved at once, in the task that made it, as react-router's
 * data router starts its loaders: the remote's code and the log-out request leave before anything renders. The
 * newest location wins; a redirect replaces the location it came from.
 */
export function createSiteNavigator(table: SiteRouteTable, steps: NavigationSteps, history: SiteHistory): SiteNavigator {
  let state: SiteNavigatorState = { shown: null, pending: true };
  const listeners = new Set<() => void>();
  const set = (next: SiteNavigatorState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  let latest = 0;
  const resolve = (location: Location, action: NavigationType) => {
    const id = ++latest;
    if (!state.pending) set({ ...state, pending: true });
    destinationOf(table, location, steps)
      // What no step expected (a route the registry describes wrongly): the page's failure, never a navigation that hangs.
      .catch((error: unknown): Destination => ({ kind: 'failed', error }))
      .then((destination) => {
        if (id !== latest) return;
        if (destination.kind === 'redirect') return history.replace(destination.to);
        if (destination.kind === 'external') window.location.assign(destination.url);
        set({ shown: { location, action, destination: destination.kind === 'external' ? null : destination }, pending: false });
      });
  };
  history.listen(({ action, location }) => resolve(location, action));
  resolve(history.location, history.action);
  return {
    history,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
