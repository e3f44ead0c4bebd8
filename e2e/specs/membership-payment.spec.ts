import { CARD_DECLINED, REDEEM_GIFT_CARD, PAYMENT_SCRIPT_BLOCKED, PAYMENT_SCRIPT_FAILED, PROMO_MONTHLY_ONLY_SHORT, PROMO_REMOVE_AND_CONTINUE, promoMonthlyOnly, STRIPE_JS_URL, WELCOME_FAM } from '@sift/contracts';
import { balanceOf, issueGiftCard } from '../core/account';
import { expect, test } from '../core/fixtures';
import { mySubscription, newMemberByApi } from '../core/membership';
import { API_URL } from '../core/site';
import { PaymentPage } from '../pages/payment.page';

test('the declined card shows the provider message and leaves no active subscription', async ({ page }) => {
  const member = await newMemberByApi(page, 'declined');
  await page.goto('/membership/payment?selected_plan_id=2');
  const payment = new PaymentPage(page);
  await payment.fillBilling();
  await payment.fillCard('4000 0000 0000 0002');
  await payment.startButton.click();
  await expect(payment.form.getByRole('alert').filter({ hasText: CARD_DECLINED })).toBeVisible();
  await expect(payment.form.getByLabel('Name on card')).toHaveValue('Pat Doe');
  expect((await mySubscription(page.request, member.token)).subscription_is_active).toBe(false);
});

test('4000 0025 0000 3155 asks for 3-D Secure and completes after confirmation', async ({ page }) => {
  const member = await newMemberByApi(page, 'threeds');
  await page.goto('/membership/payment?selected_plan_id=2');
  const payment = new PaymentPage(page);
  await payment.fillBilling();
  await payment.fillCard('4000 0025 0000 3155');
  await payment.startButton.click();
  const challenge = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(challenge).toBeVisible();
  expect((await mySubscription(page.request, member.token)).subscription?.status_v2).toBe('incomplete');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WELCOME_FAM })).toBeVisible();
  expect((await mySubscription(page.request, member.token)).subscription_is_active).toBe(true);
});

test('a gift card redeemed on the payment page pays the first month: the total is max(0, price + discount - balance)', async ({ page }) => {
  const member = await newMemberByApi(page, 'giftpay');
  const card = await issueGiftCard(page.request, 5_000);
  await page.goto('/membership/payment?selected_plan_id=2');
  const payment = new PaymentPage(page);
  await expect(payment.form.getByTestId('payment-total')).toHaveText('$9.99');
  await payment.form.getByRole('button', { name: REDEEM_GIFT_CARD }).click();
  const dialog = page.getByRole('dialog', { name: REDEEM_GIFT_CARD });
  await dialog.getByLabel('Gift card code').fill(card.code);
  await dialog.getByLabel('PIN').fill(card.pin);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog).toBeHidden();
  await expect(payment.form.getByTestId('gift-balance')).toContainText('$50.00');
  await expect(payment.form.getByTestId('payment-total')).toHaveText('$0.00');
  await payment.fillBilling();
  await payment.fillCard('4242 4242 4242 4242');
  await payment.startButton.click();
  await expect(page.getByRole('heading', { level: 1, name: WELCOME_FAM })).toBeVisible();
  expect((await mySubscription(page.request, member.token)).subscription_is_active).toBe(true);
  // The first month ($9.99) came out of the credit, not the card.
  expect(await balanceOf(page.request, member.token)).toBe(card.amount - 999);
});

test('Start Membership pressed twice quickly makes one subscription', async ({ page }) => {
  const member = await newMemberByApi(page, 'double');
  await page.goto('/membership/payment?selected_plan_id=2');
  const payment = new PaymentPage(page);
  await payment.fillBilling();
  await payment.fillCard('4242 4242 4242 4242');
  const answers: number[] = [];
  let sent = 0;
  const isSubscribe = (request: { url(): string; method(): string }) => request.url() === `${API_URL}subscriptions/` && request.method() === 'POST';
  page.on('request', (request) => void (isSubscribe(request) && (sent += 1)));
  page.on('response', async (response) => {
    if (isSubscribe(response.request())) answers.push((await response.json()).id);
  });
  // Two submits in the same task: the second comes before the page can disable the button. The Form sends once
  // (docs/decisions/0123); the idempotency key would make a second request (another tab) answer the same subscription.
  await payment.form.evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByRole('heading', { level: 1, name: WELCOME_FAM })).toBeVisible();
  await expect.poll(() => answers.length).toBe(1);
  expect(sent).toBe(1);
  expect((await mySubscription(page.request, member.token)).subscription?.id).toBe(answers[0]);
});

