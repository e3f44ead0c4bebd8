import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'jotai';
import { fillPath, routesOwnedBy, type RemoteName } from '@sift/contracts';
import type { Pages } from '../mount/define-pages';
import { RemoteRoutes } from '../mount/remote-routes';
import { siftStore } from '../store';

/** Sample values for every route parameter the table uses. */
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
 * The test every remote runs on its page map: each route the table gives it renders its page, in its frame,
 * through the same RemoteRoutes the mounted parcel uses. Imported by tests only (never by start.tsx).
 */
export function describeRemotePages(remote: RemoteName, pages: Pages): void {
  describe(`${remote} pages`, () => {
    it.each(routesOwnedBy(remote).map((def) => [def.path, def] as const))('renders %s', async (_path, def) => {
      render(
        <Provider store={siftStore}>
          <MemoryRouter initialEntries={[fillPath(def.path, SAMPLE_PARAMS)]}>
            <RemoteRoutes remote={remote} pages={pages} />
          </MemoryRouter>
        </Provider>,
      );
      expect(await screen.findByRole('main')).toHaveAttribute('data-route', def.name);
    });
  });
}
