/**
 * TV devices (001 §2 /devices, /devices/link, /link; §4, §8): registering a Fire TV with the five-letter setup code its
 * simulator shows, a duplicate name refused, and linking a TV through /link with its six-character code (the device
 * flow, docs/decisions/0053). The TV is the API's development simulator page; each test has an account of its own.
 */
import {
  DEVICE_CANNOT_REGISTER,
  DEVICE_NAME_IN_USE,
  DEVICE_SAVED,
  LINK_ANOTHER_TV_DEVICE,
  TV_CODE_INVALID,
  TV_LINKED_BODY,
  TV_LINKED_CLOSE,
  TV_LINKED_HEADING,
} from '@sift/contracts';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../core/axe';
import { expect, test } from '../core/fixtures';
import { subscriberIn } from '../core/linking';
import { API_URL } from '../core/site';

/** A TV simulator asking for a code ('setup': five letters for registration, 'link': six characters for /link). */
async function tvShowingCode(page: Page, kind: 'setup' | 'link', name: string): Promise<{ tv: Page; code: string }> {
  const tv = await page.context().newPage();
  await tv.goto(`${API_URL}dev/tv-simulator/?kind=${kind}&type=firetv&name=${encodeURIComponent(name)}`);
  await expect(tv.locator('#user-code')).toBeVisible();
  const code = (await tv.locator('body').getAttribute('data-user-code'))!;
  return { tv, code };
}

const codeBoxes = (page: Page, label: string) => page.getByRole('group', { name: label }).locator('input');

test('register a Fire TV with its five-letter setup code; a duplicate name is refused', async ({ page, consoleErrors }) => {
  await subscriberIn(page.context(), page.request);
  await page.goto('/devices/link');
  await expect(page.getByRole('heading', { name: 'Choose your device' })).toBeVisible();
  // Only Apple TV, Fire TV and Android TV can be registered.
  await page.getByRole('button', { name: 'Roku' }).click();
  await expect(page.getByText(DEVICE_CANNOT_REGISTER)).toBeVisible();
  await page.getByRole('button', { name: 'Fire TV' }).click();
  await expect(page.getByRole('heading', { name: 'Register your Fire TV' })).toBeVisible();
  // No device yet: the default name is 'Device 2' (devices + 2).
  await expect(page.getByLabel('Device name')).toHaveValue('Device 2');
  await page.getByLabel('Device name').fill('Living Room');

  const { tv, code } = await tvShowingCode(page, 'setup', 'Living Room TV');
  expect(code).toMatch(/^[A-Z]{5}$/);
  const boxes = codeBoxes(page, 'Setup code');
  await expect(boxes).toHaveCount(5);
  await boxes.first().click();
  // Digits are blocked, letters are uppercased; there are five boxes only.
  await page.keyboard.type(`7${code.toLowerCase()}`);
  for (let i = 0; i < 5; i += 1) await expect(boxes.nth(i)).toHaveValue(code[i]);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: DEVICE_SAVED })).toBeVisible();
  await expect(page.getByText('Living Room', { exact: true })).toBeVisible();
  // The TV's polling receives its credentials.
  await expect(tv.getByText('Linked', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: LINK_ANOTHER_TV_DEVICE }).click();
  await page.getByRole('button', { name: 'Fire TV' }).click();
  await expect(page.getByLabel('Device name')).toHaveValue('Device 3');
  await page.getByLabel('Device name').fill('living room');
  const second = await tvShowingCode(page, 'setup', 'Bedroom TV');
  await codeBoxes(page, 'Setup code').first().click();
  await page.keyboard.type(second.code);
  // The member's device names are known: the same name in any case is refused before saving (the server refuses it
  // too: packages/api-server/test/linking.test.ts), and the form keeps what was typed.
  await expect(page.getByText(DEVICE_NAME_IN_USE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Device name')).toHaveValue('living room');
  await page.getByLabel('Device name').fill('Bedroom');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: DEVICE_SAVED })).toBeVisible();
  await expect(second.tv.getByText('Linked', { exact: true })).toBeVisible();

  await page.goto('/devices');
  await expect(page.getByText('Living Room', { exact: true })).toBeVisible();
  await expect(page.getByText('Bedroom', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('link the TV simulator through /link with its six-character code: "YOU\'RE ALL SET"', async ({ page, consoleErrors }) => {
  await subscriberIn(page.context(), page.request);
  const { tv, code } = await tvShowingCode(page, 'link', 'Den TV');
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await page.goto('/link');
  const boxes = codeBoxes(page, 'Code shown on your TV');
  await expect(boxes).toHaveCount(6);
  await boxes.first().click();
  // Auto-advance through the six boxes and auto-submit after the last one.
  await page.keyboard.type(code.toLowerCase());
  await expect(page.getByRole('heading', { name: TV_LINKED_HEADING })).toBeVisible();
  await expect(page.getByText('Den TV')).toBeVisible();
  await expect(page.getByText(TV_LINKED_BODY)).toBeVisible();
  await expect(page.getByText(TV_LINKED_CLOSE)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect(tv.getByText('Linked', { exact: true })).toBeVisible();
  await expect(tv.locator('#linked-device')).toHaveText('Den TV');
  expect(consoleErrors).toEqual([]);
});

test('a code in the /link URL fills the boxes and submits; a wrong code shows the server\'s error', async ({ page }) => {
  await subscriberIn(page.context(), page.request);
  const { code } = await tvShowingCode(page, 'link', 'Kitchen TV');
  await page.goto(`/link/${code}`);
  await expect(page.getByRole('heading', { name: TV_LINKED_HEADING })).toBeVisible();
  await expect(page.getByText('Kitchen TV')).toBeVisible();

  await page.goto('/link');
  const boxes = codeBoxes(page, 'Code shown on your TV');
  await boxes.first().click();
  await page.keyboard.type('zzz99');
  await expect(boxes.nth(5)).toBeFocused();
  // Backspace on the empty sixth box goes back and clears the fifth.
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(4)).toHaveValue('');
  await expect(boxes.nth(3)).toHaveValue('9');
  await page.keyboard.type('99');
  // The server's answer under the boxes, which empty for another try.
  await expect(page.getByText(TV_CODE_INVALID)).toBeVisible();
  await expect(boxes.first()).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});
