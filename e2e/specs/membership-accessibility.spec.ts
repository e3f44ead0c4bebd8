import { test } from '../core/fixtures';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { newMemberByApi } from '../core/membership';

/**
 * axe on every page of mf-membership this issue built (the remote's part of the page), as a visitor or a new member
 * sees it, at phone and desktop width.
 */
const VISITOR_PAGES = ['/login', '/password-request', '/password-reset/some-key', '/external-welcome/some-key', '/external-welcome-back/some-key?email=pat%40sift.example', '/wizard/v2/services', '/wizard/v2/devices', '/wizard/v2/mini-filters', '/membership/email', '/membership/signup', '/membership/login'];
const MEMBER_PAGES = ['/membership/plan', '/membership/payment?selected_plan_id=2', '/membership/success', '/membership/returning'];

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });
    test('visitor pages have no serious or critical axe violations', async ({ page }) => {
      for (const path of VISITOR_PAGES) {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page, '[data-remote="membership"]');
      }
    });
    test('member pages have no serious or critical axe violations', async ({ page }) => {
      await newMemberByApi(page, 'axe');
      for (const path of MEMBER_PAGES) {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page, '[data-remote="membership"]');
      }
    });
  });
}
