import { PAGE_SETTLED_EVENT, PRERENDERED_DOCUMENT } from '@sift/contracts';

/** Each test gets a fresh module: the settled moment is kept once reached. */
function fresh() {
  let settled!: typeof import('./page-settled').whenPageSettled;
  jest.isolateModules(() => {
    settled = jest.requireActual<typeof import('./page-settled')>('./page-settled').whenPageSettled;
  });
  return settled;
}

const idle: (() => void)[] = [];
/** Lets the promise settle, and the wait between two looks pass. */
const flush = async () => {
  await Promise.resolve();
  jest.advanceTimersByTime(200);
  await Promise.resolve();
};
let now = 0;

beforeEach(() => {
  jest.useFakeTimers();
  now = 1_000;
  jest.spyOn(window.performance, 'now').mockImplementation(() => now);
  idle.length = 0;
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => idle.push(callback);
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});
afterAll(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('the page has settled', () => {
  it('only once a page shows in the app with nothing of it still loading, and the browser is idle', async () => {
    const done = jest.fn();
    void fresh()().then(done);
    // Nothing shown yet.
    idle.shift()!();
    await flush();
    expect(done).not.toHaveBeenCalled();
    // The app's page is there but behind the document (not taken over yet).
    document.body.innerHTML = `<div id="${PRERENDERED_DOCUMENT.containerId}"></div><div id="root"><div class="remote-root"></div></div>`;
    idle.shift()!();
    await flush();
    expect(done).not.toHaveBeenCalled();
    // Taken over, but a row is still loading.
    document.body.innerHTML = '<div id="root"><div class="remote-root"><div role="status" aria-busy="true"></div></div></div>';
    idle.shift()!();
    await flush();
    expect(done).not.toHaveBeenCalled();
    // Everything there.
    document.body.innerHTML = '<div id="root"><div class="remote-root"><main>rows</main></div></div>';
    idle.shift()!();
    await flush();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("counts a page of the shell's own (the profile chooser) as a page", async () => {
    const done = jest.fn();
    void fresh()().then(done);
    document.body.innerHTML = '<div id="root"><nav aria-label="Main"></nav><main data-route="profiles">Who is watching?</main></div>';
    idle.shift()!();
    await flush();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('looks again only after a pause, so a browser idle while it waits for the network does not end the wait', async () => {
    void fresh()();
    idle.shift()!();
    expect(idle).toHaveLength(0);
    await flush();
    expect(idle).toHaveLength(1);
  });

  it('goes ahead 8 s after the document started without such a page (a page that stays busy, an error)', async () => {
    const done = jest.fn();
    void fresh()().then(done);
    for (let i = 0; i < 30; i++) {
      idle.shift()!();
      await flush();
    }
    expect(done).not.toHaveBeenCalled();
    now = 8_000;
    idle.shift()!();
    await flush();
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('the settled event', () => {
  it('is dispatched on window once, when the page has settled', async () => {
    const heard = jest.fn();
    window.addEventListener(PAGE_SETTLED_EVENT, heard);
    const settled = fresh();
    void settled();
    idle.shift()!();
    await flush();
    expect(heard).not.toHaveBeenCalled();
    document.body.innerHTML = '<div id="root"><div class="remote-root"><main>rows</main></div></div>';
    idle.shift()!();
    await flush();
    void settled();
    await flush();
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(PAGE_SETTLED_EVENT, heard);
  });

  it('is the one the shared zod listens for (it cannot import the contracts)', () => {
    const source = jest.requireActual<typeof import('node:fs')>('node:fs').readFileSync(require.resolve('../../build-config/shared/zod.mjs'), 'utf8');
    expect(source).toContain(`const PAGE_SETTLED_EVENT = '${PAGE_SETTLED_EVENT}';`);
  });
});
