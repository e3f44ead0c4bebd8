import { preloadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { route, type OwnedRouteDef } from '@sift/contracts';
import { loadedRemote, loadRemoteModule } from '../registry/remote-loader';
import { prefetchLinksPlugin, preloadNavbarDestinations, preloadWhenIdle, startPrefetching } from './prefetch-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()), registerPlugins: jest.fn() }));
jest.mock('../registry/remote-loader', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({})), loadedRemote: jest.fn(() => undefined) }));

const routes: OwnedRouteDef[] = [
  { ...route('browse', '/browse', 'Browse'), owner: 'discovery' },
  { ...route('movie', '/movie/:slug', 'Movie'), owner: 'discovery' },
  { ...route('account', '/account', 'Account'), owner: 'account' },
  { ...route('profiles', '/profiles', 'Profiles'), owner: 'shell' },
  { ...route('membershipStep', '/membership/:step?', 'Membership'), owner: 'membership' },
];

function link(href: string, inNav = false) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  (inNav ? document.querySelector('nav')! : document.body).appendChild(a);
  return a;
}

beforeEach(() => {
  document.body.innerHTML = '<nav aria-label="Main"></nav>';
  jest.clearAllMocks();
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => {
    callback();
    return 1;
  };
});

describe('prefetching the next remote', () => {
  it("loads the remote owning a hovered, touched or focused link's page once, and nothing for the shell or other sites", () => {
    const prefetcher = startPrefetching(routes);
    link('/movie/harbor-lights').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/browse').dispatchEvent(new Event('touchstart', { bubbles: true }));
    link('/account').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/profiles').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://help.sift.example/browse').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(jest.mocked(loadRemoteModule).mock.calls).toEqual([['discovery'], ['account']]);
    prefetcher.stop();
    link('/browse').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it("loads the remote of the page about to show on request (the shell's start, while the session resumes)", () => {
    const prefetcher = startPrefetching(routes);
    prefetcher.load('/movie/harbor-lights');
    prefetcher.load('/profiles');
    expect(jest.mocked(loadRemoteModule).mock.calls).toEqual([['discovery']]);
    prefetcher.stop();
  });

  it('knows the owner of a path by its segments: params, optional params and a trailing slash; none for the shell or no page', () => {
    const { ownerOf } = startPrefetching(routes);
    expect(ownerOf('/movie/harbor-lights')).toBe('discovery');
    expect(ownerOf('/movie/harbor-lights/')).toBe('discovery');
    expect(ownerOf('/membership')).toBe('membership');
    expect(ownerOf('/membership/plan')).toBe('membership');
    expect(ownerOf('/movie')).toBeNull();
    expect(ownerOf('/movie/harbor-lights/cast')).toBeNull();
    expect(ownerOf('/profiles')).toBeNull();
    expect(ownerOf('/nowhere')).toBeNull();
  });

  it('leaves a remote that is already loaded alone', () => {
    jest.mocked(loadedRemote).mockReturnValue({} as never);
    const prefetcher = startPrefetching(routes);
    link('/account').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadRemoteModule).not.toHaveBeenCalled();
    prefetcher.stop();
    jest.mocked(loadedRemote).mockReturnValue(undefined);
  });

  it("preloads (downloads, does not run) the entries of the navbar's remotes once the page has settled, each once", async () => {
    const prefetcher = startPrefetching(routes);
    link('/browse', true);
    link('/account', true);
    link('/profiles', true);
    document.body.insertAdjacentHTML('beforeend', '<div id="root"><div class="remote-root" data-remote="discovery"><main>rows</main></div></div>');
    preloadNavbarDestinations(prefetcher);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'discovery', exposes: ['./start'], resourceCategory: 'sync' },
      { nameOrAlias: 'account', exposes: ['./start'], resourceCategory: 'sync' },
    ]);
    expect(registerPlugins).toHaveBeenCalledWith([prefetchLinksPlugin]);
    preloadWhenIdle(prefetcher, ['/browse', '/account']);
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    prefetcher.stop();
  });

  it("fetches a preloaded remote's chunks and styles as prefetches, and leaves every other link as the runtime makes it", () => {
    const createLink = prefetchLinksPlugin.createLink!;
    const context = (initiator: 'preloadRemote' | 'loadRemote') => ({ initiator, id: 'account', resourceType: 'js' as const });
    const script = createLink({ url: 'http://a.test/1/30.js', attrs: { rel: 'preload', as: 'script' }, resourceContext: context('preloadRemote') });
    expect(script).toBeInstanceOf(HTMLLinkElement);
    expect((script as HTMLLinkElement).outerHTML).toBe('<link rel="prefetch" href="http://a.test/1/30.js" as="script">');
    const style = createLink({ url: 'http://a.test/1/30.css', attrs: { rel: 'preload', as: 'style' }, resourceContext: context('preloadRemote') });
    expect((style as HTMLLinkElement).rel).toBe('prefetch');
    // A remote being loaded for its page links its styles as stylesheets: untouched.
    expect(createLink({ url: 'http://a.test/1/30.css', attrs: { rel: 'stylesheet' }, resourceContext: context('loadRemote') })).toBeUndefined();
    expect(createLink({ url: 'http://a.test/1/30.js', attrs: { rel: 'preload', as: 'script' }, resourceContext: context('loadRemote') })).toBeUndefined();
  });
});
