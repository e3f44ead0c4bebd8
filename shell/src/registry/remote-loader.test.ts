import type { Registry } from '@sift/contracts';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const registry = {
  api: 'http://api.test/',
  remotes: { discovery: { manifest: 'http://discovery.test/mf-manifest.json', routes: [], redirects: [], documents: [], widgets: [] } },
} as unknown as Registry;

function load() {
  let module!: typeof import('./remote-loader');
  jest.isolateModules(() => {
    module = require('./remote-loader');
  });
  module.registerRegistryRemotes(registry);
  registerRemotes.mockClear();
  return module;
}

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

describe("a remote's 'Try again'", () => {
  beforeEach(() => loadRemote.mockReset());

  it('resets the federation runtime after a failed load, so the next load fetches the entry afresh', async () => {
    const loader = load();
    loadRemote.mockRejectedValueOnce(new Error('net::ERR_FAILED'));
    await expect(loader.loadRemoteModule('discovery')).rejects.toThrow('net::ERR_FAILED');
    registerRemotes.mockClear();
    loader.retryRemoteUnlessLoading('discovery');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'discovery', entry: 'http://discovery.test/mf-manifest.json' }], { force: true });
  });

  it('leaves a load under way alone (a prefetch started by the pointer on the link): the navigation joins it', async () => {
    const loader = load();
    let finish!: (module: unknown) => void;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const prefetch = loader.loadRemoteModule('discovery');
    loader.retryRemoteUnlessLoading('discovery');
    expect(registerRemotes).not.toHaveBeenCalled();
    const navigation = loader.loadRemoteModule('discovery');
    expect(navigation).toBe(prefetch);
    finish(lifecycles);
    await expect(navigation).resolves.toBe(lifecycles);
    expect(loader.loadedRemote('discovery')).toBe(lifecycles);
  });
});
