/**
 * Sharing, the TV device offer and scheduling a call (issue 14; spec 002 §2.3, §2.5, §8): the demo parent's pages are
 * only looked at; a call is booked by a fresh subscriber of its own.
 */
import { BACK_TO_ACCOUNT, CALL_SCHEDULED, COPY_MY_LINK, DEVICE_PRICES_FOOTNOTE, HOW_IT_WORKS, LINK_COPIED, LINK_COPY_FAILED } from '@sift/contracts';
import { seriousAxeViolations } from '../core/axe';
import { newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { enterAs } from '../core/playback';
import { DEMO } from '../core/site';
import { recordToasts } from '../core/toasts';

test('sharing: the offer, How it Works, the rewards, the terms, and Copy My Link with its toasts', async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await enterAs(page, DEMO.parent);
  await page.goto('/sharing');
  const link = page.getByTestId('share-link');
  await expect(link).toContainText('/');
  await expect(page.getByRole('region', { name: HOW_IT_WORKS }).getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(3);
  // former@ joined with parent@'s link and paid: a friend who joined, a month of credit earned.
  await expect(page.getByTestId('referred')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('The offer ends on');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const toasts = await recordToasts(page);
  await page.getByRole('button', { name: COPY_MY_LINK }).click();
  await expect.poll(toasts).toEqual([LINK_COPIED]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.innerText());

  await page.getByRole('link', { name: 'More about how it works' }).click();
  await expect(page).toHaveURL(/\/sharing\/how-it-works$/);
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});

test('a browser that refuses the clipboard reads the failure toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await enterAs(page, DEMO.parent);
  await page.goto('/sharing');
  const copy = page.getByRole('button', { name: COPY_MY_LINK });
  await copy.waitFor();
  const toasts = await recordToasts(page);
  await copy.click();
  await expect.poll(toasts).toEqual([LINK_COPY_FAILED]);
});

test('the TV device offer: how it works with a Thursday deadline, six devices, retailer links in a new tab', async ({ page, consoleErrors }) => {
  const clicked: string[] = [];
  await page.exposeFunction('recordLinkClicked', (url: string) => clicked.push(url));
  await page.addInitScript(() => {
    window.addEventListener('sift:analytics', (event) => {
      const detail = (event as CustomEvent<{ event: string; extras: { url: string } }>).detail;
      if (detail.event === 'link_clicked') (window as unknown as { recordLinkClicked(u: string): void }).recordLinkClicked(detail.extras.url);
    });
  });
  await enterAs(page, DEMO.parent);
  await page.goto('/tvdevices/firetv');
  await expect(page.getByTestId('device-deadline')).toHaveText(/^Thursday, \w+ \d+$/);
  const devices = page.getByRole('list', { name: 'Eligible devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(6);
  // Its family first.
  await expect(devices.first()).toContainText('Fire TV Stick 4K');
  await expect(devices.first()).toContainText('$49.99');
  await expect(devices.first()).toContainText('$19.99');
  await expect(devices.filter({ hasText: 'Android TV (onn 4K)' })).toContainText('Free');
  await expect(devices.filter({ hasText: 'Nvidia Shield' })).toContainText('$169.99');
  await expect(page.getByText(DEVICE_PRICES_FOOTNOTE)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const buy = devices.first().getByRole('link', { name: /Buy at Amazon/ });
  await expect(buy).toHaveAttribute('target', '_blank');
  // The retailer is not reached from the test machine: the new tab is stopped, the event is what counts.
  await page.context().route(/amazon\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Retailer</title>' }));
  const popup = page.waitForEvent('popup');
  await buy.click();
  await (await popup).close();
  await expect.poll(() => clicked).toEqual(['https://www.amazon.com/s?k=fire+tv+stick+4k']);

  for (const path of ['/tvdevices/androidtv', '/tvdevices/appletv', '/tvdevices/googletv', '/offers/tvdevices']) {
    await page.goto(path);
    await expect(page.getByRole('list', { name: 'Eligible devices' }).getByRole('listitem')).toHaveCount(6);
  }
  expect(consoleErrors).toEqual([]);
});

test('schedule a call: a free slot is booked, with Back to Account', async ({ page }) => {
  await newSubscriberByApi(page, 'call');
  await page.goto('/schedule-a-call');
  const form = page.getByRole('form', { name: 'Schedule a call' });
  await expect(form).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await form.getByLabel('Your name').fill('Pat Doe');
  await form.getByLabel('Phone number').fill('555 0100');
  await form.getByRole('button', { name: /Schedule/ }).click();
  await expect(page.getByText(CALL_SCHEDULED)).toBeVisible();
  await page.getByRole('link', { name: BACK_TO_ACCOUNT }).first().click();
  await expect(page).toHaveURL(/\/account$/);
});
