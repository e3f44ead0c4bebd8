import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'jotai';
import { fillPath, registryProblems, remoteRoutesSchema, ROUTE_NAMES, type RemoteRoutes as RemoteRouteList } from '@sift/contracts';
import { siftStore } from '@sift/app-kit';
import type { Widgets } from '../define-remote';
import { UiProvider } from '@sift/ui';
import { pagesMismatch, type Pages } from '../define-pages';
import { preloadPageAt } from '../lazy-page';
import { RemoteRoutes } from '../remote-routes';

/** Sample values for every route parameter the site uses. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'the-demo',
  season_number: '1',
  episode_number: '2',
  id: 'abc',
  resetId: 'abc',
  provider: 'google',
  type_id: 'firetv',
  offer_id: '1',
  code: 'ABC123',
};

/**
 * The test every remote runs on its routes and pages (`src/pages.test.tsx`): the routes are valid as a release would
 * publish them, every route has a page and every page a route, every declared widget exists, and each route renders
 * its page in its frame through the same RemoteRoutes the mounted parcel uses. Imported by tests only.
 */
export interface DescribeRemoteOptions {
  /** A query string per route name (e.g. a callback page that needs its parameters to stay on its page). */
  search?: Record<string, string>;
  /** Runs before a route renders (e.g. state a step needs from the step before). */
  before?: Record<string, () => void>;
  /** The remote's widgets (defineRemote's `widgets`): they must match the widgets its routes declare. */
  widgets?: Widgets;
}

export function describeRemote(name: string, routes: RemoteRouteList, pages: Pages, options: DescribeRemoteOptions = {}): void {
  describe(`${name}: routes and pages`, () => {
    it('declares routes a release can publish', () => {
      expect(remoteRoutesSchema.safeParse(routes).error?.issues ?? []).toEqual([]);
      const entry = { version: 'test', manifest: 'http://localhost/mf-manifest.json', ...routes };
      expect(registryProblems({ remotes: { [name]: entry } })).toEqual([]);
    });

    it('has its route names in the generated RouteName type (run `pnpm route-names` after changing one)', () => {
      const known: readonly string[] = ROUTE_NAMES;
      expect(routes.routes.map((def) => def.name).filter((name) => !known.includes(name))).toEqual([]);
    });

    it('has a page for every route and a route for every page', () => {
      expect(pagesMismatch(routes, pages)).toEqual({ missing: [], extra: [] });
    });

    it('has a widget for every widget its routes put in a slot, and no other', () => {
      expect(Object.keys(options.widgets ?? {}).sort()).toEqual((routes.widgets ?? []).map((w) => w.name).sort());
    });

    it.each(routes.routes.map((def) => [def.path, def] as const))('renders %s', async (_path, def) => {
      options.before?.[def.name]?.();
      const path = fillPath(def.path, SAMPLE_PARAMS) + (options.search?.[def.name] ?? '');
      // As the mount does: a lazy page's code is loaded before the first render (lazyPage).
      await preloadPageAt(routes, pages, path.split('?')[0]);
      render(
        <Provider store={siftStore}>
          <MemoryRouter initialEntries={[path]}>
            <UiProvider>
              <RemoteRoutes routes={routes} pages={pages} />
            </UiProvider>
          </MemoryRouter>
        </Provider>,
      );
      expect(await screen.findByRole('main')).toHaveAttribute('data-route', def.name);
    });
  });
}
