import { UPGRADE_TO_ANNUAL } from '@sift/contracts';
import { newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';

// TODO(issue 9): the banner reads the server's clock (GET time/); once the settable server clock is on main this spec
// moves it with PUT /dev/clock/ and runs serially. Until then the site falls back to the device's clock, set here.
test('the annual banner shows on /browse only inside its window, at most once an hour per session', async ({ page }) => {
  await newSubscriberByApi(page, 'banner');
  await page.clock.install({ time: new Date('2025-01-15T12:00:00Z') });
  await page.goto('/browse');
  const banner = page.getByRole('complementary', { name: 'Annual plan offer' });
  await expect(banner).toBeVisible();
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Within the hour: not again this session.
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.clock.fastForward('01:00:00');
  await page.goto('/browse');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: UPGRADE_TO_ANNUAL }).click();
  await expect(page).toHaveURL(/\/account\?show_annual=1$/);
});

test('outside its window the banner never shows', async ({ page }) => {
  await newSubscriberByApi(page, 'nobanner');
  await page.clock.install({ time: new Date('2025-07-06T00:00:00Z') });
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Annual plan offer' })).toHaveCount(0);
});
