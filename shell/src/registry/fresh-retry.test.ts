import { forgetFailures, freshRetryPlugin, freshUrl, preloadedByDocument, releaseFailed } from './fresh-retry';

const MANIFEST = 'http://localhost:3604/1.0.0-17/mf-manifest.json';
const ENTRY = 'http://localhost:3604/1.0.0-17/remoteEntry.6b1f2308.js';

afterEach(() => {
  forgetFailures();
  document.head.innerHTML = '';
});

describe("a remote's files after a failed load (decision 0115)", () => {
  it('are asked for under the URLs the document preloaded until the release fails once', () => {
    expect(freshUrl(ENTRY)).toBe(ENTRY);
    expect(freshRetryPlugin.createScript!({ url: ENTRY, attrs: {} } as never)).toBeUndefined();
  });

  it('then under a URL no earlier request or preload used, new after each failure, for that release only', () => {
    releaseFailed(MANIFEST);
    expect(freshUrl(ENTRY)).toBe(`${ENTRY}?sift-retry=1`);
    expect(freshUrl(MANIFEST)).toBe(`${MANIFEST}?sift-retry=1`);
    releaseFailed(MANIFEST);
    expect(freshUrl(ENTRY)).toBe(`${ENTRY}?sift-retry=2`);
    // Another remote, and another release of the same remote, keep their URLs.
    expect(freshUrl('http://localhost:3605/1.0.0-18/remoteEntry.1d8fb0c1.js')).toBe('http://localhost:3605/1.0.0-18/remoteEntry.1d8fb0c1.js');
    expect(freshUrl('http://localhost:3604/1.0.0-18/remoteEntry.abc.js')).toBe('http://localhost:3604/1.0.0-18/remoteEntry.abc.js');
  });

  it("gives the federation runtime the entry's script and the manifest's fetch under the fresh URL", async () => {
    releaseFailed(MANIFEST);
    const script = freshRetryPlugin.createScript!({ url: ENTRY, attrs: { fetchpriority: 'high', async: true } } as never) as HTMLScriptElement;
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script.src).toBe(`${ENTRY}?sift-retry=1`);
    expect(script.getAttribute('fetchpriority')).toBe('high');
    const fetched = jest.fn(async () => ({ ok: true }));
    (globalThis as { fetch?: unknown }).fetch = fetched;
    await freshRetryPlugin.fetch!(MANIFEST, {});
    expect(fetched).toHaveBeenCalledWith(`${MANIFEST}?sift-retry=1`, {});
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("drops the release's stylesheet links that never loaded, so the runtime links them again; others stay", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="http://localhost:3604/1.0.0-17/243.1211c0a3.css">' +
      '<link rel="stylesheet" href="http://localhost:3600/main.abc.css">';
    releaseFailed(MANIFEST);
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['http://localhost:3600/main.abc.css']);
  });
});

describe('retrying a remote this document preloaded (decision 0115)', () => {
  it("is a new document when the document preloaded the release's files, a load in the page otherwise", () => {
    expect(preloadedByDocument(MANIFEST)).toBe(false);
    document.head.innerHTML = '<link rel="preload" href="http://localhost:3605/1.0.0-18/remoteEntry.1d8fb0c1.js" as="script">';
    expect(preloadedByDocument(MANIFEST)).toBe(false);
    document.head.innerHTML += `<link rel="preload" href="${ENTRY}" as="script">`;
    expect(preloadedByDocument(MANIFEST)).toBe(true);
  });
});
