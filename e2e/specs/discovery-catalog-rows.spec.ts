/**
 * 001 §2 browse and discover, issue 22: a catalog row holds what its name says and its see-more card goes to
 * /discover?type=show&catalogs={id} (docs/decisions/0100); discover's Category filter offers the category list
 * (GET categories).
 */
import { SEE_MORE_CARD_MIN_WORKS } from '@sift/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../core/fixtures';
import { apiGet } from '../pages/discovery';

interface Row {
  name: string;
  slug: string;
  catalog_id?: number | null;
  works: { type: string; slug: string }[];
}

/** Scrolls /browse until the row named `name` is there (rows come 3 at a time as the end of the list comes near). */
async function rowNamed(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await expect
    .poll(async () => {
      await page.locator('.discovery-rows__sentinel').scrollIntoViewIfNeeded().catch(() => undefined);
      return region.count();
    })
    .toBe(1);
  await region.scrollIntoViewIfNeeded();
  return region;
}

test("a 'Shows on X' row of /browse holds shows only; its see-more card (27 or more) opens /discover?type=show&catalogs={id}", async ({ page, consoleErrors }) => {
  const rows = (await apiGet<{ results: Row[] }>(page, 'categories-v2/?limit=50&view=poster')).results;
  const catalogRows = rows.filter((r) => r.catalog_id != null);
  expect(catalogRows.length).toBeGreaterThan(0);
  const row = catalogRows[0];
  expect(row.name).toMatch(/^Shows on /);

  await page.goto('/browse');
  const region = await rowNamed(page, row.name);
  // Every poster of the row opens a show (the genre rows around it mix movies and shows).
  await expect(region.locator('a[href^="/show/"]').first()).toBeVisible();
  expect(await region.locator('a[href^="/movie/"]').count()).toBe(0);
  const seeMore = region.getByRole('link', { name: /^See more/ });
  // The demo catalogue is seeded: the row's length decides whether the card is there.
  if (row.works.length >= SEE_MORE_CARD_MIN_WORKS) await expect(seeMore).toHaveAttribute('href', `/discover?type=show&catalogs=${row.catalog_id}`);
  else await expect(seeMore).toHaveCount(0);
  // Genre rows have See All and no card.
  const genre = region.page().getByRole('region', { name: rows.find((r) => r.catalog_id == null)!.name });
  await expect(genre.getByRole('link', { name: /^See All/ })).toHaveAttribute('href', /\/discover\?category=/);
  await expect(genre.getByRole('link', { name: /^See more/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a 'Movies on X' row of /browse/movies holds movies, and its see-more card opens type=movie (the deliberate departure of decision 0100)", async ({ page, consoleErrors }) => {
  const rows = (await apiGet<{ results: Row[] }>(page, 'categories-v2/?limit=50&view=poster&media_type=movie')).results;
  const row = rows.find((r) => r.catalog_id != null && r.works.length >= SEE_MORE_CARD_MIN_WORKS);
  expect(row, `a catalog row of ${SEE_MORE_CARD_MIN_WORKS} or more movies`).toBeDefined();
  expect(row!.name).toMatch(/^Movies on /);

  await page.goto('/browse/movies');
  const region = await rowNamed(page, row!.name);
  expect(await region.locator('a[href^="/show/"]').count()).toBe(0);
  const seeMore = region.getByRole('link', { name: /^See more/ });
  await expect(seeMore).toHaveAttribute('href', `/discover?type=movie&catalogs=${row!.catalog_id}`);
  await seeMore.click();
  await expect(page).toHaveURL(new RegExp(`/discover\\?type=movie&catalogs=${row!.catalog_id}$`));
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('movie');
  expect(consoleErrors).toEqual([]);
});

test("discover's Category filter offers the category list, and choosing one filters by it", async ({ page, consoleErrors }) => {
  const categories = (await apiGet<{ results: { slug: string; name: string }[] }>(page, 'categories/')).results;
  expect(categories.length).toBeGreaterThan(1);
  await page.goto('/discover');
  const select = page.getByRole('combobox', { name: 'Category' });
  await expect(select.locator('option')).toHaveText(['All Categories', ...categories.map((c) => c.name)]);
  const last = categories[categories.length - 1];
  await select.selectOption(last.slug);
  await expect(page).toHaveURL(new RegExp(`[?&]category=${last.slug}(&|$)`));
  await expect(page.getByRole('list', { name: 'Titles' }).or(page.getByText('No results found.'))).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
