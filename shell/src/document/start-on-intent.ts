import { PRERENDERED_DOCUMENT } from '@sift/contracts';

/**
 * When the app starts (docs/decisions/0060). Behind a pre-rendered page the visitor already reads the page and its
 * links work, so the app's JavaScript waits until the visitor reaches for the page (a touch, a pointer press, a key,
 * focus moving into it) or until `startAtLatestMs` after the document started, whichever comes first. A URL with a
 * query starts at once: the app must read it (a promo code, a referral, an impersonation token). Any other page
 * starts at once, and so does a signed-in member's document, which holds only the shell's frame (0087).
 *
 * Buttons pressed on the pre-rendered page before the app took it over are pressed again on the app's page
 * (`replayPresses`), so no press is lost; what was typed into its fields is carried over at the take-over (0137).
 *
 * This module is part of the shell's entry chunk: it imports nothing but constants.
 */

export type StartReason = 'at-once' | 'intent' | 'timer';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let pressed: HTMLElement[] = [];

function container(doc: Document): HTMLElement | null {
  return doc.getElementById(PRERENDERED_DOCUMENT.containerId);
}

/**
 * Until the app takes the page over, a button pressed on the pre-rendered page does nothing there; the app's own
 * button is pressed instead, once it is there (`replayPresses`). A pre-rendered form (decision 0137) is never sent by
 * the browser (a password would end up in the URL): its press is replayed on the app's form with what was typed.
 */
function holdPresses(page: HTMLElement): void {
  page.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || !page.contains(button)) return;
      event.preventDefault();
      pressed.push(button);
    },
    true,
  );
  page.addEventListener('submit', (event) => event.preventDefault(), true);
}

/** Resolves when the app should start, with why. */
export function whenToStart(win: Window = window): Promise<StartReason> {
  const doc = win.document;
  const page = container(doc);
  // A member's document holds the shell's frame, not a page to read: the app starts at once (decision 0087).
  if (!page || page.dataset.kind === PRERENDERED_DOCUMENT.memberKind) return Promise.resolve('at-once');
  holdPresses(page);
  if (win.location.search) return Promise.resolve('at-once');
  return new Promise((resolve) => {
    const start = (reason: StartReason) => {
      for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
      win.clearTimeout(timer);
      page.removeAttribute(PRERENDERED_DOCUMENT.startAttribute);
      resolve(reason);
    };
    const onIntent = () => start('intent');
    for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, { capture: true, passive: true });
    const elapsed = win.performance?.now?.() ?? 0;
    const timer = win.setTimeout(() => start('timer'), Math.max(0, PRERENDERED_DOCUMENT.startAtLatestMs - elapsed));
    page.setAttribute(PRERENDERED_DOCUMENT.startAttribute, 'waiting');
  });
}

/**
 * The buttons pressed on the pre-rendered page, found again in `root` (same element, same text and label) and
 * pressed there, in order; then forgotten.
 */
export function replayPresses(root: ParentNode | null): void {
  const presses = pressed;
  pressed = [];
  if (!root) return;
  for (const button of presses) {
    const label = button.getAttribute('aria-label');
    const twin = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
      (candidate) => candidate.textContent === button.textContent && candidate.getAttribute('aria-label') === label,
    );
    twin?.click();
  }
}
