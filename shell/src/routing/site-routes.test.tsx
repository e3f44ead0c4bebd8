import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { MAINTENANCE_TITLE, WHOS_WATCHING } from '@sift/contracts';
import { buildUser } from '@sift/contracts/testing';
import { testRegistry } from '@sift/build-config/jest-registry';
import { useCurrentRouteDef } from './shown-route';
import type { SiteHistory } from './site-navigation';
import { SiteRoutes, startSiteNavigator } from './site-routes';

/** Each remote's code as a promise the test settles. */
const loads = new Map<string, { promise: Promise<unknown>; resolve: () => void; reject: (error: Error) => void }>();
function pending(name: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = () => res({});
    reject = rej;
  });
  loads.set(name, { promise, resolve, reject });
}
const asked: string[] = [];
jest.mock('../registry/remote-loader', () => ({
  loadRemoteModule: (name: string) => {
    asked.push(name);
    return loads.get(name)!.promise;
  },
  retryRemoteOrReload: () => 'retried',
}));
// The shell's own page (in a chunk of its own) has its own tests: here its heading.
jest.mock('../profiles/profile-chooser.page', () => ({
  ProfileChooserPage: () => <main>{jest.requireActual<typeof import('@sift/contracts')>('@sift/contracts').WHOS_WATCHING}</main>,
}));
jest.mock('../document/prerendered-document', () => ({ takeOverDocument: () => undefined, prerenderedPath: () => null }));
// The layout and the parcel have their own tests: here a page is its route's name and the location it was given.
jest.mock('../layout/site-layout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => (
    <>
      <Link to="/browse">Browse</Link> <Link to="/account">Account</Link> <Link to="/terms">Terms</Link>
      {children}
    </>
  ),
}));
jest.mock('../layout/remote-slot', () => ({
  RemoteSlot: function Page() {
    const def = useCurrentRouteDef();
    return <main>{`${def?.name} at ${useLocation().pathname}`}</main>;
  },
}));

const registry = testRegistry();
const renderSite = (path: string) => {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true }) as unknown as SiteHistory;
  return render(<SiteRoutes navigator={startSiteNavigator(registry, history)} />);
};
const loadingPage = () => screen.queryByRole('progressbar', { name: 'Loading page' });

describe("the shell's router", () => {
  beforeEach(() => {
    loads.clear();
    asked.length = 0;
    for (const name of ['marketing', 'discovery', 'account', 'membership']) pending(name);
  });

  it("shows nothing of the site before the first page's code is there, then the page", async () => {
    renderSite('/terms');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    await act(async () => loads.get('marketing')!.resolve());
    expect(await screen.findByRole('main')).toHaveTextContent('terms at /terms');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("keeps the page shown, under the progress bar, until the next page's code is there", async () => {
    loads.get('marketing')!.resolve();
    renderSite('/terms');
    await screen.findByText('terms at /terms');
    await act(async () => screen.getByRole('link', { name: 'Browse' }).click());
    // The address moved on; the page and what it reads of the location did not.
    expect(screen.getByRole('main')).toHaveTextContent('terms at /terms');
    expect(loadingPage()).toBeInTheDocument();
    await act(async () => loads.get('discovery')!.resolve());
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('browse at /browse'));
    expect(loadingPage()).not.toBeInTheDocument();
  });

  it('shows the last page asked for when an earlier one is slower to load', async () => {
    loads.get('marketing')!.resolve();
    renderSite('/terms');
    await screen.findByText('terms at /terms');
    await act(async () => screen.getByRole('link', { name: 'Browse' }).click());
    await act(async () => screen.getByRole('link', { name: 'Terms' }).click());
    await waitFor(() => expect(loadingPage()).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveTextContent('terms at /terms');
    await act(async () => loads.get('discovery')!.resolve());
    expect(screen.getByRole('main')).toHaveTextContent('terms at /terms');
  });

  it("shows the maintenance notice in the page's place when its remote's code does not load", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loads.get('marketing')!.resolve();
    renderSite('/terms');
    await screen.findByText('terms at /terms');
    await act(async () => screen.getByRole('link', { name: 'Browse' }).click());
    await act(async () => loads.get('discovery')!.reject(new Error('The discovery app did not load within 20 s.')));
    expect(await screen.findByRole('heading', { name: MAINTENANCE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Route failed to load', '/browse', expect.any(Error));
    error.mockRestore();
  });

  it("shows a shell page once its own code is there, as a remote's page", async () => {
    siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser(), token: 't', impersonating: false });
    try {
      renderSite('/profiles');
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
      expect(await screen.findByRole('main')).toHaveTextContent(WHOS_WATCHING);
      expect(asked).toEqual([]);
    } finally {
      siftStore.set(sessionAtom, { status: 'anonymous' });
    }
  });

  it("sends a visitor from a member's page to log in, without loading or showing it", async () => {
    renderSite('/account');
    await act(async () => loads.get('membership')!.resolve());
    expect(await screen.findByRole('main')).toHaveTextContent('login at /login');
    expect(asked).toEqual(['membership']);
  });
});
