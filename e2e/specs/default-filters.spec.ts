/**
 * /default-filters (spec 001 §2, §4): '{profile} Default Filters' with Cancel and Save, the category tabs in order,
 * Next and 'Save & Continue' on the last, the All toggle, returnPage and editCategory, and a parental (required)
 * filter that cannot be switched off. Saving runs on a fresh account; the demo parent's screen is only looked at.
 */
import { SAVE_AND_CONTINUE } from '@sift/contracts';
import { seriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { enterAs, signUpByApi } from '../core/playback';
import { API_URL, DEMO } from '../core/site';

const TABS = ['Intimacy', 'Nudity', 'Violence', 'Substance', 'More'];
const status = (page: import('@playwright/test').Page, name: string) =>
  page.locator('.fui-toggle', { has: page.getByRole('checkbox', { name, exact: true }) }).first().getAttribute('data-status');

test("a parent's required filters show locked, and Cancel goes back without saving", async ({ page, consoleErrors }) => {
  await enterAs(page, DEMO.parent);
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/profiles/')) saves++;
  });
  await page.goto('/default-filters');
  await expect(page.getByRole('heading', { name: 'Parker Default Filters', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(TABS);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const sex = page.getByRole('checkbox', { name: 'Sex', exact: true });
  await expect(sex).toBeChecked();
  await expect(sex).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click an aria-disabled control; a viewer can still focus it and press Space.
  await sex.focus();
  await page.keyboard.press('Space');
  await sex.click({ force: true });
  await expect(sex).toBeChecked();
  expect(await status(page, 'Sex')).toBe('required');
  await page.getByRole('tab', { name: 'Nudity' }).click();
  expect(await status(page, 'Nudity')).toBe('required');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  expect(saves).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("the wizard: editCategory, the All toggle, Next through the tabs and 'Save & Continue' to returnPage", async ({ page, consoleErrors }) => {
  const account = await signUpByApi(page.request);
  const viewer = await enterAs(page, account.email, undefined, account.password);
  // Parental controls require Graphic Violence on this account.
  const parental = await page.request.post(`${API_URL}required-filters/`, {
    headers: viewer.headers,
    data: { id_map: { '15': true }, passcode: '2468', passcode_confirm: '2468' },
  });
  expect(parental.status(), await parental.text()).toBe(201);

  await page.goto('/default-filters?returnPage=%2Fwatchlist&editCategory=20');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('More');
  await expect(page.getByRole('checkbox', { name: 'Blasphemy' })).toBeFocused();

  await page.getByRole('checkbox', { name: 'All' }).click();
  expect(await status(page, 'All')).toBe('cut');
  await page.getByRole('tab', { name: 'Intimacy' }).click();
  for (const [i, tab] of TABS.entries()) {
    await expect(page.getByRole('tab', { selected: true })).toHaveText(tab);
    if (i < TABS.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: SAVE_AND_CONTINUE }).click();
  await expect(page).toHaveURL(/\/watchlist$/);
  const saved = (await (await page.request.get(`${API_URL}profiles/${viewer.profileId}/`, { headers: viewer.headers })).json()) as {
    global_filters: Record<string, boolean>;
  };
  expect(Object.entries(saved.global_filters).every(([, on]) => on)).toBe(true);

  // All again: everything off but the required filter, which cannot be switched off.
  await page.goto('/default-filters');
  await page.getByRole('checkbox', { name: 'All' }).click();
  expect(await status(page, 'All')).toBe('mixed');
  await page.getByRole('tab', { name: 'Violence' }).click();
  expect(await status(page, 'Graphic Violence')).toBe('required');
  expect(await status(page, 'Violence')).toBe('mixed');
  await page.getByRole('checkbox', { name: 'Graphic Violence', exact: true }).click({ force: true });
  expect(await status(page, 'Graphic Violence')).toBe('required');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  const after = (await (await page.request.get(`${API_URL}profiles/${viewer.profileId}/`, { headers: viewer.headers })).json()) as {
    global_filters: Record<string, boolean>;
  };
  expect(after.global_filters).toMatchObject({ '18': false, '9': false, '16': false });
  expect(consoleErrors).toEqual([]);
});
