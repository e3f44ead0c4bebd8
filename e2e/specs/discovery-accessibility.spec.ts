/** axe on mf-discovery's pages and panels, at 1280 px and on a phone (375 px): no serious or critical violation. */
import { expect, test } from '../core/fixtures';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { DEMO } from '../core/site';
import { SearchPanel, signInWithProfile } from '../pages/discovery';

/**
 * The shell's profile menu names its summary "Profile menu" while it shows the profile's name (axe:
 * label-content-name-mismatch, serious); it is the shell's, reported to the lead, and left out here.
 */
const SHELL_KNOWN = ['.navbar__menu > summary'];

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('browse, discover and a title page for a visitor', async ({ page, consoleErrors }) => {
      await page.goto('/browse');
      await expect(page.locator('main section.ui-poster-row').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.goto('/discover');
      await expect(page.getByRole('list', { name: 'Titles' }).getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.goto('/movie/harbor-lights');
      await expect(page.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });

    test('the watchlist, a show, the overlay and the search panel for a member', async ({ page, consoleErrors }) => {
      const expectNoSeriousAxeViolationsHere = () => expectNoSeriousAxeViolations(page, SHELL_KNOWN);
      await signInWithProfile(page, DEMO.parent, 'Riley');
      await page.goto('/watchlist');
      await expect(page.getByRole('list', { name: 'My Watchlist' })).toBeVisible();
      await expectNoSeriousAxeViolationsHere();
      await page.goto('/browse/shows');
      await page.getByRole('button', { name: /See Content From/ }).click();
      await expect(page.getByRole('dialog', { name: 'See Content From...' })).toBeVisible();
      await expectNoSeriousAxeViolationsHere();
      await page.keyboard.press('Escape');
      const firstShow = page.locator('main section.ui-poster-row').first().getByRole('listitem').first().getByRole('link');
      await firstShow.click();
      await expect(page.getByRole('tab', { name: 'Episodes' })).toBeVisible();
      await expectNoSeriousAxeViolationsHere();
      const search = new SearchPanel(page);
      await search.open();
      await search.input.fill('garden');
      await expect(search.dialog.locator('.discovery-result').first()).toBeVisible();
      await expectNoSeriousAxeViolationsHere();
      expect(consoleErrors).toEqual([]);
    });
  });
}
