/** 001 §2 /discover: the normalised query, filters in the URL and the infinite grid (issue 11, item 2). */
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';
import { apiGet, signUpByApi } from '../pages/discovery';

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

test("a work the profile hid never shows in the grid, not even while the page loads (001 §4)", async ({ page }) => {
  const { token } = await signUpByApi(page);
  type Poster = { id: number; slug: string; type: string };
  const [hidden, next] = (await apiGet<{ results: Poster[] }>(page, 'content/v2/works/?limit=100&offset=0&view=poster', token)).results;
  expect((await page.request.put(`${API_URL}hidden-works/${hidden.id}/`, { headers: { authorization: `Token ${token}` } })).ok()).toBeTruthy();
  const link = (work: Poster) => `a[href="/${work.type}/${work.slug}"]`;
  // Watches the document from its first byte: the first answers come with it, the grid must wait for the hidden list.
  await page.addInitScript((selector) => {
    const seen = { at: null as number | null };
    (window as unknown as { hiddenSeen: typeof seen }).hiddenSeen = seen;
    new MutationObserver(() => {
      if (seen.at === null && document.querySelector(selector)) seen.at = performance.now();
    }).observe(document, { subtree: true, childList: true });
  }, link(hidden));
  // The hidden list's own request, if the page makes one, answers as late as on a slow phone: the grid must not show
  // the works (which come with the document) before it.
  await page.route('**/hidden-works/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/discover');
  await expect(page.getByRole('list', { name: 'Titles' }).locator(link(next)).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hiddenSeen: { at: number | null } }).hiddenSeen.at)).toBeNull();
});
