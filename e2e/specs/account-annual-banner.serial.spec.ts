/**
 * The annual promo banner (issue 14; spec 002 §4, §9): on /browse only, at most once an hour per session, only between
 * 25 Nov 2024 and 6 Jul 2025 UTC by the server's clock (docs/decisions/0030), which this spec moves: so it runs alone
 * (the `releases` project).
 */
import { UPGRADE_TO_ANNUAL } from '@sift/contracts';
import { newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';

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
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Within the hour: not again this session.
  await setServerClock(request, '2025-01-15T12:59:00Z');
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // An hour later: once more; it leads to the account's annual preview.
  await setServerClock(request, '2025-01-15T13:00:30Z');
  await page.goto('/browse');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: UPGRADE_TO_ANNUAL }).click();
  await expect(page).toHaveURL(/\/account\?show_annual=1$/);
});

test('outside its window the banner never shows', async ({ page, request }) => {
  await setServerClock(request, '2024-11-24T23:59:00Z');
  await newSubscriberByApi(page, 'nobanner');
  for (const now of ['2024-11-24T23:59:00Z', '2025-07-06T00:00:00Z']) {
    await setServerClock(request, now);
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Annual plan offer' })).toHaveCount(0);
  }
  // The first instant of the window: it shows.
  await setServerClock(request, '2024-11-25T00:00:00Z');
  await page.goto('/browse');
  await expect(page.getByRole('complementary', { name: 'Annual plan offer' })).toBeVisible();
});
