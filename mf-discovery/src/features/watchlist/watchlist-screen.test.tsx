import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { UiProvider } from '@sift/ui';
import { forgetApiData } from '@sift/data';
import { PageDataContext } from '@sift/mount';
import { WATCHLIST_PAGE } from './watchlist-data';
import { WatchlistScreen } from './watchlist-screen';

const watchlist = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({ discovery: { watchlist: (page: unknown) => watchlist(page), workLocations: async () => [] } }),
}));

/** A server holding `total` works that answers at most WATCHLIST_PAGE of them, as the API caps `limit`. */
function serverWith(total: number) {
  watchlist.mockImplementation(async ({ limit = 20, offset = 0 }: { limit?: number; offset?: number }) => {
    const end = Math.min(total, offset + Math.min(limit, WATCHLIST_PAGE));
    const results = Array.from({ length: Math.max(0, end - offset) }, (_, i) => {
      const id = offset + i + 1;
      return { id, slug: `work-${id}`, title: `Work ${id}`, type: 'movie', poster: null, year: 2020, progress: null };
    });
    return { count: total, next: end < total ? `next?offset=${end}` : null, previous: null, results };
  });
}

/** The screen; `rendered` what the shell's server rendered the page with (docs/decisions/0159). */
const renderScreen = (rendered?: unknown) =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter>
          <PageDataContext.Provider value={rendered}>
            <WatchlistScreen />
          </PageDataContext.Provider>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );

describe('WatchlistScreen (001 §2)', () => {
  beforeEach(() => {
    forgetApiData();
    watchlist.mockReset();
    const profile = buildProfile({ id: 7 });
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, 7);
  });

  it("'Show more' past 100 works loads the next page by offset until there is no more", async () => {
    serverWith(230);
    renderScreen();
    expect(await screen.findAllByText('Work 100')).not.toHaveLength(0);
    expect(screen.queryAllByText('Work 101')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findAllByText('Work 200')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findAllByText('Work 230')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
    expect(watchlist.mock.calls.map(([page]) => page)).toEqual([{ limit: 100 }, { limit: 100, offset: 100 }, { limit: 100, offset: 200 }]);
    // Each work once (a poster shows its title in its picture and below it).
    expect(new Set(screen.getAllByText(/^Work \d+$/).map((e) => e.textContent)).size).toBe(230);
  });

  it("says 'No Works Found.' for an empty watchlist, with no 'Show more'", async () => {
    serverWith(0);
    renderScreen();
    expect(await screen.findByText('No Works Found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('renders at once the first page the server rendered for the member, then the answer it asks', async () => {
    let answer!: (value: unknown) => void;
    watchlist.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const work = (id: number) => ({ id, slug: `work-${id}`, title: `Work ${id}`, type: 'movie', poster: null, year: 2020, progress: null });
    renderScreen({ firstPage: { count: 1, next: null, previous: null, results: [work(1)] } });
    // The first render is the page itself, as in the document: no skeleton in its place.
    expect(screen.getAllByText('Work 1')).not.toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    answer({ count: 2, next: null, previous: null, results: [work(2), work(1)] });
    expect(await screen.findAllByText('Work 2')).not.toHaveLength(0);
  });
});
