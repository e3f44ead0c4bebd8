/**
 * @jest-environment node
 */
// Data routers need the fetch API (Request), which Node has and jsdom lacks; nothing here renders.
import { createMemoryRouter } from 'react-router';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { testRegistry } from '@sift/build-config/jest-registry';
import { createRoutes, unknownPathDestination } from './create-routes';

const findPromo = jest.fn();
jest.mock('@sift/app-kit', () => ({
  ...jest.requireActual('@sift/app-kit'),
  api: () => ({ promos: { find: (code: string) => findPromo(code) } }),
}));

jest.mock('../registry/remote-loader', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({})),
  loadedRemote: jest.fn(),
  retryRemote: jest.fn(),
}));

async function settle(path: string) {
  const router = createMemoryRouter(createRoutes(testRegistry()), { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return pathname + search;
}

describe('the route tree built from the route table', () => {
  beforeEach(() => {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    findPromo.mockReset().mockRejectedValue(new Error('404'));
  });

  it.each([
    ['/legal/terms', '/terms'],
    ['/legal/privacy', '/privacy'],
    ['/cj', '/?promo_code=free14'],
    ['/getstarted/vidweek', '/?promo_code=vidweek'],
    ['/peacock', '/discover?catalogs=15'],
    ['/no/such/page', '/'],
  ])('%s leads to %s', async (from, to) => {
    expect(await settle(from)).toBe(to);
  });

  it("an unknown single segment that names a live promo goes to / with its code (000 §2.2 '/{name}'); an unknown one to /", async () => {
    findPromo.mockImplementation(async (code: string) => (code === 'springsale' ? { code: 'springsale' } : Promise.reject(new Error('404'))));
    expect(await settle('/springsale')).toBe('/?promo_code=springsale');
    expect(await settle('/nosuchcode')).toBe('/');
  });

  it('resolves aliases before guards: /my-library asks a visitor to log in for /watchlist', async () => {
    expect(await settle('/my-library')).toBe('/login?next=%2Fwatchlist');
  });

  it('keeps route parameters across an alias', async () => {
    expect(await settle('/reset-password/abc123')).toBe('/password-reset/abc123');
    expect(await settle('/devices/register/firetv')).toBe('/login?next=%2Fdevices%2Flink%2Ffiretv');
  });

  it("has an error element for the layout and for every route, so React Router's default error page never shows", () => {
    const [root] = createRoutes(testRegistry());
    expect(root.errorElement).toBeTruthy();
    expect(root.children!.filter((child) => !child.errorElement)).toEqual([]);
  });

  it('lets a visitor see the landing and browse pages', async () => {
    expect(await settle('/')).toBe('/');
    expect(await settle('/browse/movies')).toBe('/browse/movies');
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
