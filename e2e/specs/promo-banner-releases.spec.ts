/**
 * The landing promo banner (issue 9; spec 000 §2.9) shows until 2025-05-31 07:00 UTC when no promo is active, by the
 * server's clock (docs/decisions/0030), which this spec moves; so it runs alone (the `releases` project).
 */
import fs from 'node:fs';
import { expect, test } from '../core/fixtures';
import { RELEASE_TEST_TIMEOUT_MS, runReleaseScript } from '../core/releases';
import { API_URL, E2E_REGISTRY_FILE } from '../core/site';
import { MarketingPage } from '../pages/marketing.page';

async function setServerClock(request: import('@playwright/test').APIRequestContext, now: string | null) {
  const response = now === null ? await request.delete(`${API_URL}dev/clock/`) : await request.put(`${API_URL}dev/clock/`, { data: { now } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test('the promo banner shows before 2025-05-31 07:00 UTC and not after, and never with a promo', async ({ page, request }) => {
  const landing = new MarketingPage(page);

  await setServerClock(request, '2025-05-31T06:59:00Z');
  await landing.open('/');
  await landing.fresh();
  await expect(landing.banner).toBeVisible();
  await expect(landing.banner).toContainText('your first 14 days of Sift are free');

  await landing.open('/movieguide');
  await landing.fresh();
  await expect(landing.banner).toHaveCount(0);

  await setServerClock(request, '2025-05-31T07:00:00Z');
  await landing.open('/');
  await landing.fresh();
  await expect(landing.banner).toHaveCount(0);
});

test('a seasonal code is valid in its season and dropped after it', async ({ page, request }) => {
  const landing = new MarketingPage(page);
  await setServerClock(request, '2025-05-30T12:00:00Z');
  await landing.open('/?promo_code=spring25');
  await landing.fresh();
  await expect(landing.section('Plans and pricing').getByRole('status')).toContainText('Spring 2025: your first 14 days are free');
  await expect(landing.plans.getByRole('heading', { name: 'First Episode Free' })).toHaveCount(0);
});

test('a landing page pre-rendered before the deadline is served without the banner from 07:00 UTC on, with no app', async ({ browser, request }) => {
  test.setTimeout(RELEASE_TEST_TIMEOUT_MS);
  const marketingVersion = () => JSON.parse(fs.readFileSync(E2E_REGISTRY_FILE, 'utf8')).remotes.marketing.version as string;
  const before = marketingVersion();
  // Released while the banner still shows: the pre-rendered page carries it, with its deadline. Hours before it: the
  // server's clock runs on from the time set, and under load a release takes minutes (one set at 06:58 pre-rendered
  // after 07:00). This test is about the pre-rendered page, not the release's verification in Chromium
  // (releases.spec verifies a marketing release in Chromium): the release makes only the checks
  // that need no browser.
  await setServerClock(request, '2025-05-31T00:00:00Z');
  const released = runReleaseScript('release', ['marketing', '--skip-browser-check']);
  expect(released.status, released.output).toBe(0);
  expect(marketingVersion()).not.toBe(before);
  // A visitor without scripts: only the server's document, never the app.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const banner = page.locator('#sift-document').getByRole('complementary', { name: 'Offer' });
    await setServerClock(request, '2025-05-31T06:59:00Z');
    await page.goto('/');
    await expect(banner).toContainText('your first 14 days of Sift are free');

    await setServerClock(request, '2025-05-31T07:00:00Z');
    await page.goto('/');
    await expect(page.locator('#sift-document').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    await context.close();
    const rolledBack = runReleaseScript('rollback', ['marketing']);
    expect(rolledBack.status, rolledBack.output).toBe(0);
  }
});
