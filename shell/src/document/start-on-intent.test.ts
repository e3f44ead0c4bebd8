import { HOLD_EARLY_PRESSES } from '@sift/build-config/documents';
import { PRERENDERED_DOCUMENT } from '@sift/contracts';

function load() {
  let module!: typeof import('./start-on-intent');
  jest.isolateModules(() => {
    module = require('./start-on-intent');
  });
  return module;
}

const PAGE =
  '<div id="sift-document" data-path="/" data-remote="marketing"><main><a href="/about">About</a>' +
  '<button type="button" aria-pressed="true">Language</button></main></div><div id="root"></div>';

/** The app's login form put into #root, the held presses replayed there: how many times it was sent. */
function submitsOfTheAppsForm(replayPresses: (root: ParentNode | null) => void): number {
  const root = document.getElementById('root')!;
  root.innerHTML = '<form aria-label="Log in"><button type="submit">Log In</button></form>';
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  root.querySelector('form')!.addEventListener('submit', onSubmit);
  replayPresses(root);
  return onSubmit.mock.calls.length;
}

describe('when the app starts', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('starts at once on a document without a pre-rendered page', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(load().whenToStart()).resolves.toBe('at-once');
  });

  it("starts at once behind a signed-in member's document, which holds only the shell's frame", async () => {
    document.body.innerHTML = `<div id="sift-document" data-path="/browse" data-remote="discovery" data-kind="${PRERENDERED_DOCUMENT.memberKind}"><nav></nav></div><div id="root"></div>`;
    await expect(load().whenToStart()).resolves.toBe('at-once');
    expect(document.getElementById('sift-document')!.hasAttribute(PRERENDERED_DOCUMENT.startAttribute)).toBe(false);
  });

  it("holds a button pressed on a member's pre-rendered page, before and after the shell ran, and presses it on the app's page (0144)", async () => {
    document.body.innerHTML =
      `<script>${HOLD_EARLY_PRESSES}</script><div id="sift-document" data-path="/browse" data-remote="discovery" data-kind="${PRERENDERED_DOCUMENT.memberKind}">` +
      '<nav><button type="button">Menu</button></nav><section><button type="button" aria-label="Next slide">›</button></section></div><div id="root"></div>';
    // The inline script runs with the document (jsdom does not run scripts set through innerHTML).
    new Function(HOLD_EARLY_PRESSES)();
    document.querySelector<HTMLButtonElement>('#sift-document nav button')!.click();
    const { whenToStart, replayPresses } = load();
    await expect(whenToStart()).resolves.toBe('at-once');
    document.querySelector<HTMLButtonElement>('#sift-document section button')!.click();
    const root = document.getElementById('root')!;
    root.innerHTML = '<nav><button type="button">Menu</button></nav><section><button type="button" aria-label="Next slide">›</button></section>';
    const pressed: string[] = [];
    root.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent!));
    replayPresses(root);
    expect(pressed).toEqual(['Menu', '›']);
  });

  it('starts at once when the URL has a query the app must read', async () => {
    document.body.innerHTML = PAGE;
    window.history.replaceState(null, '', '/?promo_code=free14');
    await expect(load().whenToStart()).resolves.toBe('at-once');
  });

  it.each([
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }))],
    ['a pointer press', () => document.querySelector('main')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a touch', () => document.querySelector('main')!.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['focus', () => document.querySelector<HTMLElement>('#sift-document a')!.focus()],
  ])('behind a pre-rendered page, waits for the visitor: %s starts it', async (_what, act) => {
    document.body.innerHTML = PAGE;
    const started = jest.fn();
    void load().whenToStart().then(started);
    const page = document.getElementById(PRERENDERED_DOCUMENT.containerId)!;
    expect(page.getAttribute(PRERENDERED_DOCUMENT.startAttribute)).toBe('waiting');
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    act();
    await Promise.resolve();
    expect(started).toHaveBeenCalledWith('intent');
    expect(page.hasAttribute(PRERENDERED_DOCUMENT.startAttribute)).toBe(false);
  });

  it('starts at the latest startAtLatestMs after the document started, with nobody touching the page', async () => {
    jest.useFakeTimers({ now: 0 });
    document.body.innerHTML = PAGE;
    const started = jest.fn();
    void load().whenToStart().then(started);
    await jest.advanceTimersByTimeAsync(PRERENDERED_DOCUMENT.startAtLatestMs - 1_000);
    expect(started).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(started).toHaveBeenCalledWith('timer');
  });
});

describe('presses on the pre-rendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are pressed again on the same buttons of the app, in order, once', async () => {
    document.body.innerHTML = PAGE;
    const { whenToStart, replayPresses } = load();
    void whenToStart();
    const prerendered = document.querySelector<HTMLButtonElement>('#sift-document button')!;
    const link = document.querySelector<HTMLAnchorElement>('#sift-document a')!;
    const navigated = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', navigated);
    prerendered.click();
    prerendered.click();
    link.click();
    expect(navigated).toHaveBeenCalledTimes(1); // links are left alone: they navigate as they always do

    const root = document.getElementById('root')!;
    root.innerHTML = '<main><button type="button">Other</button><button type="button" aria-pressed="true">Language</button></main>';
    const twin = root.querySelectorAll('button')[1];
    const other = root.querySelectorAll('button')[0];
    const onTwin = jest.fn();
    const onOther = jest.fn();
    twin.addEventListener('click', onTwin);
    other.addEventListener('click', onOther);
    replayPresses(root);
    expect(onTwin).toHaveBeenCalledTimes(2);
    expect(onOther).not.toHaveBeenCalled();
    replayPresses(root);
    expect(onTwin).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['behind a page waiting for the visitor', '/login'],
    ['when the app starts at once (a query)', '/login?next=%2Fbrowse'],
  ])('on a pre-rendered form, are held and the browser never sends the form (%s)', async (_when, url) => {
    window.history.replaceState(null, '', url);
    document.body.innerHTML =
      '<div id="sift-document" data-path="/login" data-remote="membership"><form aria-label="Log in"><input name="password" type="password">' +
      '<button type="submit">Log In</button></form></div><div id="root"></div>';
    const { whenToStart, replayPresses } = load();
    void whenToStart();
    const sent = jest.fn();
    document.addEventListener('submit', sent);
    const form = document.querySelector('form')!;
    // Enter in a field presses the form's submit button, as a browser does; requestSubmit sends the submit event.
    form.querySelector('button')!.click();
    form.requestSubmit();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(submitsOfTheAppsForm(replayPresses)).toBe(1);
    window.history.replaceState(null, '', '/');
  });
});

