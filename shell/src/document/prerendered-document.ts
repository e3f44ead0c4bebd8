import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import { replayPresses } from './start-on-intent';

/**
 * A page the shell's server pre-rendered into this document (docs/decisions/0023): shown from the first paint while
 * the app starts out of sight (#root is hidden while it is there). The app takes over, in one step, once the remote
 * that owns the page has mounted it with the same data; or at once when the app shows something else (another
 * path, an error), so the visitor never sees two pages or a blank one.
 */
const element = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DOCUMENT.containerId);

/**
 * Focus asked for inside the app while it is out of sight (#root is display: none behind the document, where focus()
 * does nothing): the last such request is kept and applied at the take-over, unless the visitor has focused something
 * since. A page that focuses a field on mount (a dialog, an editor's chosen tab) works the same behind a document.
 */
let deferredFocus: { target: HTMLElement; options?: FocusOptions } | null = null;
let restoreFocus: (() => void) | null = null;
if (element?.isConnected) {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusOrDefer(this: HTMLElement, options?: FocusOptions) {
    if (element.isConnected && document.getElementById('root')?.contains(this)) deferredFocus = { target: this, options };
    focus.call(this, options);
  };
  restoreFocus = () => {
    HTMLElement.prototype.focus = focus;
  };
}

/** The path of the pre-rendered page while it is shown, else null. */
export function prerenderedPath(): string | null {
  return element?.isConnected ? (element.dataset.path ?? null) : null;
}

/**
 * Removes the pre-rendered page: the app's rendering of it, laid out the same, shows in the same frame. Buttons the
 * visitor pressed on the pre-rendered page are pressed on the app's (start-on-intent).
 */
export function takeOverDocument(): void {
  if (!element?.isConnected) return;
  const focused = element.contains(document.activeElement) ? document.activeElement : null;
  element.remove();
  restoreFocus?.();
  const root = document.getElementById('root');
  const asked = deferredFocus;
  deferredFocus = null;
  if (asked?.target.isConnected && (document.activeElement === document.body || document.activeElement === null) && !focused) {
    asked.target.focus(asked.options);
  }
  replayPresses(root);
  // Keep keyboard users where they were: the same link or button in the app's page, found by its text.
  if (focused instanceof HTMLElement && focused.textContent) {
    const twin = [...(root?.querySelectorAll<HTMLElement>(focused.tagName) ?? [])].find(
      (candidate) => candidate.textContent === focused.textContent && candidate.getAttribute('href') === focused.getAttribute('href'),
    );
    twin?.focus({ preventScroll: true });
  }
}
