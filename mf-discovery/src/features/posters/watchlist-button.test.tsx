import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { activeProfileIdAtom, sessionAtom, siftStore } from '@sift/app-kit';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { forgetApiData } from '@sift/data';
import { WatchlistButton } from './watchlist-button';

const watchlistItems = jest.fn();
const addToWatchlist = jest.fn();
const removeFromWatchlist = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({ discovery: { watchlistItems: () => watchlistItems(), addToWatchlist: (id: number) => addToWatchlist(id), removeFromWatchlist: (id: number) => removeFromWatchlist(id) } }),
}));

const work = { id: 10, title: 'Harbor Lights' };
const renderButton = () =>
  render(
    <Provider store={siftStore}>
      <UiProvider>
        <WatchlistButton work={work} />
      </UiProvider>
    </Provider>,
  );

describe('WatchlistButton (001 §4)', () => {
  beforeEach(() => {
    forgetApiData();
    const profile = buildProfile({ id: 7 });
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, 7);
    watchlistItems.mockResolvedValue([]);
    addToWatchlist.mockReset();
    removeFromWatchlist.mockReset();
  });

  it('adds and removes a work at once, then tells the server', async () => {
    addToWatchlist.mockResolvedValue({ work_id: 10, created_at: 'now' });
    removeFromWatchlist.mockResolvedValue(undefined);
    renderButton();
    const button = await screen.findByRole('button', { name: 'Add Harbor Lights to My Watchlist' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(addToWatchlist).toHaveBeenCalledWith(10);
    expect(await screen.findByRole('button', { name: 'Remove Harbor Lights from My Watchlist' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Harbor Lights from My Watchlist' }));
    expect(removeFromWatchlist).toHaveBeenCalledWith(10);
    expect(await screen.findByRole('button', { name: 'Add Harbor Lights to My Watchlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("puts the old state back and says so when the server refuses; 'Not Found!' on removal counts as removed", async () => {
    watchlistItems.mockResolvedValue([{ work_id: 10, created_at: 'then' }]);
    const { ApiError } = jest.requireActual('@sift/api-client');
    removeFromWatchlist.mockRejectedValueOnce(new ApiError(500, { detail: 'down' })).mockRejectedValueOnce(new ApiError(404, { detail: 'Not Found!' }));
    renderButton();
    const button = await screen.findByRole('button', { name: 'Remove Harbor Lights from My Watchlist' });
    await userEvent.click(button);
    expect(await screen.findByText('Your watchlist could not be changed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Harbor Lights from My Watchlist' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Harbor Lights from My Watchlist' }));
    expect(await screen.findByRole('button', { name: 'Add Harbor Lights to My Watchlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not there for visitors', () => {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    renderButton();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
