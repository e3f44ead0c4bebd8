/**
 * The API calls this remote's routes name as their first answers (routes.ts, docs/decisions/0154) are the very URLs
 * its pages ask first: the shell's server fills them in as it does for a member's document, and the pages' own calls
 * (their prefetches and the discover grid's first batch) go through a real API client here. A route whose declared
 * call drifted from its page's would put an answer into the document that no call takes.
 */
import { render, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { ApiError, apiPath, catalogueResource, discoveryResource, requestUrl, type ApiRequester, type RequestOptions } from '@sift/api-client';
import { activeProfileIdAtom, sessionAtom, siftQueryClient, siftStore } from '@sift/app-kit';
import { firstAnswerUrls } from '@sift/build-config/first-answers';
import { buildProfile, buildUser, buildWork } from '@sift/contracts/testing';
import routes from './routes';
import { prefetchDiscover } from './features/discover/discover-data';
import { EMPTY_QUERY } from './features/discover/discover-query';
import { useDiscoverWorks } from './features/discover/use-discover-works';
import { useHiddenIds } from './features/profile-lists/profile-lists';
import { TitleHeader } from './features/title/title-header';
import { prefetchWork } from './features/title/use-work';
import { prefetchWatchlist } from './features/watchlist/watchlist-data';

const API = 'http://api.test/';
const asked: string[] = [];
/**
 * The requester under the real resources, recording the URL each GET asks as the client's requester builds it
 * (request.ts: the API root, then apiPath's target); each call then fails. jsdom has no fetch for the real one.
 */
const get = <T,>(path: string, call: RequestOptions<T> = {}): Promise<T> => {
  asked.push(requestUrl(API, apiPath(path, call.params, call.list)));
  return Promise.reject(new ApiError(404, { detail: 'Not found.' }));
};
const requester = { get, send: (_method: string, path: string, call?: RequestOptions<unknown>) => get(path, call) } as unknown as ApiRequester;
const mockClient = { catalogue: catalogueResource(requester), discovery: discoveryResource(requester) };
jest.mock('./api', () => ({ api: () => mockClient }));

const routeNamed = (name: string) => routes.routes.find((def) => def.name === name)!;
const declared = (name: string, pathname: string) => firstAnswerUrls(API, routeNamed(name), pathname).sort();

beforeEach(() => {
  asked.length = 0;
  siftQueryClient.clear();
  const profile = buildProfile({ id: 7 });
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser({ profiles: [profile] }), token: 't', impersonating: false });
  siftStore.set(activeProfileIdAtom, 7);
});

describe("the routes' first answers are the URLs their pages ask first", () => {
  it.each([
    ['movie', '/movie/harbor-lights'],
    ['show', '/show/crooked-river'],
    ['showSeason', '/show/crooked-river/season/2'],
    ['showEpisode', '/show/crooked-river/season/2/episode/3'],
  ])('%s (%s): the title for the viewer', async (name, pathname) => {
    prefetchWork(pathname.split('/')[2]);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked).toEqual(declared(name, pathname));
  });

  it('/watchlist: its first page for the active profile', async () => {
    prefetchWatchlist();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked).toEqual(declared('watchlist', '/watchlist'));
  });

  it("/discover: the filter bar's options, the categories, the grid's first batch of an unfiltered page and the profile's hidden works", async () => {
    prefetchDiscover();
    renderHook(() => useDiscoverWorks(EMPTY_QUERY, true));
    // The viewer comes from the site's store, as in the mounted remote.
    renderHook(() => useHiddenIds(), { wrapper: ({ children }) => <Provider store={siftStore}>{children}</Provider> });
    await waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.sort()).toEqual(declared('discover', '/discover'));
  });

  it('names calls only for pages whose first screen waits on them', () => {
    const named = routes.routes.filter((def) => def.firstAnswers?.length).map((def) => def.name);
    expect(named.sort()).toEqual(['discover', 'movie', 'show', 'showEpisode', 'showSeason', 'watchlist']);
  });

  it("preload a title page's largest image: the field they name is the header's backdrop", () => {
    const work = buildWork({ backdrop_url: 'http://api.test/images/backdrops/harbor-lights.svg' });
    const { container } = render(<TitleHeader work={work} />);
    for (const name of ['movie', 'show', 'showSeason', 'showEpisode']) {
      const { firstImage } = routeNamed(name);
      expect(firstImage?.answer).toBe(routeNamed(name).firstAnswers?.[0]);
      const src = (work as unknown as Record<string, unknown>)[firstImage!.field];
      expect(container.querySelector('img[fetchpriority="high"]')?.getAttribute('src')).toBe(src);
    }
  });
});
