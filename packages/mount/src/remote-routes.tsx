import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { RemoteRoutes as RemoteRouteList } from '@sift/contracts';
import { PageFrame, PageRouteContext, PageSkeleton } from '@sift/ui';
import type { Pages } from './define-pages';

/**
 * Renders the page of whichever of this remote's routes matches, with the same path patterns the shell routes by.
 * A route without a page shows its titled frame and a page without a route is never reached: a remote whose pages
 * and routes disagree fails its own test (`describeRemote`), not the live site. A lazy page (lazyPage) that is not
 * loaded yet shows the page skeleton.
 */
export function RemoteRoutes({ routes, pages }: { routes: RemoteRouteList; pages: Pages }) {
  return (
    <Routes>
      {routes.routes.map((def) => {
        const Page = pages[def.name] ?? PageFrame;
        return (
          <Route
            key={def.name}
            path={def.path}
            element={
              <PageRouteContext.Provider value={def}>
                <Suspense fallback={<PageSkeleton />}>
                  <Page />
                </Suspense>
              </PageRouteContext.Provider>
            }
          />
        );
      })}
    </Routes>
  );
}
