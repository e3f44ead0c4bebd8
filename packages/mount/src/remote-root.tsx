import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Provider } from 'jotai';
import { Router } from 'react-router';
import type { RemoteRoutes as RemoteRouteList } from '@sift/contracts';
import { siftStore } from '@sift/app-kit';
import { UiProvider } from '@sift/ui';
import type { Pages } from './define-pages';
import { PageDataContext, readPrerenderedPage, type PrerenderedPage } from './page-data';
import { preloadPagesOnIntent } from './preload-on-intent';
import type { RemoteMountProps } from './remote-props';
import { RemoteRoutes } from './remote-routes';

export interface RemoteRootDefinition {
  name: string;
  routes: RemoteRouteList;
  pages: Pages;
  buildId: string;
}

export type RemoteRootProps = RemoteMountProps & {
  /** Pre-rendering passes the page's data; in the browser it comes from the document (readPrerenderedPage). */
  prerendered?: PrerenderedPage;
  /** Called once the first page is in the DOM: the mount resolves then (defineRemote). */
  onPageShown?: () => void;
};

function PageShown({ onShown }: { onShown?: () => void }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * The remote's root element: the shared store, a Router driven by the shell's location and navigator, the UI kit's
 * providers and the remote's routes. The mounted parcel and the pre-rendered document render this same tree, so a
 * pre-rendered page looks exactly like the page that takes its place (docs/decisions/0002, 0022, 0023).
 */
export function createRemoteRoot({ name, routes, pages, buildId }: RemoteRootDefinition) {
  function RemoteRoot({ location, navigator, prerendered, onPageShown }: RemoteRootProps) {
    const [document] = useState(() => prerendered ?? readPrerenderedPage(name));
    const pageData = document && document.path === location.pathname ? document.data : undefined;
    // Taking over a page the visitor already sees, nobody waits for this render: it runs as a transition, yielding to
    // the browser as it goes instead of holding the main thread in one long task (docs/decisions/0023).
    const [shown, setShown] = useState(() => prerendered !== undefined || document?.path !== location.pathname);
    useEffect(() => {
      if (!shown) startTransition(() => setShown(true));
    }, [shown]);
    // The code of the remote's own page a link leads to, on the link's intent (pointing, touch, focus).
    const rootRef = useRef<HTMLDivElement>(null);
    useEffect(() => preloadPagesOnIntent(rootRef.current!, routes, pages), []);
    return (
      <Provider store={siftStore}>
        <Router location={location} navigator={navigator}>
          <UiProvider>
            <div ref={rootRef} className="remote-root" data-remote={name} data-build={buildId}>
              {shown && (
                <PageDataContext.Provider value={pageData}>
                  <RemoteRoutes routes={routes} pages={pages} remote={name} />
                  <PageShown onShown={onPageShown} />
                </PageDataContext.Provider>
              )}
            </div>
          </UiProvider>
        </Router>
      </Provider>
    );
  }
  RemoteRoot.displayName = `Remote(${name})`;
  return RemoteRoot;
}
