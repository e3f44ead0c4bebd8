import { PRERENDERED_DOCUMENT } from '@sift/contracts';

/**
 * When the app starts (docs/decisions/0060). Behind a pre-rendered page the visitor already reads the page and its
 * links work, so the app's JavaScript waits until the visitor reaches for the page (a touch, a pointer press, a key,
 * focus moving into it) or until `startAtLatestMs` after the document started, whichever comes first. A URL with a
 * query starts at once: the app must read it (a promo code, a referral, an impersonation token). Any other page
 * starts at once, and so does a signed-in member's document (the shell's frame, 0087, with the remote's pre-rendered
 * member page in it or not, 0144), whose presses are held and replayed all the same.
 *
 * Buttons pressed on the pre-rendered page before the app took it over are pressed again on the app's page
 * (`replayPresses`), so no press is lost; what was typed into its fields is carried over at the take-over (0137).
 *
 * This module is part of the shell's entry chunk: it imports nothing but constants.
 */

export type StartReason = 'at-once' | 'intent' | 'timer';

/** Lets the browser run what waits (paint, input) before the start goes on: its steps are tasks of their own (0151). */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let pressed: HTMLElement[] = [];
/** Pointers pressed on the pre-rendered page and not yet released. */
const held = new Set<number>();
/** The take-over waiting for them (`afterPress`), and its timer once they are released. */
let waiting: (() => void) | null = null;
let waitingTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * After a touch is released, how long its click may take to come (Chromium sends a tap's click as a gesture of its
 * own, after the pointer's release): the take-over goes ahead at that click or after this, whichever comes first.
 */
export const TAP_CLICK_WAIT_MS = 150;
/** The longest the take-over waits for a held press to be released (a pointer lost outside the window, a long touch). */
export const PRESS_HOLD_MAX_MS = 2_000;

function container(doc: Document): HTMLElement | null {
  return doc.getElementById(PRERENDERED_DOCUMENT.containerId);
}

/**
 * Until the app takes the page over, a button pressed on the pre-rendered page does nothing there; the app's own
 * button is pressed instead, once it is there (`replayPresses`). A pre-rendered form (decision 0137) is never sent by
 * the browser (a password would end up in the URL): its press is replayed on the app's form with what was typed.
 * Before this runs, the page's own inline script holds them (document-html.js); they are taken over here. Answers
 * whether there were any.
 */
function holdPresses(page: HTMLElement, win: Window): boolean {
  // What the page's own inline script held before this ran (document-html.js): taken over, and the script stops.
  const early = (win as unknown as Record<string, HTMLElement[] | null | undefined>)[PRERENDERED_DOCUMENT.earlyPressesKey];
  (win as unknown as Record<string, null>)[PRERENDERED_DOCUMENT.earlyPressesKey] = null;
  if (early?.length) pressed.push(...early);
  page.addEventListener(
    'click',
    (event) => {
      // The press the take-over waited for has come (held below, if on a button): it goes ahead after it.
      if (waiting && !held.size) settleSoon(0);
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || !page.contains(button)) return;
      event.preventDefault();
      pressed.push(button);
    },
    true,
  );
  page.addEventListener('submit', (event) => event.preventDefault(), true);
  // A press is a pointer going down and up on the same element: if the app took the page over in between (the press
  // itself starts the app, and a cached app can be ready within a slow tap), its click would be lost with the page.
  page.addEventListener('pointerdown', (event) => held.add(event.pointerId), true);
  const release = (event: PointerEvent) => {
    if (!held.delete(event.pointerId) || held.size || !waiting) return;
    settleSoon(event.pointerType === 'touch' ? TAP_CLICK_WAIT_MS : 0);
  };
  page.ownerDocument.defaultView?.addEventListener('pointerup', release, true);
  page.ownerDocument.defaultView?.addEventListener('pointercancel', release, true);
  return Boolean(early?.length);
}

/** Runs the waiting take-over after `ms` (a click dispatched meanwhile is held first). */
function settleSoon(ms: number): void {
  clearTimeout(waitingTimer);
  waitingTimer = setTimeout(() => {
    const run = waiting;
    waiting = null;
    run?.();
  }, ms);
}

/**
 * Runs `takeOver` now, or, while a pointer is held down on the pre-rendered page, once it is released and its click
 * has been held as a press (replayed on the app's page): a press never ends on a page other than the one it began on.
 */
export function afterPress(takeOver: () => void): void {
  if (!held.size) {
    takeOver();
    return;
  }
  waiting = takeOver;
  settleSoon(PRESS_HOLD_MAX_MS);
}

/** Resolves when the app should start, with why. */
export function whenToStart(win: Window = window): Promise<StartReason> {
  const doc = win.document;
  const page = container(doc);
  if (!page) return Promise.resolve('at-once');
  const pressedEarly = holdPresses(page, win);
  // A member's document is the member's own page (the frame, with the page as every member first sees it or not):
  // the app starts at once (decisions 0087, 0144); what is pressed on it meanwhile is pressed again on the app's page.
  if (page.dataset.kind === PRERENDERED_DOCUMENT.memberKind) return Promise.resolve('at-once');
  if (win.location.search) return Promise.resolve('at-once');
  // The visitor pressed a button (or sent a form) before this ran: that was the intent.
  if (pressedEarly) {
    page.removeAttribute(PRERENDERED_DOCUMENT.startAttribute);
    return Promise.resolve('intent');
  }
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
