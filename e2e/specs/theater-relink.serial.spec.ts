/**
 * Re-linking a day after linking (spec 001 §4, §8; docs/decisions/0076): parent@'s Peacock verification has expired
 * (the demo data, and a development-only route that expires it again before each test). With the real extension
 * (packages/extension) in Chromium and the stand-in Peacock (packages/stand-in-services):
 * - signed in at Peacock, the lobby re-links through the extension by itself and the title plays;
 * - signed out there, the re-link fails and 'Verification Required' shows its steps; 'Go to Peacock', sign in with
 *   Remember Me, come back to the tab: it re-links and plays;
 * - /services offers 'Verify again' for the expired service, which links it again.
 * The tests share parent@'s Peacock and play as parent@ (one account's stream limit), so they run one after another in
 * the one-worker `releases` project (`.serial`, decision 0081), one test at a time like theater.serial.spec.ts; state is checked through
 * the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { serviceLinked, VERIFICATION_REQUIRED, verificationSteps, VERIFYING } from '@sift/contracts';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { browserWithExtension, expireVerification, extensionBuild, linkingState, setTabVisible, signInAtService, type ExtensionBrowser } from '../core/linking';
import { enterAs, movieOnCatalog, waitForPlaying, type Viewer } from '../core/playback';
import { DEMO } from '../core/site';

const PEACOCK_CATALOG = 15;

let browser: ExtensionBrowser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** parent@ (Parker) in a browser with the extension, their Peacock verification expired a moment ago. */
async function parentWithExpiredPeacock(request: APIRequestContext): Promise<{ page: Page; viewer: Viewer; errors: string[] }> {
  browser = await browserWithExtension(extensionBuild('0.3.1'));
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const viewer = await enterAs(page, DEMO.parent);
  await expireVerification(request, viewer, 'peacock');
  expect(await peacockVerifiedUntil(request, viewer)).toBeLessThanOrEqual(Date.now());
  return { page, viewer, errors };
}

async function peacockVerifiedUntil(request: APIRequestContext, viewer: Viewer): Promise<number> {
  const { accesses } = await linkingState(request, viewer);
  const peacock = accesses.find((a) => a.catalog === 'peacock') as { verified_to?: string } | undefined;
  return Date.parse(peacock?.verified_to ?? '');
}

test('signed in at Peacock: the lobby re-links through the extension and the title plays', async ({ request }) => {
  test.setTimeout(90_000);
  const { page, viewer, errors } = await parentWithExpiredPeacock(request);
  const movie = await movieOnCatalog(request, viewer, PEACOCK_CATALOG);
  const servicePage = await browser!.context.newPage();
  await signInAtService(servicePage, 'peacock', 'family@peacock.example', true);
  await servicePage.close();

  await page.goto(`/watch/${movie.slug}`);
  await expect(page.getByRole('progressbar', { name: VERIFYING })).toBeVisible();
  await waitForPlaying(page);
  await expect(page.getByRole('region', { name: VERIFICATION_REQUIRED })).toHaveCount(0);
  // Verified for a day again.
  expect(await peacockVerifiedUntil(request, viewer)).toBeGreaterThan(Date.now() + 23 * 3600_000);
  expect(errors).toEqual([]);
});

test('signed out at Peacock: the steps show, lead to Peacock and back, and then it re-links and plays', async ({ request }) => {
  test.setTimeout(90_000);
  const { page, viewer, errors } = await parentWithExpiredPeacock(request);
  const movie = await movieOnCatalog(request, viewer, PEACOCK_CATALOG);

  await page.goto(`/watch/${movie.slug}`);
  const panel = page.getByRole('region', { name: VERIFICATION_REQUIRED });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText(verificationSteps('Peacock', 'Remember Me'));
  await expectNoSeriousAxeViolations(page);
  expect(await peacockVerifiedUntil(request, viewer)).toBeLessThanOrEqual(Date.now());

  // Step 1: 'Go to Peacock' opens the service; step 2: sign in there with Remember Me.
  const [servicePage] = await Promise.all([browser!.context.waitForEvent('page'), panel.getByRole('link', { name: 'Go to Peacock' }).click()]);
  await setTabVisible(page, false);
  await signInAtService(servicePage, 'peacock', 'family@peacock.example', true);
  // Step 3: back to Sift's tab. It re-links through the extension, verifies and plays without a click.
  await page.bringToFront();
  await setTabVisible(page, true);
  await waitForPlaying(page);
  expect(await peacockVerifiedUntil(request, viewer)).toBeGreaterThan(Date.now() + 23 * 3600_000);
  expect(errors).toEqual([]);
});

test("/services offers 'Verify again' for the expired service, and it links again", async ({ request }) => {
  const { page, viewer, errors } = await parentWithExpiredPeacock(request);
  const servicePage = await browser!.context.newPage();
  await signInAtService(servicePage, 'peacock', 'family@peacock.example', true);
  await servicePage.close();

  await page.goto('/services');
  const peacock = page.locator('[data-service="peacock"]');
  await expect(peacock.getByRole('switch', { name: 'Peacock' })).toBeChecked();
  await expect(page.locator('[data-service="netflix"]').getByRole('button', { name: /Verify again/ })).toHaveCount(0);
  await peacock.getByRole('button', { name: 'Verify again: Peacock' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: serviceLinked('Peacock') })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(peacock.getByRole('button', { name: /Verify again/ })).toHaveCount(0);
  expect(await peacockVerifiedUntil(request, viewer)).toBeGreaterThan(Date.now() + 23 * 3600_000);
  expect(errors).toEqual([]);
});
