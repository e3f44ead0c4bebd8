import { CANCEL_REASON_REQUIRED, CANCEL_SUBSCRIPTION, REACTIVATE_SUBSCRIPTION, RETENTION_DISCOUNT_OFFER, SUPPORT_EMAIL } from '@sift/contracts';
import { billingHeaders, newSubscriberByApi, subscriptionOf } from '../core/account';
import { expect, test } from '../core/fixtures';
import { API_URL } from '../core/site';
import { AccountPage } from '../pages/account.page';

test('cancel: price -> offers -> discount redeemed; again -> confirm -> confirmation; Reactivate restores renewal', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'cancel');
  const account = new AccountPage(page);
  await account.open();
  await account.plan.getByRole('link', { name: CANCEL_SUBSCRIPTION }).click();

  // Step 1: a reason must be picked; 'Other' is always last.
  await expect(page).toHaveURL(/\/membership\/cancel$/);
  await expect(page.locator('body')).toHaveAttribute('data-background', 'white');
  const reasons = page.getByRole('group', { name: 'Choose the reason that fits best' }).getByRole('radio');
  await expect(reasons.last()).toHaveAccessibleName('Other');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(CANCEL_REASON_REQUIRED)).toBeVisible();
  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the price offers (support, annual 'save over 16%').
  await expect(page).toHaveURL(/\/membership\/cancel\/offers$/);
  await expect(page.getByRole('heading', { name: 'Talk to our support team' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /save over 16%/ })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to cancel' }).click();

  // Step 3: the discount, redeemed: the flow ends and the plan is discounted.
  await expect(page).toHaveURL(new RegExp(`/membership/cancel/discount/${member.subscriptionId}$`));
  await page.getByRole('button', { name: 'Redeem offer' }).click();
  await expect(page.getByText(`${RETENTION_DISCOUNT_OFFER} is on your plan`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(account.plan.getByTestId('plan-promo')).toContainText(RETENTION_DISCOUNT_OFFER);
  expect(await subscriptionOf(page.request, member.token)).toMatchObject({ promo: 'STAY50', is_renewing: true });

  // Again: no discount this time, straight to confirm, then the confirmation.
  await account.plan.getByRole('link', { name: CANCEL_SUBSCRIPTION }).click();
  await page.getByRole('radio', { name: "I'm having technical problems" }).check();
  await page.getByRole('radio', { name: 'Something else went wrong' }).check();
  await page.getByLabel('What went wrong?').fill('The app closes on my TV.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Get Help, Get Credit' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to cancel' }).click();
  await expect(page).toHaveURL(/\/membership\/cancel\/confirm$/);
  await page.getByRole('button', { name: CANCEL_SUBSCRIPTION }).click();
  await expect(page).toHaveURL(/\/membership\/cancel\/confirmation$/);
  await expect(page.getByTestId('cancel-end-date')).toContainText('You can keep watching with filters until');

  // The account shows the end date and Reactivate, which restores renewal.
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(account.plan.getByTestId('plan-end-date')).toContainText('Cancelled. You can keep watching until');
  await account.plan.getByRole('button', { name: REACTIVATE_SUBSCRIPTION }).click();
  await expect(account.plan.getByText('Renews automatically.')).toBeVisible();
  expect(await subscriptionOf(page.request, member.token)).toMatchObject({ is_renewing: true, end_date: null });
});

test('the cancel flow is only for renewing card plans: anyone else goes to /account', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'cancelled');
  await page.request.post(`${API_URL}subscriptions/cancel/`, { headers: await billingHeaders(page.request, member.token) });
  await page.goto('/membership/cancel/offers');
  await expect(page).toHaveURL(/\/account$/);
});

test('priority support by e-mail: the ticket, then its confirmation', async ({ page }) => {
  const member = await newSubscriberByApi(page, 'rescue');
  await page.goto('/membership/cancel');
  await page.getByRole('radio', { name: 'Other', exact: true }).check();
  await page.getByLabel("Tell us why you're leaving").fill('Too many cuts in one show.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'E-mail us' }).click();
  await expect(page).toHaveURL(/\/membership\/rescue\/email$/);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select a device and provide a description.')).toBeVisible();
  await page.getByLabel('Device').selectOption('Fire TV App');
  await page.getByLabel('What is happening?').fill(`Filters lag on my Fire TV (${member.email}).`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('We got your message')).toBeVisible();
  // The support inbox got the Urgent 'Cancel Save Offer' ticket with its private note (002 §9).
  // (The mail is sent just after the answer: wait for it.)
  let ticket: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${API_URL}dev/outbox.json?to=${encodeURIComponent(SUPPORT_EMAIL)}`)).json()) as { subject: string; text: string }[];
      ticket = mails.find((mail) => mail.text.includes(member.email));
      return Boolean(ticket);
    })
    .toBe(true);
  expect(ticket?.subject).toMatch(/^\[Urgent\] Priority support: cancel save offer/);
  expect(ticket?.text).toContain('Trigger: Cancel Save Offer');
  expect(ticket?.text).toContain('Device: Fire TV App');
  expect(ticket?.text).toContain('Cancel reason: Other\nAdditional comments: Too many cuts in one show.\nOffer selected: One month free');
});
