import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router';
import { parseRegistry, SHELL_ROUTES, siteRoutes, type RemoteRoutes as RemoteRouteList } from '@sift/contracts';
import { configureApi, handleUnauthorized, resumeSession, setSiteRoutes, siftStore } from '@sift/app-kit';
import { UiProvider } from '@sift/ui';
import type { Pages } from './define-pages';
import { RemoteRoutes } from './remote-routes';

/** The dev ports (packages/build-config/ports.js), defined by the build. */
declare const __SIFT_PORTS__: Record<string, number>;

/** Links to other remotes resolve when the shell's dev server is up; alone, a remote knows its own routes. */
async function installRoutes(name: string, routes: RemoteRouteList) {
  setSiteRoutes([...SHELL_ROUTES, ...routes.routes.map((def) => ({ ...def, owner: name }))]);
  try {
    const response = await fetch(`http://localhost:${__SIFT_PORTS__.shell}/registry.json`);
    setSiteRoutes(siteRoutes(parseRegistry(await response.json())));
  } catch {
    // the shell's dev server is not running
  }
}

/**
 * A remote's team runs it alone in dev (`pnpm dev` in its folder): its pages in a plain BrowserRouter against the
 * local API, signed in with the same token cookie as the full site. No navbar and no guards: those are the shell's.
 */
export function renderStandalone(name: string, routes: RemoteRouteList, pages: Pages): void {
  configureApi(`http://localhost:${__SIFT_PORTS__.api}/`, handleUnauthorized);
  function Standalone() {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      void Promise.all([installRoutes(name, routes), resumeSession()]).finally(() => setReady(true));
    }, []);
    if (!ready) return null;
    return (
      <Provider store={siftStore}>
        <BrowserRouter>
          <UiProvider>
            <div className="remote-root" data-remote={name} data-standalone="true">
              <RemoteRoutes routes={routes} pages={pages} />
            </div>
          </UiProvider>
        </BrowserRouter>
      </Provider>
    );
  }
  createRoot(document.getElementById('root')!).render(<Standalone />);
}