test('reloading mid-payment: the started membership is found, not made again', async ({ page }) => {
  const member = await newMemberByApi(page, 'reload');
  await page.goto('/membership/payment?selected_plan_id=2');
  const payment = new PaymentPage(page);
  await payment.fillBilling();
  await payment.fillCard('4242 4242 4242 4242');
  // The request reaches the server, but the page never sees the answer: it is reloaded first. The route stays until
  // then: removing a handler that has not answered lets its request go on to the server again, and its answer could
  // reach the page (which then forgets the request in flight) before the reload.
  let first: { id: number } | null = null;
  await page.route(`${API_URL}subscriptions/`, async (route) => {
    const response = await route.fetch();
    first = await response.json();
  });
  await payment.startButton.click();
  await expect.poll(() => first?.id ?? null).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: WELCOME_FAM })).toBeVisible();
  const summary = await mySubscription(page.request, member.token);
  expect(summary.subscription).toMatchObject({ id: first!.id, subscription_is_active: true });
});

test('free14 applies its trial; a monthly-only code on the annual plan shows the dialog', async ({ page }) => {
  const member = await newMemberByApi(page, 'promo');
  await page.goto('/membership/payment?selected_plan_id=2');
  const payment = new PaymentPage(page);
  await payment.applyPromo('FREE-14');
  await expect(payment.form.getByText(/14-day free trial applied/)).toBeVisible();
  await expect(payment.form.getByTestId('payment-total')).toHaveText('$0.00');

  await payment.choosePlan(/Annual/);
  await payment.fillBilling();
  await payment.fillCard('4242 4242 4242 4242');
  await payment.startButton.click();
  const dialog = page.getByRole('alertdialog', { name: promoMonthlyOnly('free14') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await payment.choosePlan(/Monthly/);
  await payment.startButton.click();
  await expect(page.getByRole('heading', { level: 1, name: WELCOME_FAM })).toBeVisible();
  const summary = await mySubscription(page.request, member.token);
  expect(summary.subscription).toMatchObject({ subscription_is_active: true, promo: 'free14' });
});

test("a monthly-only code can't be applied on the annual plan, and 'Remove Code & Continue' subscribes without it", async ({ page }) => {
  const member = await newMemberByApi(page, 'annual');
  await page.goto('/membership/payment?selected_plan_id=3');
  const payment = new PaymentPage(page);
  await payment.applyPromo('frugal');
  await expect(payment.form.getByText(PROMO_MONTHLY_ONLY_SHORT)).toBeVisible();
  await payment.choosePlan(/Monthly/);
  await payment.form.getByRole('button', { name: 'Apply' }).click();
  await expect(payment.form.getByText(/Frugal offer applied/)).toBeVisible();
  await payment.choosePlan(/Annual/);
  await payment.fillBilling();
  await payment.fillCard('4242 4242 4242 4242');
  await payment.startButton.click();
  await page.getByRole('alertdialog').getByRole('button', { name: PROMO_REMOVE_AND_CONTINUE }).click();
  await expect(page.getByRole('heading', { level: 1, name: WELCOME_FAM })).toBeVisible();
  expect((await mySubscription(page.request, member.token)).subscription).toMatchObject({ plan_id: 3 });
});

test.describe('Stripe.js (when Stripe keys are configured)', () => {
  test.beforeEach(async ({ page }) => {
    // The server says Stripe takes the cards; Stripe.js itself is stubbed (no network here).
    await page.route(`${API_URL}payments/config/`, (route) => route.fulfill({ json: { provider: 'stripe', publishable_key: 'pk_test_e2e' } }));
  });

  test('the script failing to load shows the failure text', async ({ page }) => {
    await newMemberByApi(page, 'stripefail');
    await page.route(`${STRIPE_JS_URL}*`, (route) => route.abort('failed'));
    await page.goto('/membership/payment?selected_plan_id=2');
    await expect(page.getByText(PAYMENT_SCRIPT_FAILED)).toBeVisible();
    await expect(new PaymentPage(page).startButton).toBeDisabled();
  });

  test('a script that loads but is blocked from starting shows the blocked text', async ({ page }) => {
    await newMemberByApi(page, 'stripeblocked');
    await page.route(`${STRIPE_JS_URL}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* emptied by a blocker */' }));
    await page.goto('/membership/payment?selected_plan_id=2');
    await expect(page.getByText(PAYMENT_SCRIPT_BLOCKED)).toBeVisible();
  });

  test('a working Stripe.js mounts the card element', async ({ page }) => {
    await newMemberByApi(page, 'stripeok');
    await page.route(`${STRIPE_JS_URL}*`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Stripe = function () { return { elements: function () { return { create: function () { return { mount: function (el) { var i = document.createElement('iframe'); i.title = 'Secure card payment input frame'; el.appendChild(i); }, destroy: function () {} }; } }; }, _registerWrapper: function () {} }; };`,
      }),
    );
    await page.goto('/membership/payment?selected_plan_id=2');
    await expect(page.getByTitle('Secure card payment input frame')).toBeAttached();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });
});
