import { STORAGE_KEYS } from '@sift/contracts';
import { authHeaders, newSubscriberByApi, setCardByApi, subscriptionOf } from '../core/account';
import { expect, signInByApi, test } from '../core/fixtures';
import { API_URL, DEMO } from '../core/site';
import { fillBillingForm } from '../pages/account.page';

const HOUR = 3600 * 1000;

test('the billing takeover shows the past-due demo member at most once in 3 hours', async ({ page }) => {
  await page.clock.install({ time: new Date() });
  await signInByApi(page, DEMO.pastdue);
  await page.goto('/browse');
  const takeover = page.getByRole('dialog', { name: 'Your payment did not go through' });
  await expect(takeover).toBeVisible();
  await expect(takeover).toContainText('reactivation can take 3-5 minutes');
  await takeover.getByRole('button', { name: 'Remind me later' }).click();
  await expect(takeover).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.lastTakeover)).not.toBeNull();

  // Within 3 hours: not again, on any page.
  await page.clock.fastForward(2 * HOUR);
  await page.goto('/browse');
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(takeover).toHaveCount(0);

  // 3 hours after it last showed: once more.
  await page.clock.fastForward(1 * HOUR);
  await page.goto('/browse');
  await expect(takeover).toBeVisible();
});

test('past due: read, update payment, success; the subscription is paid', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'pastdue');
  // The card declines charges, and the renewal is billed now (the sandbox's test clock): past due.
  await setCardByApi(page.request, member.token, '4000000000000341');
  const renewal = await page.request.post(`${API_URL}payments/sandbox/renewals/`, { headers: authHeaders(member.token) });
  expect(await renewal.json()).toMatchObject({ is_past_due: true });

  await page.goto('/browse');
  const takeover = page.getByRole('dialog', { name: 'Your payment did not go through' });
  await takeover.getByRole('button', { name: 'Update payment' }).click();
  const form = takeover.getByRole('form', { name: 'Update billing' });
  await fillBillingForm(form, '4000 0000 0000 0341');
  await form.getByRole('button', { name: 'Update payment' }).click();
  await expect(takeover.getByRole('alert')).toContainText('Your card was declined.');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Update payment' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toContainText('your subscription is active again');
  await thanks.getByRole('button', { name: 'Done' }).click();
  expect(await subscriptionOf(page.request, member.token)).toMatchObject({ is_past_due: false, subscription_is_active: true });
});

test('members whose billing is fine never see the takeover', async ({ page }) => {
  await newSubscriberByApi(page, 'nottakeover');
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Subscription plan' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
