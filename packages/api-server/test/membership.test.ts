/**
 * Subscribing and paying through the sandbox payment provider (002 §4, §7): cards behave like Stripe's test cards,
 * 3-D Secure completes through the provider, promos discount or give a trial, and POST subscriptions/ never makes
 * two subscriptions or two charges, whatever arrives at once.
 */
import { count, eq } from 'drizzle-orm';
import {
  CARD_AUTHENTICATION_FAILED,
  CARD_DECLINED,
  CARD_NOT_TEST_CARD,
  CARD_NUMBER_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  PAYMENT_METHOD_REQUIRED,
  PROMO_MONTHLY_ONLY_SHORT,
  subscribeResponse,
  subscriptionSummary,
} from '@sift/contracts';
import * as t from '../src/db/schema';
import { PLAN_IDS } from '../src/reference-data';
import { call, login, manualClock, settled, signUp, startTestServer, type TestServer } from './helpers/test-server';
import { billingCall } from './billing-helpers';

let server: TestServer;
const clock = manualClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());
const app = () => server.app;
const db = () => server.database.db;

async function addCard(token: string, number: string) {
  const pm = await billingCall(app(), 'POST', '/payments/sandbox/payment-methods/', {
    body: { number, exp_month: 12, exp_year: 2030, cvc: number.startsWith('37') ? '1234' : '123', name: 'Pat Doe', address_zip: '84101' },
  });
  if (pm.status !== 201) return pm;
  return billingCall(app(), 'POST', '/stripe/customer/', { token, body: { token: pm.body.id, name: 'Pat Doe', address_zip: '84101', address_country: 'US' } });
}

async function chargesOf(userId: number) {
  const [user] = await db().select({ customerId: t.users.stripeCustomerId }).from(t.users).where(eq(t.users.id, userId));
  if (!user?.customerId) return 0;
  const [row] = await db().select({ n: count() }).from(t.sandboxCharges).where(eq(t.sandboxCharges.customerId, user.customerId));
  return row.n;
}

async function subscriptionsOf(userId: number) {
  return db().select().from(t.subscriptions).where(eq(t.subscriptions.userId, userId));
}

