import { PRERENDERED_DOCUMENT } from '@sift/contracts';

/** A remote's page in the app. */
const PAGE = '#root .remote-root';
/** A part of the page still loading (the UI kit's skeletons say so). */
const BUSY = '[aria-busy="true"]';
const IDLE_TIMEOUT_MS = 3_000;
const PAGE_WAIT_TRIES = 10;

/**
 * When code that is not the page's own may load (issue 19, decision 0088): the first page shows in the app
 * (the document taken over), none of its parts is still loading, and the browser is then idle; or after
 * PAGE_WAIT_TRIES idle periods without such a page (a page of the shell's own, a page that stays busy). The navbar's
 * preloads, other remotes' widgets and a page's own prefetches of what it shows later (a dialog, a panel) wait for it. Before it they competed with the page's own scripts, data and
 * images: on a member's first /browse the account's and the player's code (about 130 KB gzipped) downloaded before
 * the page had shown.
 */
let settled: Promise<void> | null = null;
export function whenPageSettled(win: Window = window): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const doc = win.document;
    const idle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 1000));
    let tries = 0;
    const check = () => {
      tries += 1;
      const page = doc.getElementById(PRERENDERED_DOCUMENT.containerId) ? null : doc.querySelector(PAGE);
      if ((page && !page.querySelector(BUSY)) || tries >= PAGE_WAIT_TRIES) resolve();
      else idle(check, { timeout: IDLE_TIMEOUT_MS });
    };
    idle(check, { timeout: IDLE_TIMEOUT_MS });
  });
  return settled;
}
