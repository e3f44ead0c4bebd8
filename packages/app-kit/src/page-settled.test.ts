import { PRERENDERED_DOCUMENT } from '@sift/contracts';

/** Each test gets a fresh module: the settled moment is kept once reached. */
function fresh() {
  let settled!: typeof import('./page-settled').whenPageSettled;
  jest.isolateModules(() => {
    settled = jest.requireActual<typeof import('./page-settled')>('./page-settled').whenPageSettled;
  });
  return settled;
}

const idle: (() => void)[] = [];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  idle.length = 0;
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => idle.push(callback);
  document.body.innerHTML = '';
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

  it('goes ahead after ten idle periods without such a page (a page of the shell, a page that stays busy)', async () => {
    const done = jest.fn();
    void fresh()().then(done);
    for (let i = 0; i < 9; i++) idle.shift()!();
    await flush();
    expect(done).not.toHaveBeenCalled();
    idle.shift()!();
    await flush();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
