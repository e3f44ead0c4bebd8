/** 001 §2 browse: rows, the 'See Content From...' overlay and where the choice is kept (issue 11, item 1). */
import { expect, test } from '../core/fixtures';
import { apiGet, signUpByApi } from '../pages/discovery';

test.describe('a first visit', () => {
  test.use({ browseIntroSeen: false });

test('a visitor browses rows, picks two services in the overlay, and the choice survives a reload', async ({ page, consoleErrors }) => {
  await page.goto('/browse');
  // First visit: the intro modal, remembered once closed.
  const intro = page.getByRole('dialog', { name: 'See what you can watch' });
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Not Now' }).click();
  await expect(intro).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('browseFiltersIntroModalSeen'))).toBe('true');

  // Rows: the first three, then more on scrolling.
  const rows = page.locator('main section.ui-poster-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByRole('link', { name: /^See All/ })).toHaveAttribute('href', /\/discover\?category=/);
  const first = await rows.count();
  expect(first).toBeLessThanOrEqual(3);
  await page.locator('.discovery-rows__sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => rows.count()).toBeGreaterThan(first);
  // No thumbs, watchlist or hide for visitors.
  await expect(page.locator('[data-action="watchlist"], [data-action="hide"]')).toHaveCount(0);

  await page.getByRole('button', { name: /See Content From/ }).click();
  const overlay = page.getByRole('dialog', { name: 'See Content From...' });
  await overlay.getByRole('button', { name: 'Netflix', exact: true }).click();
  await overlay.getByRole('button', { name: 'Prime Video', exact: true }).click();
  await expect(overlay.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'false');
  await overlay.getByRole('button', { name: 'Done' }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('button', { name: /See Content From/ })).toContainText('2 chosen');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('logged_out_selected_catalogs')))!).sort()).toEqual([1, 3]);

  await page.reload();
  await expect(page.getByRole('button', { name: /See Content From/ })).toContainText('2 chosen');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The chips and the rows follow the choice: a catalog row for each chosen service.
  await expect(page.getByRole('link', { name: 'Netflix', exact: true })).toHaveAttribute('href', '/discover?catalogs=1');
  await page.locator('.discovery-rows__sentinel').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Shows on Netflix' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
});

test("a member's service choice is saved on the profile when the overlay closes; every catalog is all (-1)", async ({ page }) => {
  const { token } = await signUpByApi(page);
  await page.goto('/browse');
  const [profile] = (await apiGet<{ results: { id: number; selected_catalogs: number[] }[] }>(page, 'profiles/', token)).results;

  await page.getByRole('button', { name: /See Content From/ }).click();
  const overlay = page.getByRole('dialog', { name: 'See Content From...' });
  await overlay.getByRole('button', { name: 'Netflix', exact: true }).click();
  await overlay.getByRole('button', { name: 'Peacock', exact: true }).click();
  // Closing by Escape saves too.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect.poll(async () => (await apiGet<{ selected_catalogs: number[] }>(page, `profiles/${profile.id}/`, token)).selected_catalogs.sort()).toEqual([1, 15]);
  await page.reload();
  await expect(page.getByRole('button', { name: /See Content From/ })).toContainText('2 chosen');

  // Choosing every catalog collapses to all.
  await page.getByRole('button', { name: /See Content From/ }).click();
  // The overlay shows the saved choice before its buttons are read (read earlier, the two chosen would be clicked off).
  await expect(overlay.getByRole('button', { name: 'Peacock', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(overlay.getByRole('button', { name: 'Netflix', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const catalogs = overlay.locator('.discovery-catalog-group button');
  const pressed = await catalogs.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed') === 'true'));
  for (const [i, on] of pressed.entries()) if (!on) await catalogs.nth(i).click();
  await expect(overlay.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');
  await overlay.getByRole('button', { name: 'Done' }).click();
  await expect.poll(async () => (await apiGet<{ selected_catalogs: number[] }>(page, `profiles/${profile.id}/`, token)).selected_catalogs).toEqual([-1]);
});
