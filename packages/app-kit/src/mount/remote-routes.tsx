import { Route, Routes } from 'react-router';
import { routesOwnedBy, type RemoteName } from '@sift/contracts';
import type { Pages } from './define-pages';
import { RouteDefContext } from './route-def-context';

/** Renders the page of whichever route of this remote matches, with the same path patterns as the shell. */
export function RemoteRoutes({ remote, pages }: { remote: RemoteName; pages: Pages }) {
  return (
    <Routes>
      {routesOwnedBy(remote).map((def) => {
        const Page = pages[def.name];
        return (
          <Route
            key={def.name}
            path={def.path}
            element={
              <RouteDefContext.Provider value={def}>
                <Page />
              </RouteDefContext.Provider>
            }
          />
        );
      })}
    </Routes>
  );
}
