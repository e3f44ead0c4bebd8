import { expect, signInByApi, test } from '../core/fixtures';
import { DEMO, SITE_URL } from '../core/site';
import { ProfileChooser } from '../pages/profile-chooser.page';

test.describe('aliases and redirects of spec 000 §2.2-2.3', () => {
  test('signed-in aliases land on their targets', async ({ page }) => {
    await signInByApi(page, DEMO.parent);
    await page.goto('/profiles');
    await new ProfileChooser(page).pick('Parker');
    await page.goto('/tv');
    await expect(page).toHaveURL(/\/devices\/link$/);
    await page.goto('/my-library');
    await expect(page).toHaveURL(/\/watchlist$/);
    await page.goto('/browse/watchlist');
    await expect(page).toHaveURL(/\/watchlist$/);
    await page.goto('/firetv');
    await expect(page).toHaveURL(/\/devices\/link\/firetv$/);
  });

  test('/legal/terms goes to /terms', async ({ page }) => {
    await page.goto('/legal/terms');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('main')).toHaveAttribute('data-route', 'terms');
  });

  test('/gabb goes home with promo code gabb14, kept in local storage', async ({ page }) => {
    await page.goto('/gabb');
    await expect(page).toHaveURL(/\/\?promo_code=gabb14&utm_source=gabb/);
    const storedCode = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('sift_promo_code') ?? 'null')?.code ?? null);
    await expect.poll(storedCode).toBe('gabb14');
  });

  test('an unknown path goes to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(`${SITE_URL}/`);
    await expect(page.getByRole('main')).toHaveAttribute('data-route', 'landing');
  });
});
