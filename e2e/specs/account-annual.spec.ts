import { ANNUAL_UPGRADE_SUCCESS, UPGRADE_TO_ANNUAL } from '@sift/contracts';
import { billingHeaders, newSubscriberByApi, subscriptionOf } from '../core/account';
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';
import { AccountPage, fillBillingForm } from '../pages/account.page';
import { Navbar } from '../pages/navbar';

test('annual upgrade from the navbar: preview, confirm, success; the account shows the yearly plan', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'annual');
  await page.goto('/browse');
  await new Navbar(page).root.getByRole('link', { name: new RegExp(UPGRADE_TO_ANNUAL) }).click();
  await expect(page).toHaveURL(/\/account\?show_annual=1$/);
  const account = new AccountPage(page);
  const dialog = account.dialog(UPGRADE_TO_ANNUAL);
  const preview = dialog.getByTestId('annual-preview');
  await expect(preview).toContainText('$119.88');
  await expect(preview).toContainText('$99.90');
  await expect(dialog.getByTestId('annual-charge')).toHaveText(/^\$8\d\.\d\d$/);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(ANNUAL_UPGRADE_SUCCESS)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(account.plan.getByTestId('plan')).toContainText('Annual plan');
  await expect(account.plan.getByTestId('plan')).toContainText('$99.90 per year');
  // The navbar no longer offers it.
  await expect(new Navbar(page).root.getByRole('link', { name: new RegExp(UPGRADE_TO_ANNUAL) })).toHaveCount(0);
  expect(await subscriptionOf(page.request, member.token)).toMatchObject({ plan_type: 'yearly' });
});

test("without a working card the dialog shows the billing form (action 'setup'), then returns to confirm", async ({ page }) => {
  const member = await newSubscriberByApi(page, 'annualsetup');
  // The card on file now declines every charge: the activation answers 400 with action 'setup'.
  const pm = await page.request.post(`${API_URL}payments/sandbox/payment-methods/`, { data: { number: '4000000000000341', exp_month: 12, exp_year: 2031, cvc: '123' } });
  await page.request.post(`${API_URL}stripe/customer/`, { headers: await billingHeaders(page.request, member.token), data: { token: (await pm.json()).id } });
  await page.goto('/account?show_annual=1');
  const dialog = new AccountPage(page).dialog(UPGRADE_TO_ANNUAL);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const billing = dialog.getByRole('form', { name: 'Update billing' });
  await expect(billing).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await fillBillingForm(billing);
  await billing.getByRole('button', { name: 'Save card and continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(ANNUAL_UPGRADE_SUCCESS)).toBeVisible();
  expect(await subscriptionOf(page.request, member.token)).toMatchObject({ plan_type: 'yearly' });
});
