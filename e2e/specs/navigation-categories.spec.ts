import { expect, test } from '../core/fixtures';
import { DEMO } from '../core/site';
import { signInWithProfile } from '../pages/discovery';
import { Navbar } from '../pages/navbar';
import { remoteRoot } from '../pages/remote';

/** 000 §2.8: the signed-in navbar's 'categories' menu lists the categories (GET categories) and opens discover on one. */
test("the navbar's categories menu opens the category list and leads to /discover with the chosen category", async ({ page }) => {
  await signInWithProfile(page, DEMO.parent, 'Parker');
  await page.goto('/browse');
  // Once the app has taken over the member frame and the page has mounted (the frame's button opens nothing).
  await expect(page.locator('#sift-document')).toHaveCount(0);
  await expect(remoteRoot(page, 'discovery').locator('main[data-route="browse"]')).toBeVisible();
  const navbar = new Navbar(page);
  await expect(navbar.categoriesButton).toBeVisible();
  const list = await navbar.openCategories();
  const comedy = list.getByRole('link', { name: 'Comedy', exact: true });
  await expect(comedy).toHaveAttribute('href', '/discover?category=comedy');
  await expect(list.getByRole('link', { name: 'Action', exact: true })).toBeVisible();
  await comedy.click();
  await expect(page).toHaveURL(/\/discover\?category=comedy/);
  await expect(remoteRoot(page, 'discovery').locator('main[data-route="discover"]')).toBeVisible();
  // The menu closed with the navigation; Escape closes it too.
  await expect(list).toHaveCount(0);
  await navbar.openCategories();
  await expect(navbar.root.locator('.navbar__categories-list')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navbar.root.locator('.navbar__categories-list')).toHaveCount(0);
});
