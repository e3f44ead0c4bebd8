/**
 * The landing promo banner (issue 9; spec 000 §2.9) shows until 2025-05-31 07:00 UTC when no promo is active, by the
 * server's clock (docs/decisions/0030), which this spec moves; so it runs alone (the `releases` project).
 */
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';
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
