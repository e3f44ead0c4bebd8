import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import { fetchRegistry } from './registry';

const REGISTRY = { api: 'http://api.test/', remotes: {} };

describe('fetchRegistry', () => {
  const fetched = jest.fn(async () => ({ ok: true, status: 200, json: async () => REGISTRY }));
  beforeEach(() => {
    fetched.mockClear();
    (globalThis as { fetch?: unknown }).fetch = fetched;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("reads the registry a member's document carries inline, without a request", async () => {
    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_DOCUMENT.registryId}">${JSON.stringify(REGISTRY)}</script>`;
    await expect(fetchRegistry()).resolves.toMatchObject({ api: 'http://api.test/' });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('fetches /registry.json otherwise, and when the inline copy cannot be read', async () => {
    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_DOCUMENT.registryId}">{not json</script>`;
    await expect(fetchRegistry()).resolves.toMatchObject({ api: 'http://api.test/' });
    expect(fetched).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
  });
});