describe("before the shell's entry has run (on a slow phone, seconds after the page is painted)", () => {
  const LOGIN =
    '<div id="sift-document" data-path="/login" data-remote="membership"><form aria-label="Log in"><input name="password" type="password">' +
    '<button type="submit">Log In</button></form></div><div id="root"></div>';
  /** The document as the shell's server sends it: the page's own inline script (document-html.js), then the page. */
  const serve = () => {
    new Function(HOLD_EARLY_PRESSES)();
    document.body.innerHTML = LOGIN;
  };
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[PRERENDERED_DOCUMENT.earlyPressesKey];
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("the page's own script holds the press and the browser never sends the form; the shell takes the press over, starts at once and replays it", async () => {
    window.history.replaceState(null, '', '/login');
    serve();
    const sent = jest.fn();
    document.addEventListener('submit', sent);
    const form = document.querySelector('form')!;
    // Enter in the password field: the browser presses the submit button, then sends the submit event.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    form.querySelector('button')!.dispatchEvent(click);
    form.requestSubmit();
    expect(click.defaultPrevented).toBe(true);
    expect(sent.mock.calls[0][0].defaultPrevented).toBe(true);
    document.removeEventListener('submit', sent);

    const { whenToStart, replayPresses } = load();
    await expect(whenToStart()).resolves.toBe('intent');
    expect((window as unknown as Record<string, unknown>)[PRERENDERED_DOCUMENT.earlyPressesKey]).toBeNull();
    expect(submitsOfTheAppsForm(replayPresses)).toBe(1);
  });

  it("without a press, the shell waits for the visitor as before (the page's script has held nothing)", async () => {
    window.history.replaceState(null, '', '/login');
    serve();
    const { whenToStart } = load();
    const started = jest.fn();
    const start = whenToStart().then(started);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[PRERENDERED_DOCUMENT.earlyPressesKey]).toBeNull();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await start;
    expect(started).toHaveBeenCalledWith('intent');
  });
});

describe('a take-over while the visitor holds a press on the pre-rendered page', () => {
  const pointer = (type: string, pointerType = 'mouse') => Object.assign(new Event(type, { bubbles: true }), { pointerId: 1, pointerType });

  function pressStarted() {
    jest.useFakeTimers();
    document.body.innerHTML = PAGE;
    const module = load();
    void module.whenToStart();
    const button = document.querySelector<HTMLButtonElement>('#sift-document button')!;
    // The press starts the app (its pointerdown), which may be ready before the press ends.
    button.dispatchEvent(pointer('pointerdown'));
    const takeOver = jest.fn(() => {
      document.getElementById('sift-document')!.remove();
      const root = document.getElementById('root')!;
      root.innerHTML = '<button type="button" aria-pressed="true">Language</button>';
      root.querySelector('button')!.addEventListener('click', onTwin);
      module.replayPresses(root);
    });
    const onTwin = jest.fn();
    module.afterPress(takeOver);
    return { module, button, takeOver, onTwin };
  }

  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the release and its click, then the press is made on the app\'s button', () => {
    const { button, takeOver, onTwin } = pressStarted();
    jest.advanceTimersByTime(500);
    expect(takeOver).not.toHaveBeenCalled();
    window.dispatchEvent(pointer('pointerup'));
    button.click();
    jest.advanceTimersByTime(0);
    expect(takeOver).toHaveBeenCalledTimes(1);
    expect(onTwin).toHaveBeenCalledTimes(1);
  });

  it("after a touch's release, waits for the tap's click (a gesture of its own) for a while", () => {
    const { button, takeOver, onTwin } = pressStarted();
    window.dispatchEvent(pointer('pointerup', 'touch'));
    jest.advanceTimersByTime(50);
    expect(takeOver).not.toHaveBeenCalled();
    button.click();
    jest.advanceTimersByTime(0);
    expect(onTwin).toHaveBeenCalledTimes(1);
  });

  it('goes ahead without a click once a touch was let go (a scroll) or a press is held too long', () => {
    const { module, takeOver } = pressStarted();
    window.dispatchEvent(pointer('pointercancel', 'touch'));
    jest.advanceTimersByTime(module.TAP_CLICK_WAIT_MS);
    expect(takeOver).toHaveBeenCalledTimes(1);

    const held = pressStarted();
    jest.advanceTimersByTime(held.module.PRESS_HOLD_MAX_MS);
    expect(held.takeOver).toHaveBeenCalledTimes(1);
  });

  it('takes over at once when no press is held', () => {
    jest.useFakeTimers();
    document.body.innerHTML = PAGE;
    const module = load();
    void module.whenToStart();
    const takeOver = jest.fn();
    module.afterPress(takeOver);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });
});
