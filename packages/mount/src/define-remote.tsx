import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Provider } from 'jotai';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { RemoteRoutes as RemoteRouteList } from '@sift/contracts';
import { siftStore } from '@sift/app-kit';
import { Maintenance, UiProvider } from '@sift/ui';
import type { Pages } from './define-pages';
import type { RemoteMountProps } from './remote-props';
import { RemoteRoutes } from './remote-routes';

export interface RemoteDefinition {
  /** The remote's name in the registry. */
  name: string;
  /** Its `src/routes.ts`: the same list its release published to the registry. */
  routes: RemoteRouteList;
  /** Its `src/pages.ts`. */
  pages: Pages;
  /** The remote's own build id (its __SIFT_BUILD_ID__), shown on its root element. */
  buildId: string;
}

/**
 * Turns a remote's routes and pages into single-spa-react lifecycles: what each remote exposes as './start'. The
 * parcel is its own React root, so it re-provides the shared store, a Router driven by the shell's location and
 * navigator, and the UI kit's providers, all from the remote's own bundle (docs/decisions/0002, 0022).
 */
export function defineRemote({ name, routes, pages, buildId }: RemoteDefinition) {
  function RemoteRoot({ location, navigator }: RemoteMountProps) {
    return (
      <Provider store={siftStore}>
        <Router location={location} navigator={navigator}>
          <UiProvider>
            <div className="remote-root" data-remote={name} data-build={buildId}>
              <RemoteRoutes routes={routes} pages={pages} />
            </div>
          </UiProvider>
        </Router>
      </Provider>
    );
  }
  RemoteRoot.displayName = `Remote(${name})`;

  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    // A page that throws degrades to the maintenance notice inside this remote's area only.
    errorBoundary: (error) => {
      console.error(`A page of ${name} failed while rendering`, error);
      return <Maintenance onRetry={() => window.location.reload()} />;
    },
  });
}
