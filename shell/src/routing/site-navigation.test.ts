import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { testRegistry } from '@sift/build-config/jest-registry';
import { createSiteNavigator, destinationOf, siteRouteTable, unknownPathDestination, type Destination, type NavigationSteps, type SiteHistory } from './site-navigation';

const findPromo = jest.fn();
const loadPage = jest.fn();
/** The owner of each page whose code the navigator asked for. */
const loadedOwners = () => loadPage.mock.calls.map(([def]) => (def as { owner: string }).owner);
const signOut = jest.fn();
let signedIn = false;

const steps: NavigationSteps = {
  session: () => ({ signedIn, profile: signedIn ? { account_access: true } : null }),
  signOut,
  loadPage,
  findPromo,
  landing: () => '/',
};
const table = siteRouteTable(testRegistry());

/** Where a path ends: its destination, following redirects as the router does. */
async function settle(path: string): Promise<{ path: string; destination: Destination }> {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const url = new URL(at, 'http://site');
    const destination = await destinationOf(table, { pathname: url.pathname, search: url.search }, steps);
    if (destination.kind !== 'redirect') return { path: at, destination };
    at = destination.to;
  }
  throw new Error(`${path} redirects in a loop`);
}
const settled = async (path: string) => (await settle(path)).path;

describe("the site's route table, from the registry", () => {
  beforeEach(() => {
    signedIn = false;
    siftStore.set(sessionAtom, { status: 'anonymous' });
    findPromo.mockReset().mockRejectedValue(new Error('404'));
    loadPage.mockReset().mockResolvedValue({});
    signOut.mockReset().mockImplementation(async () => {
      signedIn = false;
    });
  });

  it.each([
    ['/legal/terms', '/terms'],
    ['/legal/privacy', '/privacy'],
    ['/cj', '/?promo_code=free14'],
    ['/getstarted/vidweek', '/?promo_code=vidweek'],
    ['/peacock', '/discover?catalogs=15'],
    ['/no/such/page', '/'],
  ])('%s leads to %s', async (from, to) => {
    expect(await settled(from)).toBe(to);
  });

  it("an unknown single segment that names a live promo goes to / with its code (000 §2.2 '/{name}'); an unknown one to /", async () => {
    findPromo.mockImplementation(async (code: string) => (code === 'springsale' ? { code: 'springsale' } : Promise.reject(new Error('404'))));
    expect(await settled('/springsale')).toBe('/?promo_code=springsale');
    expect(await settled('/nosuchcode')).toBe('/');
  });

  it('resolves aliases before guards: /my-library asks a visitor to log in for /watchlist', async () => {
    expect(await settled('/my-library')).toBe('/login?next=%2Fwatchlist');
  });

  it('keeps route parameters across an alias', async () => {
    expect(await settled('/reset-password/abc123')).toBe('/password-reset/abc123');
    expect(await settled('/devices/register/firetv')).toBe('/login?next=%2Fdevices%2Flink%2Ffiretv');
  });

  it('ranks a static path above a parameter, whatever their order, as react-router does', async () => {
    const page = (name: string, path: string) => ({ path, page: { name, path, owner: 'discovery', title: name, kind: 'info', access: 'public' } as never });
    const ranked = [page('title', '/title/:slug'), page('newTitles', '/title/new'), { path: '*' }];
    expect(await destinationOf(ranked, { pathname: '/title/new', search: '' }, steps)).toMatchObject({ kind: 'page', def: { name: 'newTitles' } });
    expect(await destinationOf(ranked, { pathname: '/title/harbor-lights', search: '' }, steps)).toMatchObject({ kind: 'page', def: { name: 'title' } });
  });

  it("lets a visitor see the landing and browse pages, once their remote's code is loaded", async () => {
    expect(await settle('/')).toMatchObject({ path: '/', destination: { kind: 'page', def: { name: 'landing' } } });
    expect(await settled('/browse/movies')).toBe('/browse/movies');
    expect(loadedOwners()).toEqual(['marketing', 'discovery']);
  });

  it("makes a remote's code that does not load the page's failure, not a redirect", async () => {
    const error = new Error('The discovery app did not load within 20 s.');
    loadPage.mockRejectedValue(error);
    expect(await settle('/browse')).toMatchObject({ path: '/browse', destination: { kind: 'failed', def: { name: 'browse' }, error } });
  });

  it('signs out on /logout, then goes to the landing page', async () => {
    signedIn = true;
    expect(await settled('/logout')).toBe('/');
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('the site navigator', () => {
  const start = (path: string) => {
    const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
    return { history, navigator: createSiteNavigator(table, steps, history as unknown as SiteHistory) };
  };
  const shownPath = (navigator: ReturnType<typeof start>['navigator']) => navigator.getState().shown?.location.pathname;

  beforeEach(() => {
    signedIn = true;
    loadPage.mockReset().mockResolvedValue({});
    signOut.mockReset().mockImplementation(async () => {
      signedIn = false;
    });
  });

  it("starts resolving a location in the task that made it: the page's code and the log-out request leave at once", async () => {
    const { history, navigator } = start('/account');
    await new Promise((resolve) => setTimeout(resolve));
    expect(shownPath(navigator)).toBe('/account');
    history.push('/logout');
    expect(navigator.getState().pending).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(signOut).toHaveBeenCalledTimes(1);
    loadPage.mockClear();
    history.push('/terms');
    expect(loadedOwners()).toEqual(['marketing']);
  });

  it('replaces the location a redirect came from (back does not return to it) and shows where it led', async () => {
    signedIn = false;
    const { history, navigator } = start('/terms');
    await new Promise((resolve) => setTimeout(resolve));
    history.push('/my-library');
    await new Promise((resolve) => setTimeout(resolve));
    expect(shownPath(navigator)).toBe('/login');
    expect(history.location.search).toBe('?next=%2Fwatchlist');
    expect(history.index).toBe(1);
    expect(navigator.getState().pending).toBe(false);
  });

  it('shows a step that throws unexpectedly as the failure of the page, never a navigation that hangs', async () => {
    const broken = new Error('no session store');
    const history = createMemoryHistory({ initialEntries: ['/browse'], v5Compat: true });
    const navigator = createSiteNavigator(table, { ...steps, session: () => { throw broken; } }, history as unknown as SiteHistory);
    await new Promise((resolve) => setTimeout(resolve));
    expect(navigator.getState()).toMatchObject({ pending: false, shown: { location: { pathname: '/browse' }, destination: { kind: 'failed', error: broken } } });
  });
});

describe('unknownPathDestination', () => {
  it('asks about a single segment only, and treats an API that does not answer as an unknown code', async () => {
    const find = jest.fn(async (code: string) => ({ code }));
    expect(await unknownPathDestination('/tryfall/', find)).toBe('/?promo_code=tryfall');
    expect(await unknownPathDestination('/a/b', find)).toBe('/');
    expect(await unknownPathDestination('/bad%20name', find)).toBe('/');
    expect(find).toHaveBeenCalledTimes(1);
    expect(await unknownPathDestination('/down', () => Promise.reject(new TypeError('Failed to fetch')))).toBe('/');
  });
});
