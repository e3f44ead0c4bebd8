import { SCROLL_ANIMATION_MS } from '@sift/contracts';
import { animateScrollTo, scrollForNavigation } from './scroll';

/** A window whose frames are run by hand, with the time each frame is given. */
function fakeWindow(reduced = false) {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  let y = 0;
  const win = {
    get scrollY() {
      return y;
    },
    scrollTo: jest.fn((_x: number, top: number) => (y = top)),
    requestAnimationFrame: (callback: FrameRequestCallback) => (frames.set(next, callback), next++),
    cancelAnimationFrame: (id: number) => frames.delete(id),
    matchMedia: () => ({ matches: reduced }),
    document,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  } as unknown as Window;
  const runFrame = (time: number) => {
    const pending = [...frames.values()];
    frames.clear();
    for (const callback of pending) callback(time);
  };
  return { win, runFrame, pendingFrames: () => frames.size, at: () => y };
}

describe('the scroll animation (000 §9: 300 ms)', () => {
  it('moves the window to its target over 300 ms, not at once', () => {
    expect(SCROLL_ANIMATION_MS).toBe(300);
    const { win, runFrame, pendingFrames, at } = fakeWindow();
    animateScrollTo(1000, win);
    runFrame(0);
    expect(at()).toBe(0);
    runFrame(150);
    expect(at()).toBeGreaterThan(0);
    expect(at()).toBeLessThan(1000);
    runFrame(299);
    expect(at()).toBeLessThan(1000);
    runFrame(300);
    expect(at()).toBe(1000);
    expect(pendingFrames()).toBe(0);
  });

  it('jumps at once under reduced motion', () => {
    const { win, pendingFrames, at } = fakeWindow(true);
    animateScrollTo(800, win);
    expect(at()).toBe(800);
    expect(pendingFrames()).toBe(0);
  });

  it('a navigation without a #part resets to the top at once; with one, scrolls to it once it is on the page', async () => {
    const { win, runFrame, at } = fakeWindow();
    win.scrollTo(0, 500);
    scrollForNavigation('', win);
    expect(at()).toBe(0);

    scrollForNavigation('#plans', win);
    expect(at()).toBe(0);
    const plans = document.createElement('section');
    plans.id = 'plans';
    plans.getBoundingClientRect = () => ({ top: 1200 }) as DOMRect;
    document.body.append(plans);
    await Promise.resolve(); // the MutationObserver's notice
    runFrame(0);
    runFrame(300);
    expect(at()).toBe(1200);
    plans.remove();
  });
});
