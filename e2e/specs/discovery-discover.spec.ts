/** 001 §2 /discover: the normalised query, filters in the URL and the infinite grid (issue 11, item 2). */
import { expect, test } from '../core/fixtures';

test('unnormalised parameters redirect to the normalised query', async ({ page }) => {
  await page.goto('/discover?catalogs=abc,12&order_by=nonsense');
  await expect(page).toHaveURL(/\/discover\?order_by=popular&catalogs=12$/);
  await expect(page.getByRole('list', { name: 'Titles' }).getByRole('listitem').first()).toBeVisible();
});

test('filters update the URL, and scrolling loads more until an empty batch comes back', async ({ page, consoleErrors }) => {
  const batches: { query: string; offset: number; results: number }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/content/v2/works/') || response.request().method() !== 'GET' || response.status() !== 200) return;
    const body = (await response.json()) as { results: unknown[] };
    const offset = Number(url.searchParams.get('offset') ?? 0);
    url.searchParams.delete('offset');
    batches.push({ query: url.searchParams.toString(), offset, results: body.results.length });
  });
  await page.goto('/browse');
  await page.goto('/discover');
  await page.getByLabel('Type').selectOption('movie');
  await expect(page).toHaveURL(/\/discover\?type=movie$/);
  await page.getByLabel('Category').selectOption('western');
  await expect(page).toHaveURL(/\/discover\?type=movie&category=western$/);
  await page.locator('summary', { hasText: 'Ratings' }).click();
  await page.getByRole('checkbox', { name: 'PG-13' }).check();
  await expect(page).toHaveURL(/\/discover\?type=movie&category=western&maturities=3$/);
  const grid = page.getByRole('list', { name: 'Titles' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const total = Number(await grid.getByRole('listitem').first().getAttribute('aria-setsize'));

  // Scroll to the end until an empty batch says there is no more.
  const filtered = () => batches.filter((b) => b.query.includes('maturities=3'));
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    expect(filtered().some((b) => b.results === 0)).toBe(true);
  }).toPass({ timeout: 30_000 });
  const setSize = Number(await grid.getByRole('listitem').last().getAttribute('aria-setsize'));
  expect(setSize).toBeGreaterThanOrEqual(total);
  expect(setSize).toBe(filtered().reduce((sum, b) => sum + b.results, 0));
  expect(filtered().length).toBeGreaterThan(1);
  // On a desktop the filters replaced the entry: Back leaves discover.
  await page.goBack();
  await expect(page).toHaveURL(/\/browse$/);
  expect(consoleErrors).toEqual([]);
});

test("a filter that matches nothing says so and offers the reset", async ({ page }) => {
  await page.goto('/discover?category=western&maturities=5&type=show');
  await expect(page.getByText('No results found. Reset filters to see all.')).toBeVisible();
  await page.locator('.discovery-empty').getByRole('link', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});
