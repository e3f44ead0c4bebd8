import { expect, signInByApi, test } from '../core/fixtures';
import type { Request } from '@playwright/test';
import { API_URL, DEMO } from '../core/site';
import { Navbar } from '../pages/navbar';
import { ProfileChooser } from '../pages/profile-chooser.page';
import { remoteRoot } from '../pages/remote';

test('links, Back and Forward move between remotes as one site, with a page view for each', async ({ page }) => {
  // What the app tracked (its window event), and the page views the stats service accepted (204 answers; the app
  // sends what it tracked in batches when the browser is idle).
  const pageViews: string[] = [];
  let recorded = 0;
  await page.exposeFunction('recordPageView', (path: string) => pageViews.push(path));
  await page.addInitScript(() => {
    window.addEventListener('sift:analytics', (event) => {
      const detail = (event as CustomEvent<{ event: string; extras: { path: string } }>).detail;
      if (detail.event === 'page_view') (window as unknown as { recordPageView(p: string): void }).recordPageView(detail.extras.path);
    });
  });
  // The page views in each request, read as it leaves the browser, counted once the service accepted them.
  const sent = new Map<Request, number>();
  const zones: unknown[] = [];
  await page.route(`${API_URL}stats/`, async (route) => {
    const body = route.request().postDataJSON() as { events: { event: string }[]; browser?: { time_zone?: unknown } } | null;
    sent.set(route.request(), body?.events.filter((event) => event.event === 'page_view').length ?? 0);
    zones.push(body?.browser?.time_zone);
    await route.continue();
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.status() === 204) recorded += sent.get(response.request()) ?? 0;
  });
  await signInByApi(page, DEMO.parent);
  await page.goto('/browse');
  await new ProfileChooser(page).pick('Parker');
  await expect(page).toHaveURL(/\/browse$/);
  await expect(remoteRoot(page, 'discovery')).toBeVisible();

  await new Navbar(page).go('Account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(remoteRoot(page, 'account')).toBeVisible();
  await expect(remoteRoot(page, 'discovery')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(remoteRoot(page, 'discovery')).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/\/account$/);
  await expect(remoteRoot(page, 'account')).toBeVisible();
  await expect.poll(() => pageViews).toEqual(['/profiles', '/browse', '/account', '/browse', '/account']);
  await expect.poll(() => recorded).toBe(pageViews.length);
  // Each request names the browser's time zone (read on a worker's thread: stats.resource.ts prepareTimeZone).
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(new Set(zones)).toEqual(new Set([zone]));
});

test('a profile without account access is kept out of the account screens but not default filters', async ({ page }) => {
  await signInByApi(page, DEMO.parent);
  await page.goto('/profiles');
  await new ProfileChooser(page).pick('Sam');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/browse$/);
  await new Navbar(page).openMenu();
  await expect(new Navbar(page).root.getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
  await page.goto('/default-filters');
  await expect(page).toHaveURL(/\/default-filters$/);
  await expect(remoteRoot(page, 'player')).toBeVisible();
});
