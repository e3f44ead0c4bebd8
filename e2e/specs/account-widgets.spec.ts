import { STORAGE_KEYS } from '@sift/contracts';
import { newSubscriberByApi } from '../core/account';
import { expect, signInByApi, test } from '../core/fixtures';
import { DEMO } from '../core/site';

const HOUR = 3600 * 1000;

test('the billing takeover shows the past-due demo member at most once in 3 hours', async ({ page }) => {
  await page.clock.install({ time: new Date() });
  await signInByApi(page, DEMO.pastdue);
  await page.goto('/browse');
  const takeover = page.getByRole('dialog', { name: 'Your payment did not go through' });
  await expect(takeover).toBeVisible();
  await expect(takeover).toContainText('reactivation can take 3-5 minutes');
  await takeover.getByRole('button', { name: 'Remind me later' }).click();
  await expect(takeover).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.lastTakeover)).not.toBeNull();

  // Within 3 hours: not again, on any page.
  await page.clock.fastForward(2 * HOUR);
  await page.goto('/browse');
  await page.goto('/watchlist');
  // The takeover's widget mounted, and decided at once: not within 3 hours (the server's rendering of the page shows
  // before the app's: 0159).
  await expect(page.locator('.remote-widget[data-remote="account"][data-widget="billingTakeover"]')).toBeAttached();
  await expect(takeover).toHaveCount(0);

  // 3 hours after it last showed: once more.
  await page.clock.fastForward(1 * HOUR);
  await page.goto('/browse');
  await expect(takeover).toBeVisible();
});

// A renewal that fails, the takeover, the new card paying at once: billing-takeover.serial.spec.ts (it moves the clock).

test('members whose billing is fine never see the takeover', async ({ page }) => {
  await newSubscriberByApi(page, 'nottakeover');
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Subscription plan' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
