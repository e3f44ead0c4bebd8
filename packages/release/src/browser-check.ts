/**
 * The browser half of verification: the live shell, in Chromium, given a private registry in which the candidate
 * is live and `verify` names it. The shell then loads the candidate's './start' as a user's browser would, through
 * the shell's federation runtime and shared singletons, and reports on `window.__SIFT_VERIFY__`
 * (shell/src/registry/verify-release.tsx). Nobody else sees that registry: it is answered to this page only. The
 * whole site is then rendered with the candidate (site-check.ts).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { PRERENDERED_DOCUMENT, type Registry } from '@sift/contracts';
import { CHROMIUM_ARGS, automationBrowserPath } from '@sift/build-config/chromium';

interface VerifyResult {
  ok: boolean;
  problems: string[];
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: automationBrowserPath(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * Behind a pre-rendered page the app starts when the visitor reaches for it, or after a while (decision 0060):
 * reach for it, so a check never waits for that timer. The shell listens for the visitor once its entry has run
 * (which can come after the page's load event) and marks the page as waiting then: a key pressed before that is not
 * heard, so the key waits for the mark.
 */
export async function reachForPage(page: Page): Promise<void> {
  const { containerId, memberKind, startAttribute, startAtLatestMs } = PRERENDERED_DOCUMENT;
  // A member's document starts at once: nothing to reach for.
  if (!(await page.locator(`#${containerId}:not([data-kind="${memberKind}"])`).count())) return;
  const listening = await page
    .locator(`#${containerId}[${startAttribute}="waiting"]`)
    .waitFor({ state: 'attached', timeout: startAtLatestMs })
    .then(() => true)
    .catch(() => false); // started already (its timer, or a query in the URL)
  if (listening) await page.keyboard.press('Shift');
}

/** The candidate's './start' loads through the live shell and exposes its lifecycles (its own and its widgets'). */
export async function lifecycleCheck(browser: Browser, shellUrl: string, candidate: Registry, remote: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/registry.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...candidate, verify: { remote } }) }),
    );
    await page.goto(shellUrl);
    await reachForPage(page);
    const handle = await page.waitForFunction(() => (window as { __SIFT_VERIFY__?: unknown }).__SIFT_VERIFY__, undefined, {
      timeout: 60_000,
    });
    const result = (await handle.jsonValue()) as VerifyResult;
    return [...result.problems, ...errors.map((message) => `The page failed: ${message}`)];
  } catch (error) {
    return [`The shell at ${shellUrl} could not check the release: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    await context.close();
  }
}
