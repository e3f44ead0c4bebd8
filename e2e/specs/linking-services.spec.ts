/**
 * Linking streaming services (001 §2 /services, §4, §8) with the real extension (packages/extension) in Chromium and
 * the stand-in services npm start serves (packages/stand-in-services): the extension installed while the link dialog
 * waits, an out-of-date one, a member signed out at the service who signs in and comes back to the tab, and
 * disconnecting. Each test has a browser and a subscriber of its own; state is checked through the API.
 */
import {
  DISCONNECT,
  INSTALL_EXTENSION,
  linkVerificationSteps,
  serviceLinked,
  serviceVerificationRequired,
  UPDATE_IS_AVAILABLE,
} from '@sift/contracts';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { browserWithExtension, extensionBuild, linkingState, setTabVisible, signInAtService, subscriberIn, type ExtensionBrowser } from '../core/linking';

let browser: ExtensionBrowser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** /services, then the switch of `service`: its link dialog. */
async function openLinkDialog(page: Page, service: string) {
  await page.goto('/services');
  await page.getByRole('switch', { name: service }).click();
  return page.getByRole('dialog');
}

test('without the extension: Install Extension; once it is installed the dialog goes on by itself and links', async ({ request }) => {
  browser = await browserWithExtension(null);
  const viewer = await subscriberIn(browser.context, request);
  const page = await browser.context.newPage();
  await signInAtService(page, 'prime-video', 'family@prime-video.example', true);

  const dialog = await openLinkDialog(page, 'Prime Video');
  await expect(dialog.getByRole('heading', { name: INSTALL_EXTENSION })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect((await linkingState(request, viewer)).credentials).toEqual([]);

  // The member installs the extension in this browser; the open dialog (polling every 500 ms) finds it.
  await browser.install(extensionBuild('0.3.1'));
  await expect(dialog.getByRole('heading', { name: serviceLinked('Prime Video') })).toBeVisible();
  const state = await linkingState(request, viewer);
  expect(state.credentials).toHaveLength(1);
  expect(state.accesses.filter((a) => a.is_authorized).map((a) => a.catalog)).toContain('prime-video');
});

test("an extension reporting 0.3.0 gives 'Update is Available'", async ({ request }) => {
  browser = await browserWithExtension(extensionBuild('0.3.0'));
  await subscriberIn(browser.context, request);
  const page = await browser.context.newPage();
  const dialog = await openLinkDialog(page, 'Prime Video');
  await expect(dialog.getByRole('heading', { name: UPDATE_IS_AVAILABLE })).toBeVisible();
});

test('signed out at the service: Verification Required with its three steps; after signing in with Remember Me it links on return', async ({ request }) => {
  browser = await browserWithExtension(extensionBuild('0.3.1'));
  const viewer = await subscriberIn(browser.context, request);
  const page = await browser.context.newPage();

  const dialog = await openLinkDialog(page, 'Peacock');
  await expect(dialog.getByRole('heading', { name: serviceVerificationRequired('Peacock') })).toBeVisible();
  const steps = dialog.getByRole('listitem');
  await expect(steps).toHaveText(linkVerificationSteps('Peacock', 'Remember Me'));
  await expectNoSeriousAxeViolations(page);

  // 'Go to Peacock' opens the service in a new tab; the member signs in there with Remember Me.
  const [servicePage] = await Promise.all([browser.context.waitForEvent('page'), dialog.getByRole('link', { name: 'Go to Peacock' }).click()]);
  await setTabVisible(page, false);
  await signInAtService(servicePage, 'peacock', 'family@peacock.example', true);
  // While the tab was away, nothing linked yet.
  expect((await linkingState(request, viewer)).credentials).toEqual([]);

  // Back on Sift's tab: it links without a click.
  await page.bringToFront();
  await setTabVisible(page, true);
  await expect(dialog.getByRole('heading', { name: serviceLinked('Peacock') })).toBeVisible();
  expect((await linkingState(request, viewer)).credentials).toHaveLength(1);
});

test('disconnecting removes the credential and the catalog accesses', async ({ request }) => {
  browser = await browserWithExtension(extensionBuild('0.3.1'));
  const viewer = await subscriberIn(browser.context, request);
  const page = await browser.context.newPage();
  await signInAtService(page, 'prime-video', 'family@prime-video.example', true);
  const dialog = await openLinkDialog(page, 'Prime Video');
  await expect(dialog.getByRole('heading', { name: serviceLinked('Prime Video') })).toBeVisible();
  await dialog.getByRole('button', { name: /Done|Close/ }).first().click();
  await expect(page.getByRole('switch', { name: 'Prime Video' })).toBeChecked();
  const linked = await linkingState(request, viewer);
  expect(linked.credentials).toHaveLength(1);
  expect(linked.accesses.length).toBeGreaterThan(0);

  await page.getByRole('switch', { name: 'Prime Video' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: DISCONNECT }).click();
  await expect(page.getByRole('switch', { name: 'Prime Video' })).not.toBeChecked();
  const after = await linkingState(request, viewer);
  expect(after.credentials).toEqual([]);
  expect(after.accesses).toEqual([]);
});
