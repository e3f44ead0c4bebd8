/**
 * The account's support screens (issue 22; spec 002 §2.3, §2.5, §3, §5, §7; docs/decisions/0105, 0106): help requests,
 * changing the parental passcode, the active promo, the TV device offer's receipt and the $30 credit staff grant; the
 * tax notice on account pages; no account offers for a profile without account access. Demo data where it only reads
 * (parent@'s requests, newbie@'s promo); fresh members where it changes something.
 */
import {
  DEVICE_CREDIT_REQUEST_RECEIVED,
  GET_UNLIMITED_ACCESS,
  HELP_REQUEST_RECEIVED,
  PASSCODE_CHANGED,
  PASSCODE_INVALID,
  TAX_NOTICE,
  UPGRADE_TO_ANNUAL,
} from '@sift/contracts';
import { authHeaders, balanceOf, billingHeaders, newSubscriberByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { apiToken, enterAs } from '../core/playback';
import { API_URL } from '../core/site';
import { Navbar } from '../pages/navbar';

test('help requests: the demo parent sees the two sent before, sends another, and it is listed first', async ({ page }) => {
  await enterAs(page, 'parent@sift.example');
  await page.goto('/account');
  await page.getByRole('region', { name: 'Help and promos' }).getByRole('link', { name: 'Help requests' }).click();
  await expect(page).toHaveURL(/\/account\/help$/);
  // The demo's two requests (another run of this test may have added more before them).
  await expect(page.getByTestId('help-request').filter({ hasText: 'The filters icon does not show on the living room Fire TV' })).toHaveCount(1);
  await expect(page.getByTestId('help-request').filter({ hasText: 'Muted words come back for a second when casting' })).toHaveCount(1);
  await expect(page.getByText(TAX_NOTICE)).toBeVisible();
  const description = `The Roku app logs me out (${Date.now()}).`;
  await page.getByLabel('Device', { exact: true }).selectOption('Computer');
  await page.getByLabel('What is happening?').fill(description);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(HELP_REQUEST_RECEIVED)).toBeVisible();
  await expect(page.getByTestId('help-request').first()).toContainText(description);
  await expect(page.getByTestId('help-request').filter({ hasText: description })).toHaveCount(1);
});

test('changing the parental passcode: a wrong current one is refused, then the new one guards the controls', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'passcode');
  const set = await page.request.post(`${API_URL}required-filters/`, { headers: authHeaders(member.token), data: { id_map: {}, passcode: '2468', passcode_confirm: '2468' } });
  expect(set.status(), await set.text()).toBe(201);
  await page.goto('/account');
  await page.getByRole('region', { name: 'Parental controls' }).getByRole('link', { name: 'Change passcode' }).click();
  await expect(page).toHaveURL(/\/account\/parental-controls\/passcode$/);
  await page.getByLabel('Current passcode').fill('1111');
  await page.getByLabel('New passcode', { exact: true }).fill('97531');
  await page.getByLabel('Confirm new passcode').fill('97531');
  await page.getByRole('button', { name: 'Change passcode' }).click();
  await expect(page.getByText(PASSCODE_INVALID)).toBeVisible();
  await page.getByLabel('Current passcode').fill('2468');
  await page.getByRole('button', { name: 'Change passcode' }).click();
  await expect(page.getByText(PASSCODE_CHANGED)).toBeVisible();
  const check = (passcode: string) => page.request.patch(`${API_URL}required-filters/`, { headers: authHeaders(member.token), data: { passcode } });
  expect((await check('97531')).status()).toBe(200);
  expect((await check('2468')).status()).toBe(403);
});

