import { activeProfileIdAtom, sessionAtom, siftQueryClient, siftStore } from '@sift/app-kit';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { profileScope, readApiData } from '@sift/data';
import { titleKey, prefetchWork } from './features/title/use-work';
import { WATCHLIST_PAGE, prefetchWatchlist, watchlistPageCall } from './features/watchlist/watchlist-data';

const work = jest.fn(async (slug: string) => ({ slug, title: 'Harbor Lights' }));
const watchlist = jest.fn(async () => ({ results: [], count: 0 }));
jest.mock('./api', () => ({ api: () => ({ catalogue: { work: (slug: string) => work(slug) }, discovery: { watchlist: () => watchlist() } }) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The session resuming as app-kit's does it: the session first, the active profile right after. */
function resume(profileId: number) {
  const profile = buildProfile({ id: profileId });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, profileId);
}

beforeEach(() => {
  siftQueryClient.clear();
  siftStore.set(sessionAtom, { status: 'loading' });
  siftStore.set(activeProfileIdAtom, null);
  work.mockClear();
  watchlist.mockClear();
});

describe("a title page's and the watchlist's first answers, asked for before the page renders (decision 0152)", () => {
  it('wait for the session, then load under the key the page reads: the active profile\'s', async () => {
    prefetchWork('harbor-lights');
    prefetchWatchlist();
    await flush();
    expect(work).not.toHaveBeenCalled();
    expect(watchlist).not.toHaveBeenCalled();

    resume(7);
    await flush();
    expect(work).toHaveBeenCalledWith('harbor-lights');
    expect(readApiData(titleKey(profileScope(7), 'harbor-lights'))).toEqual({ slug: 'harbor-lights', title: 'Harbor Lights' });
    expect(readApiData(watchlistPageCall(profileScope(7), 0).key)).toEqual({ results: [], count: 0 });
    expect(watchlistPageCall(profileScope(7), 0).key[3]).toEqual({ limit: WATCHLIST_PAGE });
  });

  it('load once: the page asking again finds the answer under way', async () => {
    resume(7);
    prefetchWork('harbor-lights');
    prefetchWork('harbor-lights');
    await flush();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("a visitor's title page is the public answer; a visitor has no watchlist", async () => {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    prefetchWork('harbor-lights');
    prefetchWatchlist();
    await flush();
    expect(readApiData(titleKey('public', 'harbor-lights'))).toBeDefined();
    expect(watchlist).not.toHaveBeenCalled();
  });
});
