import { PAGE_SETTLED_EVENT, PRERENDERED_DOCUMENT } from '@sift/contracts';

/** A page in the app: a remote's (its PageFrame) or one of the shell's own (the profile chooser). */
const PAGE = '#root main';
/** A part of the page still loading (the UI kit's skeletons say so). */
const BUSY = '[aria-busy="true"]';
const IDLE_TIMEOUT_MS = 3_000;
/** Between two looks at the page: a browser waiting for the network is idle again and again within a few ms. */
const RETRY_MS = 200;
/** Without such a page, the time since the document started after which it goes ahead anyway. */
const SETTLE_AT_LATEST_MS = 8_000;

/**
 * When code that is not the page's own may load (issue 19, decision 0088): the first page shows in the app
 * (the document taken over), none of its parts is still loading, and the browser is then idle; or, without such a
 * page (a page that stays busy, an error), SETTLE_AT_LATEST_MS after the document started. It looks at most every
 * RETRY_MS: counting idle periods instead let a slow first load (a phone) end the wait while the page's own scripts
 * were still coming, since the browser is idle while it waits for them. The navbar's preloads, other remotes' widgets
 * and a page's own prefetches of what it shows later (a dialog, a panel: 0139) wait for it. Before it they competed
 * with the page's own scripts, data and images: on a member's first /browse the account's and the player's code
 * (about 130 KB gzipped) downloaded before the page had shown. Settled, it dispatches PAGE_SETTLED_EVENT on `win`.
 */
let settled: Promise<void> | null = null;
export function whenPageSettled(win: Window = window): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const doc = win.document;
    const idle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 1000));
    const check = () => {
      const page = doc.getElementById(PRERENDERED_DOCUMENT.containerId) ? null : doc.querySelector(PAGE);
      if ((page && !page.querySelector(BUSY)) || win.performance.now() >= SETTLE_AT_LATEST_MS) {
        resolve();
        win.dispatchEvent(new Event(PAGE_SETTLED_EVENT));
      } else win.setTimeout(() => idle(check, { timeout: IDLE_TIMEOUT_MS }), RETRY_MS);
    };
    idle(check, { timeout: IDLE_TIMEOUT_MS });
  });
  return settled;
}
