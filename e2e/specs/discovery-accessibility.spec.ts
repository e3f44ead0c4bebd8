/** axe on mf-discovery's pages and panels, at 1280 px and on a phone (375 px): no serious or critical violation. */
import { expect, test } from '../core/fixtures';
import { remoteRoot } from '../pages/remote';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { DEMO } from '../core/site';
import { SearchPanel, signInWithProfile } from '../pages/discovery';

/** What mf-discovery draws: its page, its navbar widget, and its dialogs (rendered in portals under body). */
const PAGE = '.remote-root[data-remote="discovery"]';
const WIDGET = '.remote-widget[data-remote="discovery"]';
const DIALOG = '[role="dialog"]';

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('browse, discover and a title page for a visitor', async ({ page, consoleErrors }) => {
      await page.goto('/browse');
      await expect(page.locator('main section.ui-poster-row').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, PAGE);
      await page.goto('/discover');
      await expect(page.getByRole('list', { name: 'Titles' }).getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, PAGE);
      await page.goto('/movie/harbor-lights');
      await expect(page.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, PAGE);
      expect(consoleErrors).toEqual([]);
    });

    test('the watchlist, a show, the overlay and the search panel for a member', async ({ page, consoleErrors }) => {
      await signInWithProfile(page, DEMO.parent, 'Riley');
      await page.goto('/watchlist');
      // The app's page (the server's rendering of it shows first: decision 0159).
      await expect(remoteRoot(page, 'discovery').getByRole('list', { name: 'My Watchlist' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, PAGE);
      await expectNoSeriousAxeViolations(page, WIDGET);
      await page.goto('/browse/shows');
      await page.getByRole('button', { name: /See Content From/ }).click();
      await expect(page.getByRole('dialog', { name: 'See Content From...' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, DIALOG);
      await page.keyboard.press('Escape');
      const firstShow = page.locator('main section.ui-poster-row').first().getByRole('listitem').first().getByRole('link');
      await firstShow.click();
      await expect(page.getByRole('tab', { name: 'Episodes' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, PAGE);
      const search = new SearchPanel(page);
      await search.open();
      await search.input.fill('garden');
      await expect(search.dialog.locator('.discovery-result').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, DIALOG);
      expect(consoleErrors).toEqual([]);
    });
  });
}