describe('the sandbox card form behaves like Stripe test cards', () => {
  it('4242 4242 4242 4242 becomes the default card', async () => {
    const me = await signUp(app());
    const saved = await addCard(me.token, '4242 4242 4242 4242');
    expect(saved.status).toBe(200);
    expect(saved.body.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(saved.body.card.brand_img).toMatch(/^data:image\/svg\+xml,/);
    const card = await billingCall(app(), 'GET', '/stripe/default-payment-method/', { token: me.token });
    expect(card.body.card.last4).toBe('4242');
  });

  it('4000 0000 0000 0002 is declined with the provider message', async () => {
    const me = await signUp(app());
    const saved = await addCard(me.token, '4000000000000002');
    expect(saved.status).toBe(402);
    expect(saved.body).toEqual({ detail: CARD_DECLINED, code: 'card_declined' });
    expect((await billingCall(app(), 'GET', '/stripe/default-payment-method/', { token: me.token })).body.card).toBeNull();
  });

  it('refuses a bad number and a real (non-test) card as Stripe test mode does', async () => {
    const bad = await billingCall(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4242424242424241', exp_month: 1, exp_year: 2030, cvc: '123' } });
    expect(bad.status).toBe(402);
    expect(bad.body.detail).toBe(CARD_NUMBER_INVALID);
    const real = await billingCall(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4111111111111111', exp_month: 1, exp_year: 2030, cvc: '123' } });
    expect(real.body.detail).toBe(CARD_NOT_TEST_CARD);
  });
});

describe('POST subscriptions/', () => {
  it('subscribes with 4242: active at once, one charge of the plan price', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const res = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly, idempotency_key: 'k1' } });
    expect(res.status).toBe(201);
    expect(subscribeResponse.parse(res.body)).toMatchObject({ status_v2: 'active', plan_price: '9.99', subscription_is_active: true });
    expect(res.body.latest_payment).toMatchObject({ status: 'succeeded', amount: 999 });
    expect(await chargesOf(me.id)).toBe(1);
    const current = await billingCall(app(), 'GET', '/users/current/', { token: me.token });
    expect(current.body.subscription).toMatchObject({ subscription_is_active: true, plan_price: '9.99' });
  });

  it('needs a card for a paid plan, and subscribes a free plan with the placeholder token', async () => {
    const me = await signUp(app());
    const paid = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    expect(paid.status).toBe(400);
    expect(paid.body.detail).toBe(PAYMENT_METHOD_REQUIRED);
    expect((await billingCall(app(), 'POST', '/stripe/customer/', { token: me.token, body: { token: 'placeholder' } })).body.card).toBeNull();
    const free = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.free } });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ status_v2: 'active', plan_price: '0', latest_payment: null });
    expect(await chargesOf(me.id)).toBe(0);
  });

  it('a card that declines charges leaves an incomplete subscription with the message; a new card replaces it', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4000000000000341');
    const res = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly, idempotency_key: 'a' } });
    expect(res.body).toMatchObject({ status_v2: 'incomplete', subscription_is_active: false });
    expect(res.body.latest_payment).toMatchObject({ status: 'requires_payment_method', error_message: CARD_DECLINED });
    expect(res.body.last_payment_failed_at).not.toBeNull();
    const info = await billingCall(app(), 'GET', `/subscriptions/${res.body.id}/latest-payment/`, { token: me.token });
    expect(info.body.error_message).toBe(CARD_DECLINED);
    const summary = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: me.token });
    expect(summary.body.subscription_is_active).toBe(false);

    await addCard(me.token, '4242424242424242');
    const retry = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly, idempotency_key: 'b' } });
    expect(retry.body.status_v2).toBe('active');
    const live = (await subscriptionsOf(me.id)).filter((s) => !s.endDate);
    expect(live).toHaveLength(1);
    expect(await chargesOf(me.id)).toBe(1);
  });

  it('4000 0025 0000 3155 requires confirmation, then completes through the provider', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4000002500003155');
    const res = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    expect(res.body.status_v2).toBe('incomplete');
    const payment = res.body.latest_payment;
    expect(payment).toMatchObject({ status: 'requires_action', kind: 'payment' });
    expect(await chargesOf(me.id)).toBe(0);

    const wrongSecret = await billingCall(app(), 'POST', `/payments/sandbox/intents/${payment.intent_id}/authenticate/`, {
      body: { client_secret: 'nope', outcome: 'complete' },
    });
    expect(wrongSecret.status).toBe(404);
    const done = await billingCall(app(), 'POST', `/payments/sandbox/intents/${payment.intent_id}/authenticate/`, {
      body: { client_secret: payment.client_secret, outcome: 'complete' },
    });
    expect(done.body.status).toBe('succeeded');
    const confirmed = await billingCall(app(), 'POST', `/subscriptions/${res.body.id}/confirm-payment-intent/`, {
      token: me.token,
      body: { intent_id: payment.intent_id },
    });
    expect(confirmed.body).toMatchObject({ status_v2: 'active', subscription_is_active: true });
    expect(await chargesOf(me.id)).toBe(1);
  });

  it('a failed 3-D Secure challenge leaves it incomplete with the failure', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4000002500003155');
    const res = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    const payment = res.body.latest_payment;
    await billingCall(app(), 'POST', `/payments/sandbox/intents/${payment.intent_id}/authenticate/`, { body: { client_secret: payment.client_secret, outcome: 'fail' } });
    const summary = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: me.token });
    expect(summary.body.subscription).toMatchObject({ status_v2: 'incomplete' });
    const info = await billingCall(app(), 'GET', `/subscriptions/${res.body.id}/latest-payment/`, { token: me.token });
    expect(info.body).toMatchObject({ status: 'requires_payment_method', error_message: CARD_AUTHENTICATION_FAILED });
  });

  it('free14 gives its 14-day trial: active, nothing charged, the trial end as promo_expires', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const res = await billingCall(app(), 'POST', '/subscriptions/', {
      token: me.token,
      body: { subscription_plan_id: PLAN_IDS.monthly, subscription_promo_code: 'FREE-14!' },
    });
    expect(res.body).toMatchObject({ status_v2: 'active', promo: 'free14', promo_message: '14 days free' });
    expect(Date.parse(res.body.promo_expires) - clock.now()).toBe(14 * 24 * 3600 * 1000);
    expect(await chargesOf(me.id)).toBe(0);
    const active = await billingCall(app(), 'GET', '/subscription-promos/active/', { token: me.token });
    expect(active.body.promo.code).toBe('free14');
  });

  it('a code without an annual coupon is refused on the yearly plan; one with it discounts the first year', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const monthlyOnly = await billingCall(app(), 'POST', '/subscriptions/', {
      token: me.token,
      body: { subscription_plan_id: PLAN_IDS.yearly, subscription_promo_code: 'frugal' },
    });
    expect(monthlyOnly.status).toBe(400);
    expect(monthlyOnly.body).toEqual({ subscription_promo_code: [PROMO_MONTHLY_ONLY_SHORT], code: 'promo_monthly_only' });
    const threeMonths = await billingCall(app(), 'POST', '/subscriptions/', {
      token: me.token,
      body: { subscription_plan_id: PLAN_IDS.yearly, subscription_promo_code: 'babycomeback' },
    });
    expect(threeMonths.status).toBe(400);
    const frugalMonthly = await billingCall(app(), 'POST', '/subscriptions/', {
      token: me.token,
      body: { subscription_plan_id: PLAN_IDS.monthly, subscription_promo_code: 'frugal' },
    });
    expect(frugalMonthly.body).toMatchObject({ promo: 'frugal', promo_price: '7.99' });
    expect(frugalMonthly.body.latest_payment.amount).toBe(799);
  });

  it('the same key with another plan is refused; an unknown plan or promo is a field error', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly, idempotency_key: 'same' } });
    const other = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.yearly, idempotency_key: 'same' } });
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe(IDEMPOTENCY_KEY_REUSED);
    expect((await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: 999 } })).body.subscription_plan_id).toBeDefined();
    expect((await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: 2, subscription_promo_code: 'nosuch' } })).status).toBe(400);
  });

  it('upgrades monthly to yearly through the provider (prorated charge), one subscription', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const monthly = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    const summary = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: me.token });
    expect(subscriptionSummary.parse(summary.body).upgrade_paths.map((p) => p.id)).toEqual([PLAN_IDS.yearly]);
    const yearly = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.yearly } });
    expect(yearly.status).toBe(200);
    expect(yearly.body).toMatchObject({ id: monthly.body.id, plan_type: 'yearly', status_v2: 'active' });
    expect(yearly.body.latest_payment.amount).toBe(9_990 - 999);
    expect(await subscriptionsOf(me.id)).toHaveLength(1);
    const after = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: me.token });
    expect(after.body.upgrade_paths).toEqual([]);
  });
});

