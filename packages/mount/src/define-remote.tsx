import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Provider } from 'jotai';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { RemoteRoutes as RemoteRouteList, SlotName } from '@sift/contracts';
import { siftStore } from '@sift/app-kit';
import { Maintenance, UiProvider } from '@sift/ui';
import type { Pages } from './define-pages';
import type { RemoteMountProps, WidgetMountProps } from './remote-props';
import { RemoteRoutes } from './remote-routes';

/** A remote's widgets by name (the names its routes file puts in the shell's slots). */
export type Widgets = Record<string, ComponentType<{ slot: SlotName }>>;

export interface RemoteDefinition {
  /** The remote's name in the registry. */
  name: string;
  /** Its `src/routes.ts`: the same list its release published to the registry. */
  routes: RemoteRouteList;
  /** Its `src/pages.ts`. */
  pages: Pages;
  /** Its widgets, if its routes file puts any in the shell's slots (docs/decisions/0025-widget-slots.md). */
  widgets?: Widgets;
  /** The remote's own build id (its __SIFT_BUILD_ID__), shown on its root element. */
  buildId: string;
}

/**
 * A React root of this remote inside the shell: the shared store, a Router driven by the shell's location and
 * navigator, and the UI kit's providers, all from the remote's own bundle (docs/decisions/0002, 0022).
 */
function RootProviders({ location, navigator, children }: RemoteMountProps & { children: ReactNode }) {
  return (
    <Provider store={siftStore}>
      <Router location={location} navigator={navigator}>
        <UiProvider>{children}</UiProvider>
      </Router>
    </Provider>
  );
}

/**
 * Turns a remote's routes, pages and widgets into single-spa-react lifecycles: what each remote exposes as
 * './start'. The module's own lifecycles mount the remote's pages; `widgets` holds one set of lifecycles per widget,
 * which the shell mounts in its slots. Each is its own React root.
 */
export function defineRemote({ name, routes, pages, widgets = {}, buildId }: RemoteDefinition) {
  function RemoteRoot(props: RemoteMountProps) {
    return (
      <RootProviders {...props}>
        <div className="remote-root" data-remote={name} data-build={buildId}>
          <RemoteRoutes routes={routes} pages={pages} />
        </div>
      </RootProviders>
    );
  }
  RemoteRoot.displayName = `Remote(${name})`;

  const pageLifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    // A page that throws degrades to the maintenance notice inside this remote's area only.
    errorBoundary: (error) => {
      console.error(`A page of ${name} failed while rendering`, error);
      return <Maintenance onRetry={() => window.location.reload()} />;
    },
  });

  const widgetLifecycles = Object.fromEntries(
    Object.entries(widgets).map(([widgetName, Widget]) => {
      function WidgetRoot({ slot, ...props }: WidgetMountProps) {
        return (
          <RootProviders {...props}>
            <div className="remote-widget" data-remote={name} data-widget={widgetName} data-build={buildId}>
              <Widget slot={slot} />
            </div>
          </RootProviders>
        );
      }
      WidgetRoot.displayName = `Widget(${name}.${widgetName})`;
      const lifecycles = singleSpaReact<WidgetMountProps>({
        React,
        ReactDOMClient,
        rootComponent: WidgetRoot,
        // A widget that throws disappears; the page around it goes on.
        errorBoundary: (error) => {
          console.error(`The ${widgetName} widget of ${name} failed while rendering`, error);
          return <></>;
        },
      });
      return [widgetName, lifecycles];
    }),
  );

  return { ...pageLifecycles, widgets: widgetLifecycles };
}
