/**
 * A member's title pages, watchlist and /discover are rendered per request by the shell's server (issue 19,
 * docs/decisions/0159, 0160): mf-discovery's release publishes its renderer, and the shell's server renders /movie/:slug,
 * /show/:slug, /watchlist and /discover for the member from the page's first answers and the member's session, into
 * the member frame. On a phone
 * the page shows, its largest picture included, before any script runs; the app then takes it over with nothing
 * moved. A visitor never gets it.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { MOVIE_HIDDEN } from '@sift/contracts';
import { expect, test } from '../core/fixtures';
import { newSubscriberByApi } from '../core/account';
import { expectFitsPhone, PHONE } from '../core/phone';
import { API_URL, E2E_REGISTRY_FILE, SITE_URL } from '../core/site';
import { apiGet } from '../pages/discovery';
import { remoteRoot } from '../pages/remote';

test.use(PHONE);

/** A new subscriber signed in with their profile (their own hidden list: no other test changes it). */
async function newMemberWithProfile(page: Page) {
  const member = await newSubscriberByApi(page, 'rendered');
  const profiles = await apiGet<{ results: { id: number }[] }>(page, 'profiles/', member.token);
  const profileId = profiles.results[0].id;
  await page.context().addCookies([{ name: 'sift_profile_id', value: String(profileId), url: SITE_URL }]);
  await page.addInitScript(() => localStorage.setItem('sift_profile_session_until', String(Date.now() + 2 * 3600 * 1000)));
  return { ...member, profileId, headers: { authorization: `Token ${member.token}`, 'x-sift-profile-id': String(profileId) } };
}

/** The backdrop and heading of the page in view, and where they sit. */
async function header(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: 'Harbor Lights' });
  await expect(heading).toBeVisible();
  return { heading: await heading.boundingBox(), backdrop: await page.locator('img.discovery-title__backdrop').boundingBox() };
}

test("a member's title page is in the HTML, rendered for the member's profile, and the app takes it over with nothing moved", async ({ page, consoleErrors }) => {
  const registry = JSON.parse(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')) as { remotes: { discovery: { renderer?: string; version: string } } };
  expect(registry.remotes.discovery.renderer).toMatch(new RegExp(`/${registry.remotes.discovery.version}/renderer/renderer\\.cjs$`));
  const member = await newMemberWithProfile(page);
  const movie = await apiGet<{ id: number }>(page, 'content/v2/works/harbor-lights/', member.token, member.profileId);
  // The profile hid the title: what the member's own answer says is in the page the server renders.
  expect((await page.request.put(`${API_URL}hidden-works/${movie.id}/`, { headers: member.headers })).ok()).toBe(true);

  const response = await page.request.get('/movie/harbor-lights');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  const page$ = html.slice(html.indexOf('id="sift-document"'));
  expect(page$).toContain('data-path="/movie/harbor-lights" data-remote="discovery" data-kind="member"');
  expect(page$).toMatch(/<h1[^>]*>Harbor Lights<\/h1>/);
  expect(page$).toMatch(/<img class="discovery-title__backdrop" src="[^"]+harbor-lights[^"]*"/);
  expect(page$).toContain(MOVIE_HIDDEN);
  expect(page$).not.toContain('Loading the title');

  // No script runs: the page is there all the same, its backdrop loaded, and it fits the phone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/movie/harbor-lights');
  await expect(page.locator('#sift-document').getByText(MOVIE_HIDDEN)).toBeVisible();
  await expect(page.locator('#sift-document img.discovery-title__backdrop')).toHaveJSProperty('complete', true);
  const before = await header(page);
  await expectFitsPhone(page, 'the rendered title page');

  // With its scripts, the app takes the page over: the same page in the same place, which then works as the app's.
  await page.unroute(/\.js(\?|$)/);
  await page.goto('/movie/harbor-lights');
  await expect(page.locator('#sift-document')).toHaveCount(0);
  const discovery = remoteRoot(page, 'discovery');
  await expect(discovery.getByText(MOVIE_HIDDEN)).toBeVisible();
  expect(await header(page)).toEqual(before);
  // The alert goes at once (the list is changed before the API answers): wait for the API's answer, not the screen.
  const shown = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url() === `${API_URL}hidden-works/${movie.id}/`);
  await discovery.getByRole('button', { name: 'Show It Again' }).click();
  await expect(discovery.getByText(MOVIE_HIDDEN)).toHaveCount(0);
  expect((await shown).ok()).toBe(true);
  // Shown again: the next document is rendered from the new answer.
  expect(await (await page.request.get('/movie/harbor-lights')).text()).not.toContain(MOVIE_HIDDEN);
  expect(consoleErrors).toEqual([]);
});