describe('issue 17: what a running subscription and credit never do', () => {
  const balanceOf = async (token: string) => (await billingCall(app(), 'GET', '/transactions/balance/', { token })).body.balance as number;

  it('buying the yearly plan while a cancelled monthly one still runs upgrades that one: renewing, a year from now, one prorated charge', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const monthly = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    const cancelled = await billingCall(app(), 'POST', '/subscriptions/cancel/', { token: me.token });
    expect(cancelled.body).toMatchObject({ is_renewing: false, subscription_is_active: true });
    const preview = await billingCall(app(), 'GET', `/subscriptions/preview/?subscription_plan_id=${PLAN_IDS.yearly}`, { token: me.token });
    expect(preview.body).toMatchObject({ kind: 'upgrade', due_today: 9_990 - 999 });
    const yearly = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.yearly } });
    expect(yearly.status).toBe(200);
    expect(yearly.body).toMatchObject({ id: monthly.body.id, plan_type: 'yearly', is_renewing: true, end_date: null, subscription_is_active: true });
    expect(yearly.body.latest_payment.amount).toBe(preview.body.due_today);
    const [provider] = await db().select().from(t.providerSubscriptions).where(eq(t.providerSubscriptions.subscriptionId, monthly.body.id));
    expect(provider.currentPeriodEnd!.getTime()).toBe(Date.UTC(new Date(clock.now()).getUTCFullYear() + 1, new Date(clock.now()).getUTCMonth(), new Date(clock.now()).getUTCDate(), 12));
    expect(await subscriptionsOf(me.id)).toHaveLength(1);
    expect(await chargesOf(me.id)).toBe(2);
  });

  it('buying the same plan while cancelled resumes it: no second charge', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const monthly = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    await billingCall(app(), 'POST', '/subscriptions/cancel/', { token: me.token });
    expect((await billingCall(app(), 'GET', `/subscriptions/preview/?subscription_plan_id=${PLAN_IDS.monthly}`, { token: me.token })).body).toMatchObject({ kind: 'resume', due_today: 0 });
    const again = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: monthly.body.id, is_renewing: true, end_date: null });
    expect(await chargesOf(me.id)).toBe(1);
  });

  it('a declined card spends no credit: the gift card stays whole until a payment goes through', async () => {
    const me = await signUp(app());
    expect((await billingCall(app(), 'POST', '/runa-gift-card/SIFT25CHARLIE/redeem/', { token: me.token, body: { pin: '2503' } })).status).toBe(200);
    // The yearly plan: the credit covers part of it, the card the rest, and the card declines.
    await addCard(me.token, '4000000000000341');
    const declined = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.yearly, idempotency_key: 'declined' } });
    expect(declined.body).toMatchObject({ status_v2: 'incomplete' });
    expect(declined.body.latest_payment).toMatchObject({ status: 'requires_payment_method', amount: 9_990 - 2_500 });
    expect(await balanceOf(me.token)).toBe(2_500);
    await addCard(me.token, '4242424242424242');
    const paid = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.yearly, idempotency_key: 'paid' } });
    expect(paid.body).toMatchObject({ status_v2: 'active' });
    // Spent now, with the payment: all the credit, and the card for the rest.
    expect(await balanceOf(me.token)).toBe(0);
    expect(paid.body.latest_payment.amount).toBe(9_990 - 2_500);
    expect(await chargesOf(me.id)).toBe(1);
  });

  it("a once promo's promo fields stop after the invoice that used it; a 3-month one says its end", async () => {
    const once = await signUp(app());
    await addCard(once.token, '4242424242424242');
    const first = await billingCall(app(), 'POST', '/subscriptions/', { token: once.token, body: { subscription_plan_id: PLAN_IDS.monthly, subscription_promo_code: 'vidfor1' } });
    expect(first.body.latest_payment.amount).toBe(100);
    expect(first.body).toMatchObject({ promo: null, promo_price: null, promo_expires: null });
    const three = await signUp(app());
    await addCard(three.token, '4242424242424242');
    const sub = await billingCall(app(), 'POST', '/subscriptions/', { token: three.token, body: { subscription_plan_id: PLAN_IDS.monthly, subscription_promo_code: 'babycomeback' } });
    expect(sub.body.latest_payment.amount).toBe(499);
    const now = new Date(clock.now());
    expect(sub.body).toMatchObject({ promo: 'babycomeback', promo_price: '4.99', promo_message: '50% off for 3 months' });
    expect(sub.body.promo_expires).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, now.getUTCDate(), 12)).toISOString());
  });
});

