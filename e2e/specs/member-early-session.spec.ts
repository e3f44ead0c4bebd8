/**
 * A member's session is asked for by the document's first script (issue 19, docs/decisions/0152): the shell's entry
 * starts `users/current/` before the app's code has downloaded, and the session resumes with that answer. Once per
 * page, never twice; a revoked token ends the session as it always did.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../core/fixtures';
import { signInWithProfile } from '../pages/discovery';
import { Navbar } from '../pages/navbar';
import { API_URL, DEMO } from '../core/site';
import { remoteRoot } from '../pages/remote';

const SESSION = `${API_URL}users/current/`;

/** Every request the page makes from now on, in the order it makes them. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test("a member's page asks for the session once, before the app's code, and shows the member's own page", async ({ page, consoleErrors }) => {
  await signInWithProfile(page, DEMO.parent, 'Parker');
  const requests = recordRequests(page);
  await page.goto('/watchlist');
  await expect(remoteRoot(page, 'discovery').getByRole('list', { name: 'My Watchlist' }).getByRole('listitem').first()).toBeVisible();
  await expect(new Navbar(page).profileMenuButton).toContainText('Parker');

  const urls = requests.map((r) => r.url());
  expect(urls.filter((url) => url === SESSION)).toHaveLength(1);
  const bootstrap = urls.findIndex((url) => /\/bootstrap\.[0-9a-f]+\.js$/.test(url));
  expect(bootstrap, "the shell's bootstrap chunk was asked for").toBeGreaterThan(-1);
  expect(urls.indexOf(SESSION), "the session's request comes before the app's code").toBeLessThan(bootstrap);
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
