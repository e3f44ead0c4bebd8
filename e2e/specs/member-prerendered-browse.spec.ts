/**
 * A member's /browse paints from the HTML (issue 19, docs/decisions/0144): mf-discovery pre-renders it at release
 * with its public hero, the rest as it looks while the member's own data loads, and the shell's server places it in
 * the member frame for signed-in requests only. On a phone the hero shows before any script has run; the app then
 * takes the page over with nothing moving, and the rows load as before.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../core/fixtures';
import { signInWithProfile } from '../pages/discovery';
import { expectFitsPhone, PHONE } from '../core/phone';
import { API_URL, DEMO } from '../core/site';
import { remoteRoot } from '../pages/remote';

test.use(PHONE);

/** The first slide's title and where it sits. */
async function firstHero(page: Page) {
  const title = page.locator('.discovery-hero__title').first();
  await expect(title).toBeVisible();
  return { text: await title.textContent(), box: await title.boundingBox() };
}

test("a member's /browse shows the live hero from the HTML, and the app takes it over with nothing moved", async ({ page, consoleErrors }) => {
  await signInWithProfile(page, DEMO.parent, 'Parker');
  const hero = (await (await page.request.get(`${API_URL}hero/`)).json()) as { results?: { title: string }[] } | { title: string }[];
  const heroTitles = (Array.isArray(hero) ? hero : hero.results!).map((item) => item.title);

  // The document itself: the member frame with the page, the hero's titles in it, nothing of the member's own.
  const html = await (await page.request.get('/browse')).text();
  expect(html).toContain('data-path="/browse" data-remote="discovery" data-kind="member"');
  for (const title of heroTitles) expect(html).toContain(`<h2 class="discovery-hero__title">${title}</h2>`);
  expect(html).toContain('ui-skeleton');
  expect(html).not.toContain('class="ui-poster-card');

  // No script runs: the hero is there all the same, and the page fits the phone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/browse');
  const before = await firstHero(page);
  expect(before.text).toBe(heroTitles[0]);
  await expect(page.locator('#sift-document .discovery-hero__image').first()).toHaveJSProperty('complete', true);
  await expectFitsPhone(page, 'the pre-rendered /browse');

  // With its scripts, the app takes the page over: the same hero in the same place, then the member's rows.
  await page.unroute(/\.js(\?|$)/);
  await page.goto('/browse');
  await expect(page.locator('#sift-document')).toHaveCount(0);
  const discovery = remoteRoot(page, 'discovery');
  await expect(discovery.locator('.ui-poster-row').first()).toBeVisible();
  const after = await firstHero(page);
  expect(after.text).toBe(before.text);
  expect(after.box).toEqual(before.box);
  expect(consoleErrors).toEqual([]);
});

test('a visitor at /browse gets no member page', async ({ page }) => {
  const html = await (await page.request.get('/browse')).text();
  expect(html).not.toContain('id="sift-document"');
  expect(html).not.toContain('discovery-hero__title');
});