describe('never two subscriptions or two charges', () => {
  it('ten concurrent requests with one idempotency key: one subscription, one charge, the same answer', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly, idempotency_key: 'double-click' } }),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await subscriptionsOf(me.id)).toHaveLength(1);
    expect(await chargesOf(me.id)).toBe(1);
    const [sandbox] = await db().select({ n: count() }).from(t.sandboxSubscriptions).where(eq(t.sandboxSubscriptions.customerId, (await db().select().from(t.users).where(eq(t.users.id, me.id)))[0].stripeCustomerId!));
    expect(sandbox.n).toBe(1);
  });

  it('two tabs with their own keys at once, and a retry after a time-out: still one of each', async () => {
    const me = await signUp(app());
    await addCard(me.token, '4242424242424242');
    const answers = await Promise.all(
      ['tab-1', 'tab-2', 'tab-3'].map((key) =>
        billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly, idempotency_key: key } }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const retry = await billingCall(app(), 'POST', '/subscriptions/', {
      token: me.token,
      headers: { 'idempotency-key': 'tab-1' },
      body: { subscription_plan_id: PLAN_IDS.monthly },
    });
    expect(retry.body.id).toBe(answers[0].body.id);
    expect(await subscriptionsOf(me.id)).toHaveLength(1);
    expect(await chargesOf(me.id)).toBe(1);
  });
});

