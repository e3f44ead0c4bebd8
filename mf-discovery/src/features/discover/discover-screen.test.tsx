import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { forgetApiData } from '@sift/data';
import { UiProvider } from '@sift/ui';
import { DiscoverScreen } from './discover-screen';

const categories = jest.fn();
const workPosters = jest.fn();
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
