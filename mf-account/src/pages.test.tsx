import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'jotai';
import { fillPath, routesOwnedBy } from '@sift/contracts';
import { RemoteRoutes, siftStore } from '@sift/app-kit';
import { pages } from './pages';

const samples: Record<string, string> = { slug: 'the-demo', season_number: '1', episode_number: '2', id: 'abc', resetId: 'abc', provider: 'google', type_id: 'firetv', offer_id: '1', code: 'ABC123' };

describe('account pages', () => {
  it.each(routesOwnedBy('account').map((def) => [def.path, def] as const))('renders %s in its page frame', async (_path, def) => {
    const url = fillPath(def.path, samples);
    render(
      <Provider store={siftStore}>
        <MemoryRouter initialEntries={[url]}>
          <RemoteRoutes remote="account" pages={pages} />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('main')).toHaveAttribute('data-route', def.name);
  });
});
