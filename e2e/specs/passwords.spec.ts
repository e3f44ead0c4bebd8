import { PASSWORD_REQUEST_SUCCESS, PASSWORD_RESET_SUCCESS, PASSWORDS_MUST_MATCH_8, WELCOME_FAM } from '@sift/contracts';
import { billingHeaders } from '../core/account';
import { expect, test } from '../core/fixtures';
import { createAccountByApi, freshEmail, lastMail } from '../core/membership';
import { API_URL, SITE_URL } from '../core/site';
import { LoginPage } from '../pages/login.page';

async function accountByApi(request: import('@playwright/test').APIRequestContext, prefix: string) {
  const email = freshEmail(prefix);
  return { email, ...(await createAccountByApi(request, email, 'old-password-1')) };
}

test('password reset through the mailed link, then login with the new password', async ({ page }) => {
  const { email } = await accountByApi(page.request, 'reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-request$/);
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_REQUEST_SUCCESS }).first()).toBeVisible();

  const { link } = await lastMail(page.request, email);
  expect(link!.startsWith(`${SITE_URL}/password-reset/`)).toBe(true);
  await page.goto(link!);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('new-password-1');
  await reset.getByLabel('Confirm new password').fill('new-password-2');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText(PASSWORDS_MUST_MATCH_8)).toBeVisible();
  await reset.getByLabel('Confirm new password').fill('new-password-1');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(PASSWORD_RESET_SUCCESS)).toBeVisible();

  await page.getByRole('link', { name: 'Log in with your new password' }).click();
  await new LoginPage(page).signIn(email, 'new-password-1');
  await expect(page).toHaveURL(/\/membership\/plan/);
});

test('external activation of a new user without a subscription goes to the returning page', async ({ page }) => {
  const { email } = await accountByApi(page.request, 'activate');
  await page.request.post(`${API_URL}password/request/`, { data: { email } });
  const key = (await lastMail(page.request, email)).link!.split('/').pop()!;
  await page.goto(`/external-welcome/${key}`);
  await expect(page.locator('body')).toHaveAttribute('data-background', 'grey');
  const form = page.getByRole('form', { name: 'Welcome' });
  await form.getByLabel('New password', { exact: true }).fill('activated-1');
  await form.getByLabel('Confirm new password').fill('activated-1');
  await form.getByRole('button', { name: 'Activate My Account' }).click();
  await expect(page).toHaveURL(/\/membership\/returning$/);
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
});

test('external activation of a new user with an active subscription goes to Welcome, Fam!', async ({ page }) => {
  const { email, token } = await accountByApi(page.request, 'activate-sub');
  const auth = await billingHeaders(page.request, token);
  const card = await (await page.request.post(`${API_URL}payments/sandbox/payment-methods/`, { data: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } })).json();
  await page.request.post(`${API_URL}stripe/customer/`, { headers: auth, data: { token: card.id } });
  expect((await page.request.post(`${API_URL}subscriptions/`, { headers: auth, data: { subscription_plan_id: 2 } })).status()).toBe(201);
  await page.request.post(`${API_URL}password/request/`, { data: { email } });
  const key = (await lastMail(page.request, email)).link!.split('/').pop()!;
  await page.goto(`/external-welcome/${key}`);
  const form = page.getByRole('form', { name: 'Welcome' });
  await form.getByLabel('New password', { exact: true }).fill('activated-2');
  await form.getByLabel('Confirm new password').fill('activated-2');
  await form.getByRole('button', { name: 'Activate My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WELCOME_FAM })).toBeVisible();
});

test('external activation of a returning user logs in and follows next', async ({ page }) => {
  const { email } = await accountByApi(page.request, 'returning');
  await page.request.post(`${API_URL}password/request/`, { data: { email } });
  const key = (await lastMail(page.request, email)).link!.split('/').pop()!;
  await page.goto(`/external-welcome-back/${key}?source=roku&email=${encodeURIComponent(email)}&next=%2Fwatchlist`);
  await expect(page.locator('body')).toHaveAttribute('data-background', 'grey');
  const form = page.getByRole('form', { name: 'Welcome back' });
  await expect(form).toContainText(email);
  await form.getByLabel('New password', { exact: true }).fill('returning-1');
  await form.getByLabel('Confirm new password').fill('returning-1');
  await form.getByRole('button', { name: 'Set Password and Log In' }).click();
  // Without a subscription, login goes to the plans carrying the return page (000 §4.2).
  await expect(page).toHaveURL(/\/membership\/plan\?return_page=%2Fwatchlist$/);
});
