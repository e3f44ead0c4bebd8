import { SCROLL_ANIMATION_MS } from '@sift/contracts';

/** How long a navigation to `#part` waits for that part to appear (a remote's page mounts after the navigation). */
export const SCROLL_TARGET_WAIT_MS = 5_000;

const prefersReducedMotion = (win: Window) => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to `top` over SCROLL_ANIMATION_MS (000 §9 "Scroll animation: 300 ms"), at once under reduced
 * motion. Returns a stop function (a new navigation stops the animation where it is).
 */
export function animateScrollTo(top: number, win: Window = window, durationMs = SCROLL_ANIMATION_MS): () => void {
  const from = win.scrollY;
  if (durationMs <= 0 || prefersReducedMotion(win) || from === top) {
    win.scrollTo(0, top);
    return () => undefined;
  }
  let frame = 0;
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / durationMs);
    win.scrollTo(0, from + (top - from) * easeInOut(progress));
    if (progress < 1) frame = win.requestAnimationFrame(step);
  };
  frame = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(frame);
}

/** The element a location's hash names (`#plans` -> id="plans"), if it is on the page. */
function targetOf(hash: string, doc: Document): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? doc.getElementById(id) : null;
}

/** Where the window must scroll to bring `element` to the top, below the sticky navbar. */
function topOf(element: HTMLElement, win: Window): number {
  const navbar = win.document.querySelector<HTMLElement>('.navbar');
  return Math.max(0, element.getBoundingClientRect().top + win.scrollY - (navbar?.offsetHeight ?? 0));
}

/**
 * The scroll of a navigation (000 §2.7 "Scroll resets on every navigation"; §9's 300 ms scroll animation): a
 * location with a hash scrolls, animated, to the part it names, once that part is on the page (waiting up to
 * SCROLL_TARGET_WAIT_MS); any other resets to the top at once. Returns the clean-up for the next navigation.
 */
export function scrollForNavigation(hash: string, win: Window = window): () => void {
  if (!hash || hash === '#') {
    win.scrollTo(0, 0);
    return () => undefined;
  }
  const found = targetOf(hash, win.document);
  if (found) return animateScrollTo(topOf(found, win), win);
  win.scrollTo(0, 0);
  let stop = () => undefined as void;
  const observer = new MutationObserver(() => {
    const target = targetOf(hash, win.document);
    if (!target) return;
    observer.disconnect();
    win.clearTimeout(timer);
    stop = animateScrollTo(topOf(target, win), win);
  });
  observer.observe(win.document.body, { childList: true, subtree: true });
  const timer = win.setTimeout(() => observer.disconnect(), SCROLL_TARGET_WAIT_MS);
  return () => {
    observer.disconnect();
    win.clearTimeout(timer);
    stop();
  };
}
