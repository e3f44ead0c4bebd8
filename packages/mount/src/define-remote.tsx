import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteRoutes as RemoteRouteList } from '@sift/contracts';
import { Maintenance } from '@sift/ui';
import type { Pages } from './define-pages';
import { preloadPageAt } from './lazy-page';
import { createRemoteRoot, type RemoteRootProps } from './remote-root';

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
  const lifecycles = singleSpaReact<RemoteRootProps>({
    React,
    ReactDOMClient,
    rootComponent: createRemoteRoot({ name, routes, pages, buildId }),
    // A page that throws degrades to the maintenance notice inside this remote's area only.
    errorBoundary: (error, _info, props) => {
      // The mount waits for the page (below): a page that failed is shown too, as the notice.
      queueMicrotask(() => (props as RemoteRootProps | undefined)?.onPageShown?.());
      console.error(`A page of ${name} failed while rendering`, error);
      return <Maintenance onRetry={() => window.location.reload()} />;
    },
  });
  return {
    ...lifecycles,
    // The first page's code is loaded before the first render, and the mount resolves once that page is in the DOM,
    // so the parcel never mounts showing a loading state (the shell reveals it in place of a pre-rendered page as soon
    // as it has mounted: docs/decisions/0023).
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      await preloadPageAt(routes, pages, props.location.pathname);
      let pageShown!: () => void;
      const shown = new Promise<void>((resolve) => (pageShown = resolve));
      await lifecycles.mount({ ...props, onPageShown: pageShown });
      await shown;
    },
  };
}
