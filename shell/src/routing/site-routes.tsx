import { memo, startTransition, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { OwnedRouteDef, Registry } from '@sift/contracts';
import { activeProfileAtom, api, href, signOut, siftStore, userAtom } from '@sift/app-kit';
import { Contained, SiteError } from '../layout/contained';
import { RemoteSlot } from '../layout/remote-slot';
import { RouteError } from '../layout/route-error';
import { SiteLayout } from '../layout/site-layout';
import { loadRemoteModule } from '../registry/remote-loader';
import { ShownRouteContext } from './shown-route';
import { createSiteNavigator, siteRouteTable, type NavigationSteps, type Shown, type SiteHistory, type SiteNavigator } from './site-navigation';

/**
 * The shell's own pages (every other page is a remote's, mounted in the RemoteSlot), each in a chunk of its own that
 * the navigator loads before the page shows, as it loads a remote's: a member's first page carries none of them
 * (docs/decisions/0163).
 */
const SHELL_PAGES: Record<string, () => Promise<ComponentType>> = {
  profiles: () => import(/* webpackChunkName: "profile-chooser" */ '../profiles/profile-chooser.page').then((m) => m.ProfileChooserPage),
};
const loadedShellPages = new Map<string, ComponentType>();

async function loadPage(def: OwnedRouteDef): Promise<void> {
  if (def.owner !== 'shell') {
    await loadRemoteModule(def.owner);
    return;
  }
  const load = SHELL_PAGES[def.name];
  if (load && !loadedShellPages.has(def.name)) loadedShellPages.set(def.name, await load());
}

const SHELL_STEPS: NavigationSteps = {
  session: () => ({ signedIn: siftStore.get(userAtom) !== null, profile: siftStore.get(activeProfileAtom) }),
  signOut,
  loadPage,
  findPromo: (code) => api().promos.find(code),
  landing: () => href('landing'),
};

/** The site's navigator over the browser's history (a test's own), started at once: the first page's resolution begins now. */
export function startSiteNavigator(registry: Pick<Registry, 'remotes'>, history: SiteHistory = createBrowserHistory({ v5Compat: true })): SiteNavigator {
  return createSiteNavigator(siteRouteTable(registry), SHELL_STEPS, history);
}

/** The site's thin bar at the top while a page gets ready. */
const SiteProgress = ({ label }: { label: string }) => <div className="progress-bar" role="progressbar" aria-label={label} />;

function pageOf(destination: Shown['destination']): ReactNode {
  if (!destination) return null;
  if (destination.kind === 'failed') return <RouteError error={destination.error} />;
  const { def } = destination;
  if (def.owner !== 'shell') return <RemoteSlot />;
  const ShellPage = loadedShellPages.get(def.name);
  return ShellPage ? <ShellPage /> : null;
}

/**
 * The site as of one shown location: everything below reads it (useLocation), not the address bar, which runs ahead
 * of it while the next page gets ready. Memoized, so the start of a navigation renders nothing of it again.
 */
const ShownSite = memo(function ShownSite({ shown, history }: { shown: Shown; history: SiteHistory }) {
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      <ShownRouteContext.Provider value={shown.destination?.def}>
        <SiteLayout>
          {/* A page that throws while it renders shows the maintenance notice in its place; navbar and lowbar stay. */}
          <Contained part="page" fallback={<RouteError />} resetKey={shown.location}>
            {pageOf(shown.destination)}
          </Contained>
        </SiteLayout>
      </ShownRouteContext.Provider>
    </Router>
  );
});

/**
 * The shell's router (docs/decisions/0162): shows what the navigator resolved, keeping the page shown under the
 * progress bar while the next one gets ready. Its changes render as transitions, as react-router's own router does.
 */
export function SiteRoutes({ navigator }: { navigator: SiteNavigator }) {
  const [{ shown, pending }, setState] = useState(navigator.getState);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setState(navigator.getState()));
    const unsubscribe = navigator.subscribe(update);
    update();
    return unsubscribe;
  }, [navigator]);

  // Before the first page is ready: the progress bar alone (nothing of the layout yet).
  if (!shown) return <SiteProgress label="Loading" />;
  return (
    // The layout itself failing: the full-screen notice (decision 0073).
    <Contained part="layout" fallback={<SiteError />}>
      {pending && <SiteProgress label="Loading page" />}
      <ShownSite shown={shown} history={navigator.history} />
    </Contained>
  );
}