test("a member's show page is rendered too; a visitor's title page never is", async ({ page }) => {
  const visitor = await (await page.request.get('/movie/harbor-lights')).text();
  expect(visitor).not.toContain('discovery-title__backdrop');
  const member = await newMemberWithProfile(page);
  const [show] = (await apiGet<{ results: { slug: string; title: string }[] }>(page, 'content/v2/works/?type=show&limit=1', member.token, member.profileId)).results;
  // No script runs: the show's page is there.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`/show/${show.slug}`);
  await expect(page.locator('#sift-document').getByRole('heading', { level: 1, name: show.title })).toBeVisible();
});

test("a member's watchlist is in the HTML with the profile's own titles, and the app takes it over with nothing moved", async ({ page, consoleErrors }) => {
  const member = await newMemberWithProfile(page);
  const [movie] = (await apiGet<{ results: { id: number; title: string }[] }>(page, 'content/v2/works/?type=movie&limit=1&offset=5', member.token, member.profileId)).results;
  expect((await page.request.post(`${API_URL}watchlist-items/`, { headers: member.headers, data: { work_id: movie.id } })).status()).toBe(201);
  const list = (root: ReturnType<Page['locator']>) => root.getByRole('list', { name: 'My Watchlist' }).getByRole('listitem');

  // No script runs: the profile's watchlist is there, and it fits the phone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/watchlist');
  const rendered = list(page.locator('#sift-document'));
  await expect(rendered).toHaveCount(1);
  await expect(rendered.first()).toContainText(movie.title);
  await expect(rendered.first().locator('img')).toHaveJSProperty('complete', true);
  const before = await rendered.first().boundingBox();
  await expectFitsPhone(page, 'the rendered watchlist');

  // With its scripts, the app takes the page over: the same poster in the same place.
  await page.unroute(/\.js(\?|$)/);
  await page.goto('/watchlist');
  await expect(page.locator('#sift-document')).toHaveCount(0);
  const app = list(remoteRoot(page, 'discovery'));
  await expect(app).toHaveCount(1);
  await expect(app.first()).toContainText(movie.title);
  expect(await app.first().boundingBox()).toEqual(before);
  expect(consoleErrors).toEqual([]);
});

test("a member's /discover is in the HTML without the profile's hidden works, laid out for the phone, and the app takes it over with nothing moved", async ({ page, consoleErrors }) => {
  const member = await newMemberWithProfile(page);
  const [first, second] = (await apiGet<{ results: { id: number; title: string }[] }>(page, 'content/v2/works/?limit=2&offset=0&view=poster', member.token, member.profileId)).results;
  // The profile hid the first work of the grid: the page rendered for it starts with the second.
  expect((await page.request.put(`${API_URL}hidden-works/${first.id}/`, { headers: member.headers })).ok()).toBe(true);
  const posters = (root: ReturnType<Page['locator']>) => root.getByRole('list', { name: 'Titles' }).getByRole('listitem');

  // No script runs: the grid's first posters are there, in the phone's columns, the first of them loaded.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/discover');
  const rendered = posters(page.locator('#sift-document'));
  await expect(rendered).toHaveCount(24);
  await expect(rendered.first().getByRole('img', { name: second.title })).toHaveJSProperty('complete', true);
  await expect(page.locator('#sift-document').getByRole('img', { name: first.title })).toHaveCount(0);
  await expect(page.locator('#sift-document').getByRole('button', { name: 'Filters' })).toBeVisible();
  await expect(page.locator('#sift-document').getByLabel('Sort by')).toBeHidden();
  const boxes = async (list: ReturnType<Page['locator']>) => Promise.all([0, 1, 2, 3].map((i) => list.nth(i).boundingBox()));
  const before = await boxes(rendered);
  expect(new Set(before.map((box) => box!.y)).size).toBe(2); // three columns: the fourth poster starts the second row
  await expectFitsPhone(page, 'the rendered discover page');

  // With its scripts, the app takes the page over: the same posters in the same places (to the layout's rounding),
  // and nothing moved on the way (the app's grid, laid out behind the page, is measured once it shows).
  await page.unroute(/\.js(\?|$)/);
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/discover');
  await expect(page.locator('#sift-document')).toHaveCount(0);
  const grid = remoteRoot(page, 'discovery').getByRole('list', { name: 'Titles' });
  await expect(grid).toHaveAttribute('data-columns', '3');
  const app = posters(remoteRoot(page, 'discovery'));
  await expect(app.first().getByRole('img', { name: second.title })).toBeVisible();
  const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  expect(shifted).toBeLessThan(0.005);
  const after = await boxes(app);
  after.forEach((box, i) => {
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![side] - before[i]![side])).toBeLessThan(0.5);
  });

  // A query of its own is the app's to render: that document carries no grid.
  expect(await (await page.request.get('/discover?type=movie')).text()).not.toContain('ui-virtual-grid--before-measure');
  expect(consoleErrors).toEqual([]);
});
