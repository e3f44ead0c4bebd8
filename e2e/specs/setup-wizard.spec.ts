/**
 * The setup wizard (002 §2.2, §4): a new subscriber goes through /setup/intro -> v2 simple filters, the review, the
 * devices (registering a Fire TV with its simulator's code), the services (linking Prime Video through the real
 * extension) and the success screen, and ends onboarded. Choices are checked through the API.
 */
import { DEVICE_SAVED, GET_STARTED, serviceLinked, SETUP_CONTINUE, SETUP_WELCOME, SETUP_WELCOME_STEPS, START_FILTERING } from '@sift/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { browserWithExtension, extensionBuild, linkingState, signInAtService, subscriberIn, type ExtensionBrowser } from '../core/linking';
import type { Viewer } from '../core/playback';
import { API_URL } from '../core/site';

let browser: ExtensionBrowser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function me(request: APIRequestContext, viewer: Viewer) {
  return (await (await request.get(`${API_URL}users/current/`, { headers: viewer.headers })).json()) as {
    has_onboarded: boolean;
    profiles: { id: number; global_filters: Record<string, boolean>; selected_devices: string[] }[];
  };
}

test('a new member goes through /setup/intro -> v2 filters, devices and services, and ends onboarded', async ({ request }) => {
  test.setTimeout(120_000);
  browser = await browserWithExtension(extensionBuild('0.3.1'));
  const viewer = await subscriberIn(browser.context, request);
  expect((await me(request, viewer)).has_onboarded).toBe(false);
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAtService(page, 'prime-video', 'family@prime-video.example', true);

  // Intro: four steps, step 1 of 6.
  await page.goto('/setup/intro');
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 6');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: GET_STARTED }).click();

  // Simple filters: the most-common quick start (18, 6, 7).
  await expect(page).toHaveURL(/\/setup\/v2\/simple-filters$/);
  await page.getByRole('button', { name: 'Continue with Most Common' }).click();
  await expect(page).toHaveURL(/\/setup\/v2\/review-simple$/);
  await expect(page.getByText('Profanity')).toBeVisible();
  const filters = (await me(request, viewer)).profiles.find((p) => p.id === viewer.profileId)!.global_filters;
  expect([filters['18'], filters['6'], filters['7']]).toEqual([true, true, true]);
  await page.getByRole('button', { name: SETUP_CONTINUE }).click();

  // Devices, on a white page (the black logo); a TV offers its registration.
  await expect(page).toHaveURL(/\/setup\/v2\/devices$/);
  await expect(page.locator('body')).toHaveAttribute('data-background', 'white');
  await page.getByRole('checkbox', { name: /TV/ }).check();
  await page.getByRole('checkbox', { name: /Computer/ }).check();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Fire TV' }).click();
  await expect(page).toHaveURL(/\/setup\/v2\/devices\/firetv$/);
  const tv = await browser.context.newPage();
  await tv.goto(`${API_URL}dev/tv-simulator/?kind=setup&type=firetv&name=Family%20Room`);
  await expect(tv.locator('#user-code')).toBeVisible();
  const code = (await tv.locator('body').getAttribute('data-user-code'))!;
  await page.bringToFront();
  await page.getByLabel('Device name').fill('Family Room');
  await page.getByRole('group', { name: 'Setup code' }).locator('input').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: DEVICE_SAVED })).toBeVisible();
  await page.getByRole('button', { name: SETUP_CONTINUE }).click();

  // Services: link Prime Video through the extension.
  await expect(page).toHaveURL(/\/setup\/v2\/services$/);
  await page.getByRole('switch', { name: 'Prime Video' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: serviceLinked('Prime Video') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('switch', { name: 'Prime Video' })).toBeChecked();
  expect((await linkingState(request, viewer)).credentials).toHaveLength(1);
  await page.getByRole('button', { name: SETUP_CONTINUE }).click();

  // Success: 'Welcome' with two steps. The services step on a desktop browser already marked the member onboarded.
  await expect(page.getByRole('heading', { level: 1, name: SETUP_WELCOME })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('listitem')).toHaveText([...SETUP_WELCOME_STEPS]);
  await expect.poll(async () => (await me(request, viewer)).has_onboarded).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: START_FILTERING }).click();
  await expect(page).toHaveURL(/\/browse$/);

  const after = await me(request, viewer);
  expect(after.has_onboarded).toBe(true);
  expect(after.profiles.find((p) => p.id === viewer.profileId)!.selected_devices.sort()).toEqual(['computer', 'tv']);
  const devices = (await (await request.get(`${API_URL}tv-devices/`, { headers: viewer.headers })).json()) as { name: string }[] | { results: { name: string }[] };
  expect((Array.isArray(devices) ? devices : devices.results).map((d) => d.name)).toEqual(['Family Room']);
  expect(errors).toEqual([]);
});
