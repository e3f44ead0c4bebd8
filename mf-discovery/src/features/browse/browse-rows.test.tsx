import { render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { SEE_MORE_CARD_MIN_WORKS, type BrowseRowOfPosters } from '@sift/contracts';
import { forgetApiData } from '@sift/data';
import { UiProvider } from '@sift/ui';
import { BrowseRows } from './browse-rows';

const browseRowsOfPosters = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({ discovery: { browseRowsOfPosters: (query: unknown) => browseRowsOfPosters(query), workLocations: async () => [] } }),
}));

const works = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, slug: `w-${from + i}`, title: `Work ${from + i}`, type: 'show' as const, year: 2020, poster_url: `/images/posters/w-${from + i}.svg` }));

const row = (slug: string, name: string, count: number, from: number, extra: Partial<BrowseRowOfPosters>): BrowseRowOfPosters => ({
  id: slug,
  slug,
  name,
  sort_key: 1,
  filter_keys: {},
  catalog_id: null,
  works: works(count, from),
  ...extra,
});

const renderRows = (query = {}) =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter>
          <BrowseRows query={query} />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );

describe("browse rows' see-more card (001 §2)", () => {
  beforeEach(() => {
    forgetApiData();
    siftStore.set(sessionAtom, { status: 'anonymous' });
  });

  it('goes to /discover?type=show&catalogs={id} from a catalog row of 27 or more works, even on a filtered page; genre rows have none', async () => {
    browseRowsOfPosters.mockResolvedValue({
      count: 3,
      next: null,
      previous: null,
      results: [
        row('action', 'Action', 30, 1, { filter_keys: { category: 'action', order_by: 'rating' } }),
        row('catalog-1', 'Shows on Netflix', SEE_MORE_CARD_MIN_WORKS, 100, { catalog_id: 1, filter_keys: { order_by: 'rating', type: 'show', catalogs: '1' } }),
        row('catalog-3', 'Shows on Prime Video', SEE_MORE_CARD_MIN_WORKS - 1, 200, { catalog_id: 3, filter_keys: { type: 'show', catalogs: '3' } }),
      ],
    });
    renderRows({ order_by: 'rating' });
    const netflix = await screen.findByRole('region', { name: 'Shows on Netflix' });
    expect(within(netflix).getByRole('link', { name: /^See more/ })).toHaveAttribute('href', '/discover?type=show&catalogs=1');
    // See All keeps the row's whole filter.
    expect(within(netflix).getByRole('link', { name: /^See All/ })).toHaveAttribute('href', '/discover?order_by=rating&type=show&catalogs=1');
    // Under 27 works: no card.
    expect(within(screen.getByRole('region', { name: 'Shows on Prime Video' })).queryByRole('link', { name: /^See more/ })).toBeNull();
    // A genre row has See All only: the card's destination names a catalog.
    const action = screen.getByRole('region', { name: 'Action' });
    expect(within(action).queryByRole('link', { name: /^See more/ })).toBeNull();
    expect(within(action).getByRole('link', { name: /^See All/ })).toHaveAttribute('href', '/discover?category=action&order_by=rating');
  });

  it("goes to type=movie from a 'Movies on X' row of /browse/movies (a deliberate departure, decision 0100)", async () => {
    browseRowsOfPosters.mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      results: [row('catalog-12', 'Movies on Peacock', 30, 1, { catalog_id: 12, filter_keys: { type: 'movie', catalogs: '12' } })],
    });
    renderRows({ media_type: 'movie' });
    const peacock = await screen.findByRole('region', { name: 'Movies on Peacock' });
    expect(within(peacock).getByRole('link', { name: /^See more/ })).toHaveAttribute('href', '/discover?type=movie&catalogs=12');
  });
});
