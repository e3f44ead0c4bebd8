/**
 * A member's session is asked for by the document's first script (issue 19, docs/decisions/0152): the shell's entry
 * starts `users/current/` before the app's code has run, and the session resumes with that answer. Once per page,
 * never twice; a revoked token ends the session as it always did. The shell's start files are preloaded by the
 * member's document (0153), so they download beside the entry instead of after it.
 */
import type { Page, Request } from '@playwright/test';
import { PAGE_SETTLED_EVENT } from '@sift/contracts';
import { expect, test } from '../core/fixtures';
import { signInWithProfile } from '../pages/discovery';
import { Navbar } from '../pages/navbar';
import { API_URL, DEMO, SITE_URL } from '../core/site';
import { remoteRoot } from '../pages/remote';

const SESSION = `${API_URL}users/current/`;
/** The shell's bootstrap chunk: the app's code that would ask for the session if the entry did not. */
const BOOTSTRAP = /\/bootstrap\.[0-9a-f]+\.js$/;

/** Every request the page makes from now on, in the order it makes them. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test("a member's page asks for the session once, before the app's code has arrived, and shows the member's own page", async ({ page, consoleErrors }) => {
  await signInWithProfile(page, DEMO.parent, 'Parker');
  // What loads once the page has settled is not the page's own (zod's English messages: decision 0163).
  await page.addInitScript((event) => {
    addEventListener(event, () => ((window as unknown as { siftSettledAt?: number }).siftSettledAt = performance.now()), { once: true });
  }, PAGE_SETTLED_EVENT);
  const requests = recordRequests(page);
  // The bootstrap's code is held until the session has been asked for: asked by the app's code, it never would be.
  let sessionAsked!: () => void;
  const asked = new Promise<void>((resolve) => (sessionAsked = resolve));
  page.on('request', (request) => request.url() === SESSION && sessionAsked());
  await page.route(BOOTSTRAP, async (route) => {
    await asked;
    await route.continue();
  });
  // A member's page the document does not carry (discovery's pages come rendered: decisions 0144, 0159, 0160).
  await page.goto('/services');
  await expect(remoteRoot(page, 'player').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(new Navbar(page).profileMenuButton).toContainText('Parker');
  expect(requests.map((r) => r.url()).filter((url) => url === SESSION)).toHaveLength(1);

  // Every file of the shell that the page loaded before it settled but its entry came from the document's preloads
  // (start-files.json), none from a script the app added once it had run.
  const shellScripts = await page.evaluate((site) => {
    const settledAt = (window as unknown as { siftSettledAt?: number }).siftSettledAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < settledAt)
      .filter((entry) => entry.name.startsWith(`${site}/`) && entry.name.endsWith('.js') && !/\/main\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => ({ url: entry.name, by: (entry as PerformanceResourceTiming).initiatorType }));
  }, new URL(SITE_URL).origin);
  expect(shellScripts.find((script) => BOOTSTRAP.test(script.url))?.by).toBe('link');
  expect(shellScripts.filter((script) => script.by !== 'link')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a token revoked since the last visit ends the session: the early answer is the 401 it always was', async ({ page }) => {
  const { token } = await signInWithProfile(page, DEMO.parent, 'Parker');
  const logout = await page.request.post(`${API_URL}auth/logout/`, { headers: { authorization: `Token ${token}` } });
  expect(logout.status()).toBe(204);
  const requests = recordRequests(page);
  await page.goto('/watchlist');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests.filter((r) => r.url() === SESSION)).toHaveLength(1);
  expect((await page.context().cookies()).find((c) => c.name === 'sift_token')).toBeUndefined();
});
