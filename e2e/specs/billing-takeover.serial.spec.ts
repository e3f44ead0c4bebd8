/**
 * A renewal that fails by itself (docs/decisions/0062): the server's clock is moved past a member's period end, the
 * API's job queue renews it with a card that now declines, the billing takeover shows (002 §4), and the card update
 * pays the open invoice at once; the paid renewal and its receipt are in Billing history and the outbox. Moves the
 * server's clock, so it runs alone (the `releases` project).
 */
import { expect as pwExpect, type APIRequestContext, type Page } from '@playwright/test';
import { billingHeaders, newSubscriberByApi, setCardByApi } from '../core/account';
import { expect, test } from '../core/fixtures';
import { lastMail } from '../core/membership';
import { API_URL, SITE_URL } from '../core/site';
import { fillBillingForm } from '../pages/account.page';

async function setServerClock(request: APIRequestContext, now: number | null) {
  const response = now === null ? await request.delete(`${API_URL}dev/clock/`) : await request.put(`${API_URL}dev/clock/`, { data: { now } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

/** A month later the session has ended (30 days at most): sign in again, as the member would. */
async function signInAgain(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post(`${API_URL}api-token-auth/`, { data: { username: email, password } });
  expect(response.ok()).toBeTruthy();
  const { token } = (await response.json()) as { token: string };
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'sift_token', value: token, url: SITE_URL, secure: true, sameSite: 'Lax' }]);
  return token;
}

async function invoicesOf(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_URL}billing/invoices/`, { headers: await billingHeaders(request, token) });
  return ((await response.json()) as { results: { status: string; total: number; period_start: string; period_end: string; next_payment_attempt: string | null }[] }).results;
}

test('a renewal the card declines shows the takeover; the new card pays it at once and the receipt comes', async ({ page }) => {
  test.setTimeout(300_000);
  const member = await newSubscriberByApi(page, 'renewal');
  const [first] = await invoicesOf(page.request, member.token);
  expect(first).toMatchObject({ status: 'paid', total: 999 });
  // The bank starts declining: a card that attaches but declines every charge.
  await setCardByApi(page.request, member.token, '4000000000000341');

  // An hour after the period ends, by the server's clock: the API's worker bills the renewal and it fails.
  const renewsAt = Date.parse(first.period_end);
  await setServerClock(page.request, renewsAt + 3_600_000);
  const token = await signInAgain(page, member.email, member.password);
  // Every subscription of the run renews at once: the worker may take a while.
  await pwExpect
    .poll(async () => (await invoicesOf(page.request, token))[0], { timeout: 120_000 })
    .toMatchObject({ status: 'open', total: 999, period_start: first.period_end });
  const failed = (await invoicesOf(page.request, token))[0];
  // Tried again a day after the failed renewal (dunning: day 1, 3, 5).
  const retryIn = Date.parse(failed.next_payment_attempt!) - renewsAt;
  expect(retryIn).toBeGreaterThanOrEqual(86_400_000);
  expect(retryIn).toBeLessThan(86_400_000 + 2 * 3_600_000);
  await expect.poll(async () => (await lastMail(page.request, member.email)).subject, { timeout: 60_000 }).toContain('did not go through');

  await page.goto('/browse');
  const takeover = page.getByRole('dialog', { name: 'Your payment did not go through' });
  await expect(takeover).toBeVisible();
  await takeover.getByRole('button', { name: 'Update payment' }).click();
  const form = takeover.getByRole('form', { name: 'Update billing' });
  // Another declining card: refused, in the provider's words; nothing paid.
  await fillBillingForm(form, '4000 0000 0000 0341');
  await form.getByRole('button', { name: 'Update payment' }).click();
  await expect(form.getByRole('alert')).toContainText('Your card was declined.');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Update payment' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toContainText('your subscription is active again');
  await thanks.getByRole('button', { name: 'Done' }).click();

  // Paid at once: the renewal is paid, the plan is in good standing, and the receipt is in the outbox.
  const summary = await (await page.request.get(`${API_URL}subscriptions/my-subscription/`, { headers: { authorization: `Token ${token}` } })).json();
  expect(summary.subscription).toMatchObject({ is_past_due: false, subscription_is_active: true });
  expect((await invoicesOf(page.request, token)).map((i) => i.status)).toEqual(['paid', 'paid']);
  await expect.poll(async () => (await lastMail(page.request, member.email)).subject, { timeout: 60_000 }).toMatch(/^Your Sift receipt: \$9\.99 paid/);

  // Billing history on /account lists both payments.
  await page.goto('/account');
  const history = page.getByRole('region', { name: 'Billing history' });
  await expect(history.getByTestId('invoice-row')).toHaveCount(2);
  await expect(history.getByTestId('invoice-row').first()).toContainText('Paid');
  await expect(history.getByTestId('invoice-row').first()).toContainText('$9.99');
});
