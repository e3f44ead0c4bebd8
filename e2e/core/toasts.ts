import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __siftToasts?: string[];
  }
}

/**
 * Records the text of every toast the page shows from now on. A toast is on screen for 2.5 s (TOAST_MS): polling for
 * it from the test can miss it on a machine loaded enough to hold the test's process that long (a clean `npm test` run
 * did, 2026-11-29 13:41); the page's own observer cannot. Call it before the action that shows the toast.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = (window.__siftToasts = []);
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.ui-toast')) {
        const text = toast.textContent?.trim();
        if (text && !seen.has(toast)) {
          seen.add(toast);
          shown.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => window.__siftToasts ?? []);
}