test("the active promo: newbie@'s sign-up code, and none for parent@", async ({ page }) => {
  await enterAs(page, 'newbie@sift.example');
  await page.goto('/account/promo');
  const promo = page.getByTestId('active-promo');
  await expect(promo).toContainText('MOVIEGUIDE');
  await expect(promo).toContainText('14 days free before your first payment');
  await expect(page.getByText(TAX_NOTICE)).toBeVisible();
  await page.context().clearCookies();
  await enterAs(page, 'parent@sift.example');
  await page.goto('/account/promo');
  await expect(page.getByTestId('no-promo')).toBeVisible();
});

test('TV device offer: the receipt through a support request, then staff approve it and the account gets $30 once', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'tvreceipt');
  await page.goto('/offers/tvdevices');
  await expect(page.getByText(TAX_NOTICE)).toBeVisible();
  await page.getByRole('link', { name: 'support request' }).click();
  await expect(page).toHaveURL(/\/offers\/tvdevices\/receipt$/);
  const form = page.getByRole('form', { name: 'Send your receipt' });
  await form.getByLabel('Device', { exact: true }).selectOption({ label: 'Fire TV Stick 4K' });
  await form.getByLabel('Day you bought it').fill(new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10));
  await form.getByLabel('Order number (optional)').fill('112-0000000-7');
  await form.getByLabel('Receipt', { exact: true }).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% a receipt\n%%EOF\n') });
  await form.getByRole('button', { name: 'Send receipt' }).click();
  await expect(page.getByText(DEVICE_CREDIT_REQUEST_RECEIVED)).toBeVisible();

  const before = await balanceOf(page.request, member.token);
  const staff = await apiToken(page.request, 'staff@sift.example');
  const pending = (await (await page.request.get(`${API_URL}staff/device-credit-requests/?limit=1000`, { headers: authHeaders(staff) })).json()) as {
    results: { id: number; user: { email: string } }[];
  };
  const mine = pending.results.find((r) => r.user.email === member.email)!;
  const approve = () => page.request.post(`${API_URL}staff/device-credit-requests/${mine.id}/approve/`, { headers: authHeaders(staff), data: {} });
  expect((await approve()).status()).toBe(200);
  expect((await approve()).status()).toBe(400);
  expect(await balanceOf(page.request, member.token)).toBe(before + 3_000);
  await page.reload();
  await expect(page.getByText('Your credit is on your account')).toBeVisible();
  await expect(page.getByText(/\$30\.00 for your Fire TV Stick 4K was added/)).toBeVisible();
  // The member's own token is never staff's.
  expect((await page.request.post(`${API_URL}staff/device-credit-requests/${mine.id}/approve/`, { headers: await billingHeaders(page.request, member.token), data: {} })).status()).toBe(403);
});

test("the demo parent's TV device receipt waits for staff (the demo data behind /offers/tvdevices/receipt)", async ({ page }) => {
  await enterAs(page, 'parent@sift.example');
  await page.goto('/offers/tvdevices/receipt');
  await expect(page.getByText('Receipt sent')).toBeVisible();
  await expect(page.getByText(/Your request for the Android TV \(onn 4K\) was sent on/)).toContainText(DEVICE_CREDIT_REQUEST_RECEIVED);
  await expect(page.getByRole('button', { name: 'Send receipt' })).toHaveCount(0);
});

test("a profile without account access is offered neither 'Upgrade to Annual' nor 'Get Unlimited Access'", async ({ page }) => {
  // parent@ is a monthly member who may move to annual (Parker is offered it, account-annual.spec.ts); Sam, a child's
  // profile without account access, is not.
  await enterAs(page, 'parent@sift.example', 'Sam');
  await page.goto('/browse');
  const navbar = new Navbar(page);
  await expect(navbar.profileMenuButton).toContainText('Sam');
  await expect(navbar.root.getByRole('link', { name: 'Watchlist' })).toBeVisible();
  await expect(navbar.root.getByRole('link', { name: new RegExp(UPGRADE_TO_ANNUAL) })).toHaveCount(0);
  await expect(navbar.root.getByRole('link', { name: GET_UNLIMITED_ACCESS })).toHaveCount(0);
});
