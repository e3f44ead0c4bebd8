/**
 * A member's /account paints from the HTML (issue 19, docs/decisions/0146): mf-account pre-renders it at release as it
 * looks while its answers load, every section in its place with its heading, and the shell's server places it in the
 * member frame for signed-in requests only. The waiting sections keep the height they have once loaded in the usual
 * case, so the first screen does not move when the app takes the page over, nor when the answers arrive.
 */
import type { Page } from '@playwright/test';
import { newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { expectFitsPhone, PHONE } from '../core/phone';
import { remoteRoot } from '../pages/remote';

const SECTIONS = [
  'Subscription plan',
  'Account and billing info',
  'Billing card',
  'Credits',
  'Streaming services',
  'Default filters',
  'TV devices',
  'Parental controls',
  'Help and promos',
  'Billing history',
];

/** Where each section heading of the first screen sits (whatever starts above the viewport's bottom). */
async function firstScreen(page: Page) {
  const height = page.viewportSize()!.height;
  const headings = await page.locator('main h2').evaluateAll((elements) =>
    elements.map((element) => ({ text: element.textContent, y: Math.round(element.getBoundingClientRect().y) })),
  );
  return headings.filter((heading) => heading.y < height);
}

for (const [device, use] of [
  ['a phone', PHONE],
  // The navbar's links and offer fold into its menu here too: in one line they wrapped the app's bar into two to four.
  ['a tablet held upright', { viewport: { width: 768, height: 1024 }, hasTouch: true }],
  ['a desktop', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(use);

    test("a member's /account shows every section from the HTML, and nothing on the first screen moves as it loads", async ({ page, consoleErrors }) => {
      const member = await newSubscriberByApi(page, 'a');

      // The document itself: the member frame with the page's sections, nothing of the member's own.
      const html = await (await page.request.get('/account')).text();
      expect(html).toContain('data-path="/account" data-remote="account" data-kind="member"');
      for (const title of SECTIONS) expect(html).toContain(`>${title}</h2>`);
      expect(html).toContain('ui-skeleton');
      expect(html).not.toContain(member.email);
      expect(html).not.toContain('data-plan-state');

      // No script runs: the sections are there all the same, in order.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/account');
      await expect(page.locator('#sift-document main h2')).toHaveText(SECTIONS);
      if (device === 'a phone') await expectFitsPhone(page, 'the pre-rendered /account');
      const before = await firstScreen(page);
      expect(before.length).toBeGreaterThanOrEqual(3);

      // With its scripts, the app takes the page over and fills the sections in: the same headings in the same places.
      await page.unroute(/\.js(\?|$)/);
      await page.goto('/account');
      await expect(page.locator('#sift-document')).toHaveCount(0);
      const account = remoteRoot(page, 'account');
      await expect(account.getByTestId('account-email')).toHaveText(member.email);
      await expect(account.locator('[data-plan-state="active"]')).toBeVisible();
      await expect(account.getByTestId('billing-card')).toBeVisible();
      await expect(account.getByTestId('credit-balance')).toBeVisible();
      await expect(account.locator('.ac-section--loading')).toHaveCount(0);
      // The navbar complete too: its search (a remote's widget, the bar's widest part) comes last.
      await expect(page.getByTestId('search-trigger')).toBeVisible();
      expect(await firstScreen(page)).toEqual(before);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('a visitor at /account gets no member page', async ({ page }) => {
  const html = await (await page.request.get('/account')).text();
  expect(html).not.toContain('id="sift-document"');
  expect(html).not.toContain('Account and billing info');
});
