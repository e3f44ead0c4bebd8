import { expect, test } from '../core/fixtures';
import { Navbar } from '../pages/navbar';
import { remoteRoot } from '../pages/remote';
import { REMOTE_ORIGINS } from '../core/site';

test('a visitor at / sees the landing page served by mf-marketing and the visitor navbar', async ({ page, consoleErrors }) => {
  const marketingRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE_ORIGINS.marketing)) marketingRequests.push(request.url());
  });
  await page.goto('/');
  await page.keyboard.press('Shift'); // the visitor reaches for the pre-rendered page: the app starts (decision 0060)
  await expect(remoteRoot(page, 'marketing')).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('data-route', 'landing');
  const navbar = new Navbar(page);
  await expect(navbar.root).toHaveAttribute('data-variant', 'visitor');
  await expect(navbar.root.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(navbar.root.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(marketingRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(consoleErrors).toEqual([]);
});
