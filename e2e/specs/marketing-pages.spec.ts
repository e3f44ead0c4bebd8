/**
 * The other public pages of mf-marketing (issue 9; spec 000 §2.1, §2.4): the promo pages and their codes, a code
 * that is not valid, the free-movie and collections pages, the info pages; every page's title and description, and
 * axe on every one of them.
 */
import { promoCodeDropped, STORAGE_KEYS } from '@sift/contracts';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { MarketingPage } from '../pages/marketing.page';

interface RouteDef {
  name: string;
  path: string;
  title: string;
  description?: string;
}

const PUBLIC_PAGES = [
  '/',
  '/free-movies',
  '/first-episode-free',
  '/movieguide',
  '/affiliate-signup',
  '/getstarted',
  '/google',
  '/about',
  '/terms',
  '/privacy',
  '/california-privacy',
  '/jobs',
];

test('/movieguide shows the promo\'s deal message and its discount, and hides the tier-0 plan', async ({ page }) => {
  const movieguide = new MarketingPage(page);
  // Pre-rendered with the promo already: the deal is in the HTML the server sends.
  const html = await (await page.request.get('/movieguide', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Movieguide® readers get 14 days free');
  await movieguide.open('/movieguide');
  await movieguide.fresh();
  const pricing = movieguide.section('Plans and pricing');
  await expect(pricing.getByRole('status')).toContainText('Movieguide® readers get 14 days free');
  await expect(movieguide.plans.getByRole('heading')).toHaveText(['Monthly', 'Annual']);
  await expect(movieguide.plans.filter({ hasText: 'Monthly' })).toContainText('20% off with code movieguide');
  await expect(movieguide.section('Introduction').getByRole('status')).toContainText('Movieguide® readers get 14 days free');
  // No landing banner while a promo is active.
  await expect(movieguide.banner).toHaveCount(0);
  // The shell keeps the code for the sign-up (000 §4.6).
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').code, STORAGE_KEYS.promoCode)).toBe('movieguide');
});

test('/affiliate-signup applies the VIP pass code', async ({ page }) => {
  const affiliate = new MarketingPage(page);
  await affiliate.open('/affiliate-signup');
  await affiliate.fresh();
  await expect(affiliate.section('Plans and pricing').getByRole('status')).toContainText('VIP pass: 30 days free');
  await expect(affiliate.plans.getByRole('heading')).toHaveText(['Monthly', 'Annual']);
});

test('a promo code by redirect is checked: /cj applies free14', async ({ page }) => {
  const landing = new MarketingPage(page);
  await page.goto('/cj');
  await expect(page).toHaveURL(/\/\?promo_code=free14$/);
  await landing.tookOver();
  await landing.fresh();
  await expect(landing.section('Plans and pricing').getByRole('status')).toContainText('Try Sift free for 14 days');
  await expect(landing.plans.getByRole('heading', { name: 'First Episode Free' })).toHaveCount(0);
});

test('an unknown or expired promo code is dropped with a notice, never kept', async ({ page }) => {
  const landing = new MarketingPage(page);
  for (const code of ['nosuchcode', 'spring25']) {
    await landing.open(`/?promo_code=${code}`);
    await landing.fresh();
    await expect(page.getByText(promoCodeDropped(code), { exact: true })).toBeVisible();
    await expect(landing.plans.getByRole('heading', { name: 'First Episode Free' })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.promoCode)).toBeNull();
  }
});

test('/free-movies has its own hero with Try Filters Free, and free movies', async ({ page }) => {
  const freeMovies = new MarketingPage(page);
  await freeMovies.open('/free-movies');
  await expect(freeMovies.section('Introduction').getByRole('link', { name: 'Try Filters Free' })).toHaveAttribute('href', '/wizard/v2/services');
  await expect(freeMovies.section('Free to watch, filtered').locator('img').first()).toBeVisible();
});

test('/first-episode-free shows popular shows per streaming service, 8 each', async ({ page }) => {
  const fef = new MarketingPage(page);
  await fef.open('/first-episode-free');
  const rows = fef.app.locator('.mk-collections__row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByRole('listitem')).toHaveCount(8);
  await expect(fef.app.getByRole('region', { name: 'Popular on Prime Video' })).toBeVisible();
});

test('/jobs lists two openings, the benefits and the address to apply to', async ({ page }) => {
  const jobs = new MarketingPage(page);
  await jobs.open('/jobs');
  await expect(jobs.app.getByRole('heading', { level: 3 })).toHaveText(['Senior Frontend Engineer', 'Content Tagging Lead']);
  await expect(jobs.app.getByRole('heading', { name: 'Benefits' })).toBeVisible();
  await expect(jobs.app.getByRole('link', { name: 'jobs@sift.example' })).toHaveAttribute('href', 'mailto:jobs@sift.example');
});

test('every public page has its own title and description, and axe finds nothing serious', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const registry = (await (await page.request.get('/registry.json')).json()) as { remotes: { marketing: { routes: RouteDef[] } } };
  const titles = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const def = registry.remotes.marketing.routes.find((r) => r.path === path)!;
    const marketing = new MarketingPage(page);
    await marketing.open(path);
    await expect(page).toHaveTitle(`${def.title} | Sift`);
    expect(def.description, path).toBeTruthy();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', def.description!);
    titles.add(def.title);
    await expectNoSeriousAxeViolations(page);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('/ and /terms read on a phone, and axe finds nothing serious', async ({ page }) => {
    for (const path of ['/', '/terms']) {
      const marketing = new MarketingPage(page);
      await marketing.open(path);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousAxeViolations(page);
    }
  });
});
