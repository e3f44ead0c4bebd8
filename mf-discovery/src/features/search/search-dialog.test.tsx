import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider } from 'jotai';
import { siftStore } from '@sift/app-kit';
import { SEARCH_DEBOUNCE_MS } from '@sift/contracts';
import { buildWorkSummary } from '@sift/contracts/testing';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { forgetApiData } from '@sift/data';
import SearchDialog from './search-dialog';

const works = jest.fn();
const requestWork = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({
    catalogue: { works: (...args: unknown[]) => works(...args), streamingServices: async () => [] },
    discovery: { workRequests: async () => [], requestWork: (...args: unknown[]) => requestWork(...args), requestTitle: jest.fn() },
  }),
}));

const harbor = buildWorkSummary({ id: 1, slug: 'harbor-lights', title: 'Harbor Lights', year: 2021, rating: 'PG-13', runtime_formatted: '4m', offering_groups: [{ type: 'subscription', catalogs: [{ id: 12, title: 'Sift', color: '#000' }] }] });
const garden = buildWorkSummary({ id: 2, slug: 'midnight-garden', title: 'Midnight Garden', rating: 'NR', is_watchable: false, offering_groups: [] });

function renderSearch(onOpenChange = jest.fn()) {
  render(
    <Provider store={siftStore}>
      <MemoryRouter initialEntries={['/browse']}>
        <UiProvider>
          <Routes>
            <Route path="/browse" element={<SearchDialog open onOpenChange={onOpenChange} />} />
            <Route path="/movie/:slug" element={<p>movie page</p>} />
          </Routes>
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
  return onOpenChange;
}

describe('SearchDialog (001 §2 search panel)', () => {
  beforeEach(() => {
    forgetApiData();
    works.mockReset();
    requestWork.mockReset();
  });

  it("says 'Type to Search', searches once 200 ms after the last key, and shows each result's fields", async () => {
    works.mockResolvedValue({ count: 2, next: null, previous: null, results: [harbor, garden] });
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch();
    expect(screen.getByText('Type to Search')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'harb');
    expect(works).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(works).toHaveBeenCalledTimes(1);
    expect(works).toHaveBeenCalledWith({ query: 'harb', limit: 20 });
    jest.useRealTimers();
    const results = await screen.findByRole('list', { name: 'Results for harb' });
    expect(results).toHaveTextContent('Harbor Lights');
    expect(results).toHaveTextContent('2021 · PG-13 · 4m');
    expect(results).toHaveTextContent('subscription: sift');
    // NR is not shown; an unavailable result offers Request instead of its services.
    expect(results).not.toHaveTextContent('NR');
    expect(screen.getByRole('button', { name: 'Request Midnight Garden' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('moves the selection with the arrows and opens the selected watchable result with Enter', async () => {
    works.mockResolvedValue({ count: 2, next: null, previous: null, results: [harbor, garden] });
    const onOpenChange = renderSearch();
    const input = screen.getByRole('searchbox', { name: 'Search titles' });
    await userEvent.type(input, 'ar');
    await screen.findByRole('list', { name: 'Results for ar' });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('Midnight Garden').closest('li')).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard('{Enter}');
    // Not watchable: Enter does nothing.
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('movie page')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'No Results Found' for a query without results, and searches again on blur with pipes", async () => {
    works.mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    renderSearch();
    const input = screen.getByRole('searchbox', { name: 'Search titles' });
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    await userEvent.tab();
    expect(works).toHaveBeenLastCalledWith({ query: '|zzz|', limit: 20 });
  });

  it("requests an unavailable title once: 'Requested' after at least 500 ms", async () => {
    works.mockResolvedValue({ count: 1, next: null, previous: null, results: [garden] });
    requestWork.mockResolvedValue({ work_id: 2, created_at: '2025-10-29T00:00:00Z' });
    renderSearch();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'gar');
    const button = await screen.findByRole('button', { name: 'Request Midnight Garden' });
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(button);
    expect(requestWork).toHaveBeenCalledWith(2);
    await act(async () => jest.advanceTimersByTime(400));
    expect(screen.queryByRole('button', { name: 'Requested: Midnight Garden' })).toBeNull();
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Requested: Midnight Garden' })).toBeDisabled();
    jest.useRealTimers();
  });

  it('leaves search mode when a result is clicked: the page opens and the panel, opened again, has no query', async () => {
    works.mockResolvedValue({ count: 1, next: null, previous: null, results: [harbor] });
    // As the navbar's widget does: the panel closes when the page changes.
    function Widget() {
      const [open, setOpen] = useState(false);
      const { pathname } = useLocation();
      useEffect(() => setOpen(false), [pathname]);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Search
          </button>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(
      <Provider store={siftStore}>
        <MemoryRouter initialEntries={['/browse']}>
          <UiProvider>
            <Routes>
              <Route path="*" element={<Widget />} />
            </Routes>
          </UiProvider>
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search titles' }), 'harb');
    await userEvent.click(await screen.findByRole('link', { name: 'Harbor Lights' }));
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search titles' })).toHaveValue('');
    expect(screen.getByText('Type to Search')).toBeInTheDocument();
  });
});
