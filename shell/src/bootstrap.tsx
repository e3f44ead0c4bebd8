import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { siteRoutes, type Registry } from '@sift/contracts';
import { configureApi, handleUnauthorized, resumeSession, setSiteRoutes, siftStore } from '@sift/app-kit';
import { Maintenance, UiProvider } from '@sift/ui';
import { prerenderedPath, takeOverDocument } from './document/prerendered-document';
import { yieldToBrowser } from './document/start-on-intent';
import { fetchRegistry } from './registry/registry';
import { registerRegistryRemotes } from './registry/remote-loader';
import { SiteRoutes, startSiteNavigator } from './routing/site-routes';
import { preloadNavbarDestinations, startPrefetching, type Prefetcher } from './prefetch/prefetch-remotes';

/** The shell's start: the registry, the API, the session, then the router (the page's remote asked for meanwhile). */
async function start() {
  // Evaluating the shell's modules and reading the registry are each tens of milliseconds on a phone: as one task they
  // held its main thread about 300 ms (issue 19). Each yield lets the browser paint and take input between them.
  await yieldToBrowser();
  const root = createRoot(document.getElementById('root')!);
  let registry: Registry;
  let prefetcher: Prefetcher;
  try {
    registry = await fetchRegistry();
    // Checking the registry (30-40 ms of a phone's 4x-slowed CPU), giving its remotes to the federation runtime and what
    // follows (the page's remote asked for, the session's request) were one task of 100-120 ms on a member's page.
    await yieldToBrowser();
    registerRegistryRemotes(registry);
    await yieldToBrowser();
    if (registry.verify) {
      // The release tool's private copy of the registry: check the candidate release, render nothing else.
      takeOverDocument();
      const { verifyRelease } = await import(/* webpackChunkName: "verify-release" */ './registry/verify-release');
      await verifyRelease(registry.verify.remote, root);
      return;
    }
    setSiteRoutes(siteRoutes(registry));
    configureApi(registry.api, handleUnauthorized);
    // The next remote's code loads on a link's hover, touch or focus; the page's own remote starts loading now,
    // while the session resumes, instead of after it (decision 0088).
    prefetcher = startPrefetching(siteRoutes(registry));
    prefetcher.load(window.location.pathname);
    await resumeSession();
  } catch (error) {
    // No registry (or one the shell cannot read), or no API: the maintenance notice, never a blank page.
    console.error('The site could not start', error);
    takeOverDocument();
    root.render(<Maintenance fullScreen onRetry={() => window.location.reload()} />);
    return;
  }
  // The first page's guard and code are resolved from here on, while React renders (decision 0162).
  const navigator = startSiteNavigator(registry);
  // The navbar's destinations are preloaded when the browser is idle (0088).
  preloadNavbarDestinations(prefetcher);
  const app = (
    <Provider store={siftStore}>
      <UiProvider>
        <SiteRoutes navigator={navigator} />
      </UiProvider>
    </Provider>
  );
  // Behind a pre-rendered page nobody waits for this render: it yields to the browser as it goes (decision 0023).
  if (prerenderedPath() !== null) startTransition(() => root.render(app));
  else root.render(app);
}

void start();