describe('promos, onboarding, iterable, e-mail confirmation, referrals', () => {
  it('previews the annual promo: default 2 Months Free, a code with an annual coupon discounts, a monthly-only code is refused', async () => {
    const plain = await billingCall(app(), 'GET', '/subscription-promos/preview-annual-promo/');
    expect(plain.body).toEqual({ code: null, plan_id: PLAN_IDS.yearly, annual_price: 9_990, monthly_equivalent_price: 11_988, discounted_price: 9_990, messaging: '2 Months Free' });
    const noble = await billingCall(app(), 'GET', '/subscription-promos/preview-annual-promo/?code=noble');
    expect(noble.body).toMatchObject({ code: 'noble', discounted_price: 7_492, messaging: '25% off your first year' });
    const frugal = await billingCall(app(), 'GET', '/subscription-promos/preview-annual-promo/?code=frugal');
    expect(frugal.status).toBe(400);
    expect((await billingCall(app(), 'GET', '/subscription-promos/preview-annual-promo/?code=nosuch')).status).toBe(404);
  });

  it('applies 002 §4 onboarding rules to the calling browser', async () => {
    const me = await signUp(app());
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const patch = (ua: string, body: object) => billingCall(app(), 'PATCH', '/api/user-flags/', { token: me.token, headers: { 'user-agent': ua }, body });
    expect((await patch(chrome, { event: 'services_step_done' })).body).toEqual({ has_onboarded: true });
    expect((await patch(iphone, { event: 'services_step_done' })).body).toEqual({ has_onboarded: false });
    expect((await patch(iphone, { event: 'start_filtering' })).body).toEqual({ has_onboarded: true });
    expect((await patch(chrome, {})).body).toEqual({ has_onboarded: true });
  });

  it('records Iterable events with the user', async () => {
    const me = await signUp(app());
    const res = await billingCall(app(), 'POST', '/iterable/', { token: me.token, body: { event: 'last_plan_selected', extras: { plan_id: 2 } } });
    expect(res.status).toBe(201);
    const rows = await db().select().from(t.iterableEvents).where(eq(t.iterableEvents.userId, me.id));
    expect(rows.map((r) => [r.event, r.extras])).toEqual([['last_plan_selected', { plan_id: 2 }]]);
  });

  it('says whether the e-mail is confirmed: a signup made with the mailed code is (whatever the client said); by token too', async () => {
    // signUp answers the server's 202 with the mailed code, without ever sending confirmation_required (issue 22).
    const plain = await signUp(app());
    const detail = await billingCall(app(), 'GET', '/user-email-confirmations/detail/', { token: plain.token });
    expect(detail.body).toEqual({ email: plain.email, is_confirmed: true });
    const byToken = await billingCall(app(), 'GET', `/user-email-confirmations/detail/?token=${plain.token}`);
    expect(byToken.body.email).toBe(plain.email);
    expect((await billingCall(app(), 'GET', '/user-email-confirmations/detail/?token=nope')).status).toBe(404);

    const email = `confirmed${Date.now()}@test.example`;
    await billingCall(app(), 'POST', '/users/', { body: { email, password: 'secret-pass-1', confirmation_required: true } });
    const [mail] = (await billingCall(app(), 'GET', `/dev/outbox.json?to=${email}`)).body;
    const created = await billingCall(app(), 'POST', '/users/', { body: { email, password: 'secret-pass-1', confirmation_required: true, confirmation_code: mail.code } });
    expect((await billingCall(app(), 'GET', '/user-email-confirmations/detail/', { token: created.body.token })).body.is_confirmed).toBe(true);
  });

  it("records the referral code at signup and marks the referred member's first payment once", async () => {
    const parent = await login(app(), 'parent@sift.example');
    const [referrer] = await db().select().from(t.users).where(eq(t.users.id, parent.id));
    const email = `referred${Date.now()}@test.example`;
    // The server has the e-mail confirmed first (202, a code mailed); the code step carries the referral code again.
    const rupi = referrer.referralCode.toUpperCase();
    expect((await billingCall(app(), 'POST', '/users/', { body: { email, password: 'secret-pass-1', rupi } })).status).toBe(202);
    const [mail] = (await billingCall(app(), 'GET', `/dev/outbox.json?to=${email}`)).body;
    const created = await billingCall(app(), 'POST', '/users/', { body: { email, password: 'secret-pass-1', rupi, confirmation_code: mail.code } });
    const [referral] = await db().select().from(t.referrals).where(eq(t.referrals.referredUserId, created.body.id));
    expect(referral).toMatchObject({ code: referrer.referralCode, referrerUserId: parent.id, firstPaidAt: null });
    await addCard(created.body.token, '4242424242424242');
    const sub = await billingCall(app(), 'POST', '/subscriptions/', { token: created.body.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    // The paid invoice's event marks it (the job queue applies the provider's events).
    await settled(app());
    const [paid] = await db().select().from(t.referrals).where(eq(t.referrals.referredUserId, created.body.id));
    expect(paid.firstPaidAt).not.toBeNull();
    expect(paid.firstPaidSubscriptionId).toBe(sub.body.id);
  });

  it('gives the demo subscriber a card and a provider subscription', async () => {
    const parent = await login(app(), 'parent@sift.example');
    expect((await billingCall(app(), 'GET', '/stripe/default-payment-method/', { token: parent.token })).body.card.last4).toBe('4242');
    const summary = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: parent.token });
    expect(summary.body).toMatchObject({ subscription_is_active: true, subscription_discount_eligible: true });
    expect(summary.body.upgrade_paths.map((p: { id: number }) => p.id)).toEqual([PLAN_IDS.yearly]);
    const newbie = await login(app(), 'newbie@sift.example');
    const none = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: newbie.token });
    expect(none.body).toMatchObject({ subscription: null, subscription_is_active: false });
    expect(none.body.upgrade_paths).toHaveLength(3);
  });
});
