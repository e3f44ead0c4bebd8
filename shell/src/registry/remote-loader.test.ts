import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry } from '@sift/contracts';
import { forgetFailures, freshUrl } from './fresh-retry';
import { registerRegistryRemotes, retryRemoteOrReload } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const MANIFEST = 'http://localhost:3603/1.0.0-9/mf-manifest.json';
const registry = { api: 'http://api.test/', remotes: { player: { version: '1.0.0-9', manifest: MANIFEST, routes: [], redirects: [] } } } as unknown as Registry;

afterEach(() => {
  document.head.innerHTML = '';
  forgetFailures();
  jest.clearAllMocks();
});

describe("'Try again' on a remote that failed (decision 0115)", () => {
  it('reloads the page when this document preloaded the remote: its failed preloads go with the document', () => {
    registerRegistryRemotes(registry);
    document.head.innerHTML = '<link rel="preload" href="http://localhost:3603/1.0.0-9/25.5fe3597a.js" as="script">';
    const reload = jest.fn();
    expect(retryRemoteOrReload('player', reload)).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads it again in the page otherwise, under fresh URLs', () => {
    registerRegistryRemotes(registry);
    jest.mocked(registerRemotes).mockClear();
    const reload = jest.fn();
    expect(retryRemoteOrReload('player', reload)).toBe('retried');
    expect(reload).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'player', entry: MANIFEST }], { force: true });
    expect(freshUrl('http://localhost:3603/1.0.0-9/remoteEntry.6cb4232c.js')).toBe('http://localhost:3603/1.0.0-9/remoteEntry.6cb4232c.js?sift-retry=1');
  });
});
