import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import type { HiddenWork, WorkPoster } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { forgetApiData } from '@sift/data';
import { PageDataContext } from '@sift/mount';
import { UiProvider } from '@sift/ui';
import type { DiscoverPageData } from './discover-page-data';
import { DiscoverScreen } from './discover-screen';

const categories = jest.fn();
const workPosters = jest.fn();
const hiddenWorks = jest.fn();
const parameters = {
  orders_by: [{ value: 'popular', label: 'Most Popular' }],
  // The filter bar's parameters name fewer categories than the category list: the list is what the filter offers.
  categories: [{ slug: 'action', name: 'Action' }],
  types: [
    { value: 'movie', label: 'Movies' },
    { value: 'show', label: 'Shows' },
  ],
  maturity_ratings: [],
  services: [],
};
jest.mock('../../api', () => ({
  api: () => ({
    discovery: {
      workParameters: async () => parameters,
      categories: () => categories(),
      serviceFilters: async () => ({ all_catalogs: [], sorted_catalogs: [], selected_catalogs: [-1] }),
      workLocations: async () => [],
      hiddenWorks: () => hiddenWorks(),
      watchlistItems: async () => [],
    },
    catalogue: { workPosters: (query: unknown) => workPosters(query) },
  }),
}));

const renderAt = (path: string) =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/discover" element={<DiscoverScreen />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );

const categoryOptions = () => within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option').map((o) => o.textContent);

describe('discover: the category list (001 §7 GET categories)', () => {
  beforeEach(() => {
    forgetApiData();
    siftStore.set(sessionAtom, { status: 'anonymous' });
    categories.mockReset();
    workPosters.mockReset();
    workPosters.mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
  });

  it("offers the category list's categories in the Category filter, and keeps one of them from the URL", async () => {
    categories.mockResolvedValue([
      { id: 'action', slug: 'action', name: 'Action', sort_key: 1 },
      { id: 'comedy', slug: 'comedy', name: 'Comedy', sort_key: 2 },
      { id: 'faith', slug: 'faith', name: 'Faith', sort_key: 3 },
    ]);
    renderAt('/discover?category=faith');
    await waitFor(() => expect(categoryOptions()).toEqual(['All Categories', 'Action', 'Comedy', 'Faith']));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('faith');
    await waitFor(() => expect(workPosters).toHaveBeenCalledWith(expect.objectContaining({ category: 'faith' })));
    expect(categories).toHaveBeenCalledTimes(1);
  });

  it("falls back to the filter bar's categories when the category list cannot be loaded", async () => {
    categories.mockRejectedValue(new Error('down'));
    renderAt('/discover');
    await waitFor(() => expect(categoryOptions()).toEqual(['All Categories', 'Action']));
  });
});

describe("discover: the works a member's profile hid (001 §4)", () => {
  const poster = (id: number, title: string) => ({ id, slug: `work-${id}`, title, type: 'movie', year: 2020, poster_url: null });

  beforeEach(() => {
    forgetApiData();
    const profile = buildProfile({ id: 7 });
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, 7);
    categories.mockResolvedValue([]);
    workPosters.mockReset();
    // Two works, then an empty batch as the API answers past the end: a mock that answered every offset with the same
    // two kept the grid loading batches for ever (its loop stops at an empty batch), and act() waited on it.
    workPosters.mockImplementation(async ({ offset }: { offset: number }) => ({
      count: 2,
      next: null,
      previous: null,
      results: offset ? [] : [poster(1, 'Open Sky'), poster(2, 'Hidden Harbor')],
    }));
    // The grid lays its posters out from its width: jsdom measures none.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => jest.restoreAllMocks());

  it('are never shown: the grid waits for the list of hidden works, then leaves them out', async () => {
    let answer: (items: HiddenWork[]) => void = () => undefined;
    hiddenWorks.mockReturnValue(new Promise<HiddenWork[]>((resolve) => (answer = resolve)));
    renderAt('/discover');
    await waitFor(() => expect(workPosters).toHaveBeenCalled());
    await act(async () => {
      await workPosters.mock.results[0].value;
    });
    // The works have come, the hidden list has not: still loading, no poster at all.
    expect(screen.getByText('Loading titles')).toBeInTheDocument();
    expect(screen.queryByText('Open Sky')).toBeNull();
    expect(screen.queryByText('Hidden Harbor')).toBeNull();

    answer([{ work_id: 2, created_at: '2026-11-01T00:00:00Z' }]);
    expect(await screen.findAllByText('Open Sky')).not.toHaveLength(0);
    expect(screen.queryByText('Hidden Harbor')).toBeNull();
  });

  it('are left out of the page the server rendered, whose answers the app starts from: posters at once, the first batch not asked again', async () => {
    hiddenWorks.mockReturnValue(new Promise<HiddenWork[]>(() => undefined));
    const rendered: DiscoverPageData = {
      parameters,
      categories: [{ id: 'action', slug: 'action', name: 'Action', sort_key: 1 }],
      // Without a poster picture, a poster shows its title as text.
      works: [poster(1, 'Open Sky'), poster(2, 'Hidden Harbor')] as unknown as WorkPoster[],
      hidden: [{ work_id: 2, created_at: '2026-11-01T00:00:00Z' }],
    };
    render(
      <PageDataContext.Provider value={rendered}>
        <Provider store={siftStore}>
          <UiProvider>
            <MemoryRouter initialEntries={['/discover']}>
              <Routes>
                <Route path="/discover" element={<DiscoverScreen />} />
              </Routes>
            </MemoryRouter>
          </UiProvider>
        </Provider>
      </PageDataContext.Provider>,
    );
    // The first render is the page: no answer awaited.
    expect(screen.getAllByText('Open Sky')).not.toHaveLength(0);
    expect(screen.queryByText('Hidden Harbor')).toBeNull();
    expect(screen.queryByText('Loading titles')).toBeNull();
    // More than one batch is wanted (48 posters): the next one is asked for, not the first again.
    await waitFor(() => expect(workPosters).toHaveBeenCalledWith(expect.objectContaining({ offset: 100 })));
    expect(workPosters).not.toHaveBeenCalledWith(expect.objectContaining({ offset: 0 }));
  });

  it('do not keep the grid from showing when their list cannot be loaded', async () => {
    hiddenWorks.mockRejectedValue(new Error('down'));
    renderAt('/discover');
    expect(await screen.findAllByText('Hidden Harbor', {}, { timeout: 10_000 })).not.toHaveLength(0);
  });
});
