import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import { replayPresses } from './start-on-intent';

/**
 * A page the shell's server pre-rendered into this document (docs/decisions/0023): shown from the first paint while
 * the app starts out of sight (#root is hidden while it is there). The app takes over, in one step, once the remote
 * that owns the page has mounted it with the same data; or at once when the app shows something else (another
 * path, an error), so the visitor never sees two pages or a blank one.
 */
const element = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DOCUMENT.containerId);

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
  const root = document.getElementById('root');
  replayPresses(root);
  // Keep keyboard users where they were: the same link or button in the app's page, found by its text.
  if (focused instanceof HTMLElement && focused.textContent) {
    const twin = [...(root?.querySelectorAll<HTMLElement>(focused.tagName) ?? [])].find(
      (candidate) => candidate.textContent === focused.textContent && candidate.getAttribute('href') === focused.getAttribute('href'),
    );
    twin?.focus({ preventScroll: true });
  }
}
