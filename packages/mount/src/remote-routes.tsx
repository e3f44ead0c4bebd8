import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { RemoteRoutes as RemoteRouteList } from '@sift/contracts';
import { PageFrame, PageRouteContext, PageSkeleton } from '@sift/ui';
import type { Pages } from './define-pages';
import { PageBoundary } from './page-boundary';

/**
 * Renders the page of whichever of this remote's routes matches, with the same path patterns the shell routes by.
 * A route without a page shows its titled frame and a page without a route is never reached: a remote whose pages
 * and routes disagree fails its own test (`describeRemote`), not the live site. A lazy page (lazyPage) that is not
 * loaded yet shows the page skeleton. Each page has its own error boundary (PageBoundary).
 */
export function RemoteRoutes({ routes, pages, remote = 'this remote' }: { routes: RemoteRouteList; pages: Pages; remote?: string }) {
  const { pathname } = useLocation();
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
                <PageBoundary remote={remote} location={pathname}>
                  <Suspense fallback={<PageSkeleton />}>
                    <Page />
                  </Suspense>
                </PageBoundary>
              </PageRouteContext.Provider>
            }
          />
        );
      })}
    </Routes>
  );
}
