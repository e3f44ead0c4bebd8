/**
 * The annual promo banner (issue 14; spec 002 §4, §9): on /browse only, at most once an hour per session, only between
 * 25 Nov 2024 and 6 Jul 2025 UTC by the server's clock (docs/decisions/0030), which this spec moves: so it runs alone
 * (the `releases` project).
 */
import { UPGRADE_TO_ANNUAL } from '@sift/contracts';
import { newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';

/** Opens /browse and waits until the site has read the server's time, so the banner has decided. */
async function openBrowse(page: import('@playwright/test').Page) {
  const timeRead = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/time/'));
  await page.goto('/browse');
  await timeRead;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function setServerClock(request: import('@playwright/test').APIRequestContext, now: string | null) {
  const response = now === null ? await request.delete(`${API_URL}dev/clock/`) : await request.put(`${API_URL}dev/clock/`, { data: { now } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test('the annual banner shows on /browse only inside its window, at most once an hour per session', async ({ page, request }) => {
  await setServerClock(request, '2025-01-15T12:00:00Z');
  await newSubscriberByApi(page, 'banner');
  await page.goto('/browse');
  const banner = page.getByRole('complementary', { name: 'Annual plan offer' });
  await expect(banner).toBeVisible();
  await page.goto('/watchlist');
  // The app's page with the banner's widget mounted (the server's rendering of the page shows before either: 0159).
  await expect(page.locator('.remote-widget[data-remote="account"][data-widget="annualBanner"]')).toBeAttached();
  await expect(banner).toHaveCount(0);

  // Within the hour: not again this session.
  await setServerClock(request, '2025-01-15T12:59:00Z');
  await openBrowse(page);
  await expect(banner).toHaveCount(0);

  // An hour later: once more; it leads to the account's annual preview.
  await setServerClock(request, '2025-01-15T13:00:30Z');
  await page.goto('/browse');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: UPGRADE_TO_ANNUAL }).click();
  await expect(page).toHaveURL(/\/account\?show_annual=1$/);
});

test('outside its window the banner never shows', async ({ page, request }) => {
  const banner = page.getByRole('complementary', { name: 'Annual plan offer' });
  // A minute before the window: not yet; the first instant of it: shown.
  await setServerClock(request, '2024-11-24T23:59:00Z');
  await newSubscriberByApi(page, 'nobanner');
  await openBrowse(page);
  await expect(banner).toHaveCount(0);
  await setServerClock(request, '2024-11-25T00:00:00Z');
  await page.goto('/browse');
  await expect(banner).toBeVisible();
  // From 6 Jul 2025 on: never (a member who joined then; months later a session would have expired).
  await setServerClock(request, '2025-07-06T00:00:00Z');
  await newSubscriberByApi(page, 'latebanner');
  await openBrowse(page);
  await expect(banner).toHaveCount(0);
});
