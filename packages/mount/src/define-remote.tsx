import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Provider } from 'jotai';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { RemoteRoutes as RemoteRouteList, SlotName } from '@sift/contracts';
import { siftStore } from '@sift/app-kit';
import { Maintenance, UiProvider } from '@sift/ui';
import type { Pages } from './define-pages';
import { preloadPageAt } from './lazy-page';
import type { WidgetMountProps } from './remote-props';
import { createRemoteRoot, type RemoteRootProps } from './remote-root';

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

/** One set of lifecycles per widget: each its own React root, with the same providers as the remote's pages. */
function widgetLifecycles(name: string, widgets: Widgets, buildId: string) {
  return Object.fromEntries(
    Object.entries(widgets).map(([widgetName, Widget]) => {
      function WidgetRoot({ slot, location, navigator }: WidgetMountProps) {
        return (
          <Provider store={siftStore}>
            <Router location={location} navigator={navigator}>
              <UiProvider>
                <div className="remote-widget" data-remote={name} data-widget={widgetName} data-build={buildId}>
                  <Widget slot={slot} />
                </div>
              </UiProvider>
            </Router>
          </Provider>
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
}

/**
 * Turns a remote's routes, pages and widgets into single-spa-react lifecycles: what each remote exposes as
 * './start'. The module's own lifecycles mount the remote's pages; `widgets` holds one set of lifecycles per widget,
 * which the shell mounts in its slots. Each is its own React root that re-provides the shared store, a Router driven
 * by the shell's location and navigator, and the UI kit's providers, all from the remote's own bundle
 * (docs/decisions/0002, 0022, 0025).
 */
export function defineRemote({ name, routes, pages, widgets = {}, buildId }: RemoteDefinition) {
  // The shell loads the remote of the address it opens with while the session resumes (decision 0088): the page's
  // own code and first answers (lazyPage's prefetch) start loading now too, not once the session is known and the
  // parcel mounts (issue 19, decision 0152). Loaded for another page (a link's intent), the address is not one of
  // this remote's, and nothing loads. In a task of its own: with the evaluation of the remote's entry it was one task
  // of about 100 ms on a phone (decision 0161).
  if (typeof window !== 'undefined') {
    const path = window.location.pathname;
    setTimeout(() => preloadPageAt(routes, pages, path).catch(() => undefined), 0);
  }
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
    widgets: widgetLifecycles(name, widgets, buildId),
  };
}
