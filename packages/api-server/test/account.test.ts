/**
 * The account area's calls (002 §4, §7, §8) through the sandbox payment provider: cancelling keeps the plan until its
 * end date and reactivating restores renewal; the cancel flow's discount applies once; annual pricing previews and
 * activates (or asks for a card); gift cards credit once, even when redeemed at the same moment; referral rewards
 * credit both sides once when the referred member first pays; past-due subscriptions pay after the card is updated;
 * the cancel flow's records, tickets and calls.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  accountBalance,
  annualPricingPreview,
  CALL_SLOT_UNAVAILABLE,
  cancelReason,
  DISCOUNT_NOT_ELIGIBLE,
  GIFT_CARD_ALREADY_REDEEMED,
  GIFT_CARD_INVALID,
  LOGIN_THROTTLED,
  PAYMENT_SETUP_REQUIRED,
  PRIORITY_REQUEST_REQUIRED,
  REFERRAL_REWARD_CENTS,
  RETENTION_DISCOUNT_OFFER,
  subscription as subscriptionSchema,
  SUBSCRIPTION_NOT_CANCELABLE,
  SUPPORT_EMAIL,
  supportCallSlots,
} from '@sift/contracts';
import * as t from '../src/db/schema';
import type { SharedClock } from '../src/clock/settable-clock';
import { DEMO_GIFT_CARDS, PARENT_REDEEMED_GIFT_CARD } from '../src/seed/account.seed';
import { DEV_GIFT_CARD_AMOUNT_INVALID } from '../src/billing/dev-gift-cards.routes';
import { PLAN_IDS } from '../src/reference-data';
import { call, lastMail, login, manualClock, settled, signUp, startTestServer, type TestServer } from './helpers/test-server';
import { billingCall, tick } from './billing-helpers';

let server: TestServer;
// Wednesday 2026-06-03 12:00 Denver: inside support's hours.
const clock = manualClock(Date.parse('2026-06-03T18:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ clock, limits: { giftCardAttempts: 4 } });
});
afterAll(() => server.close());
const app = () => server.app;
const db = () => server.database.db;
const DAY = 24 * 3600 * 1000;

async function addCard(token: string, number = '4242424242424242') {
  const pm = await billingCall(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number, exp_month: 12, exp_year: 2031, cvc: '123' } });
  expect(pm.status).toBe(201);
  const saved = await billingCall(app(), 'POST', '/stripe/customer/', { token, body: { token: pm.body.id, name: 'Pat Doe', address_zip: '84101', address_country: 'US' } });
  expect(saved.status).toBe(200);
}

/** A new member with a monthly subscription paid with `card`. */
async function subscriber(card = '4242424242424242', extra: { rupi?: string } = {}) {
  const me = await signUp(app());
  await addCard(me.token, card);
  const sub = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly, ...extra } });
  expect(sub.status).toBe(201);
  return { ...me, subscriptionId: sub.body.id as number };
}

const summary = async (token: string) => (await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token })).body;
const balanceOf = async (token: string) => (await billingCall(app(), 'GET', '/transactions/balance/', { token })).body.balance as number;

async function chargesOf(userId: number) {
  const [user] = await db().select({ customerId: t.users.stripeCustomerId }).from(t.users).where(eq(t.users.id, userId));
  const rows = await db().select().from(t.sandboxCharges).where(eq(t.sandboxCharges.customerId, user.customerId!));
  return rows.map((r) => r.amount);
}

describe('cancel and reactivate (002 §4: a cancelled plan stays active until its end date)', () => {
  it('cancels at period end, keeps the plan active until then, and reactivating restores renewal', async () => {
    const me = await subscriber();
    const cancelled = await billingCall(app(), 'POST', '/subscriptions/cancel/', { token: me.token });
    expect(cancelled.status).toBe(200);
    expect(subscriptionSchema.parse(cancelled.body)).toMatchObject({ is_renewing: false, subscription_is_active: true });
    const end = Date.parse(cancelled.body.end_date);
    expect(end).toBeGreaterThan(clock.now() + 27 * DAY);
    expect((await summary(me.token)).subscription_discount_eligible).toBe(false);

    const again = await billingCall(app(), 'POST', '/subscriptions/cancel/', { token: me.token });
    expect(again.body.end_date).toBe(cancelled.body.end_date);

    const reactivated = await billingCall(app(), 'POST', '/subscriptions/reactivate/', { token: me.token });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toMatchObject({ is_renewing: true, end_date: null, subscription_is_active: true });
    expect((await billingCall(app(), 'POST', '/subscriptions/reactivate/', { token: me.token })).status).toBe(400);
  });

  it('ends the plan once the end date has passed', async () => {
    const me = await subscriber();
    const cancelled = await billingCall(app(), 'POST', '/subscriptions/cancel/', { token: me.token });
    const ahead = Date.parse(cancelled.body.end_date) - clock.now() + 1000;
    clock.advance(ahead);
    try {
      // A month on, the old token has idled out: sign in again.
      const { token } = await login(app(), me.email, me.password);
      const after = await summary(token);
      expect(after.subscription_is_active).toBe(false);
      expect((await billingCall(app(), 'POST', '/subscriptions/reactivate/', { token })).status).toBe(400);
    } finally {
      clock.advance(-ahead);
    }
  });

  it('refuses plans from app stores and members without a plan', async () => {
    const me = await subscriber();
    await db().update(t.subscriptions).set({ source: 'ios' }).where(eq(t.subscriptions.id, me.subscriptionId));
    const res = await billingCall(app(), 'POST', '/subscriptions/cancel/', { token: me.token });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(SUBSCRIPTION_NOT_CANCELABLE);
    const nobody = await signUp(app());
    expect((await billingCall(app(), 'POST', '/subscriptions/cancel/', { token: nobody.token })).status).toBe(400);
  });
});

describe('the cancel flow discount (50% for 3 months, once)', () => {
  it('applies once, shows as the promo, and is no longer offered', async () => {
    const me = await subscriber();
    expect((await summary(me.token)).subscription_discount_eligible).toBe(true);
    const answers = await Promise.all([
      billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/redeem-discount/`, { token: me.token, body: {} }),
      billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/redeem-discount/`, { token: me.token, body: { code: 'stay50' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const ok = answers.find((a) => a.status === 200)!;
    // 50% of $9.99 is $4.995, rounded to $5.00 off (002 §9: percentages are rounded).
    expect(ok.body).toMatchObject({ promo: 'STAY50', promo_price: '4.99', promo_message: RETENTION_DISCOUNT_OFFER, is_renewing: true });
    expect(answers.find((a) => a.status === 400)!.body.detail).toBe(DISCOUNT_NOT_ELIGIBLE);
    const after = await summary(me.token);
    expect(after.subscription_discount_eligible).toBe(false);
    const [sandbox] = await db().select().from(t.sandboxSubscriptions).where(eq(t.sandboxSubscriptions.customerId, (await db().select().from(t.users).where(eq(t.users.id, me.id)))[0].stripeCustomerId!));
    expect(sandbox.discount).toMatchObject({ percentOff: 50, duration: 'repeating', durationInMonths: 3 });
  });

  it('refuses another code and another account’s subscription', async () => {
    const me = await subscriber();
    const other = await signUp(app());
    expect((await billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/redeem-discount/`, { token: me.token, body: { code: 'FREE14' } })).status).toBe(400);
    expect((await billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/redeem-discount/`, { token: other.token, body: {} })).status).toBe(404);
    expect((await summary(me.token)).subscription_discount_eligible).toBe(true);
  });
});

describe('annual pricing (002 §4, §7)', () => {
  it('previews and activates the yearly plan once, charging the prorated difference', async () => {
    const me = await subscriber();
    const preview = await billingCall(app(), 'GET', `/subscriptions/${me.subscriptionId}/preview-annual-pricing/`, { token: me.token });
    expect(preview.status).toBe(200);
    expect(annualPricingPreview.parse(preview.body)).toMatchObject({
      current_plan_annual_price: 999 * 12,
      target_plan_annual_price: 9990,
      target_plan_id: PLAN_IDS.yearly,
      promo: { messaging: 'Get 2 Months Free' },
    });
    // Moments after paying a month, almost all of it is unused: it counts against the year.
    expect(preview.body.charge_estimate).toBeGreaterThan(9990 - 999 - 5);
    expect(preview.body.charge_estimate).toBeLessThanOrEqual(9990 - 999 + 5);

    const [first, second] = await Promise.all([
      billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/activate-annual-pricing/`, { token: me.token }),
      billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/activate-annual-pricing/`, { token: me.token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({ plan_type: 'yearly', plan_id: PLAN_IDS.yearly, is_upsellable_to_annual: false });
    expect(await chargesOf(me.id)).toEqual([999, preview.body.charge_estimate]);
    const user = await billingCall(app(), 'GET', '/users/current/', { token: me.token });
    expect(user.body.subscription).toMatchObject({ billing_frequency: 'yearly', is_upsellable_to_annual: false });
  });

  it("answers 400 with action 'setup' without a working card, and works once one is added", async () => {
    const me = await subscriber('4000000000000341');
    // The first charge was declined: that subscription is incomplete, so there is nothing to upgrade.
    expect((await summary(me.token)).subscription_is_active).toBe(false);
    const member = await subscriber();
    await db().update(t.sandboxCustomers).set({ defaultPaymentMethodId: null }).where(eq(t.sandboxCustomers.id, (await db().select().from(t.users).where(eq(t.users.id, member.id)))[0].stripeCustomerId!));
    const preview = await billingCall(app(), 'GET', `/subscriptions/${member.subscriptionId}/preview-annual-pricing/`, { token: member.token });
    expect(preview.status).toBe(400);
    expect(preview.body).toEqual({ detail: PAYMENT_SETUP_REQUIRED, action: 'setup' });
    await addCard(member.token, '4000000000000341');
    const declined = await billingCall(app(), 'POST', `/subscriptions/${member.subscriptionId}/activate-annual-pricing/`, { token: member.token });
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ action: 'setup' });
    await addCard(member.token);
    const done = await billingCall(app(), 'POST', `/subscriptions/${member.subscriptionId}/activate-annual-pricing/`, { token: member.token });
    expect(done.body.plan_type).toBe('yearly');
  });

  it('downgrades yearly to monthly, crediting the unused time', async () => {
    const me = await subscriber();
    await billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/activate-annual-pricing/`, { token: me.token });
    const refused = await billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/downgrade-subscription/`, { token: me.token, body: { target_plan_id: PLAN_IDS.free } });
    expect(refused.status).toBe(400);
    const down = await billingCall(app(), 'POST', `/subscriptions/${me.subscriptionId}/downgrade-subscription/`, { token: me.token, body: { target_plan_id: PLAN_IDS.monthly } });
    expect(down.body).toMatchObject({ plan_type: 'monthly', plan_id: PLAN_IDS.monthly });
    // The unused year (minus the new month, which it pays for) is credit now.
    expect(await balanceOf(me.token)).toBeGreaterThan(9990 - 999 - 999 - 10);
  });
});

describe('gift cards (002 §3, §5, §8)', () => {
  it('POST /dev/gift-cards/ issues a new card that redeems once; a bad amount or a caller from another machine gets none', async () => {
    const issued = await call(app(), 'POST', '/dev/gift-cards/', { body: { amount: 1_500 } });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ code: expect.stringMatching(/^SIFTDEV[A-Z0-9]{9}$/), pin: expect.stringMatching(/^\d{4}$/), amount: 1_500 });
    const another = await call(app(), 'POST', '/dev/gift-cards/', { body: { amount: 1_500 } });
    expect(another.body.code).not.toBe(issued.body.code);
    const me = await signUp(app());
    const redeem = () => billingCall(app(), 'POST', `/runa-gift-card/${issued.body.code}/redeem/`, { token: me.token, body: { pin: issued.body.pin } });
    expect((await redeem()).body).toMatchObject({ amount: 1_500, balance: 1_500 });
    expect((await redeem()).body.detail).toBe(GIFT_CARD_ALREADY_REDEEMED);

    for (const amount of [99, 50_001, 10.5, '1500', null]) {
      const bad = await call(app(), 'POST', '/dev/gift-cards/', { body: { amount } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ amount: [DEV_GIFT_CARD_AMOUNT_INVALID] });
    }
    expect((await call(app(), 'POST', '/dev/gift-cards/', { body: { amount: 1_500 }, remoteAddress: '192.0.2.10' })).status).toBe(404);
  });

  it('credits once, even when redeemed twice at the same moment; again answers already redeemed', async () => {
    const me = await signUp(app());
    const card = DEMO_GIFT_CARDS[0];
    const answers = await Promise.all([1, 2, 3].map(() => billingCall(app(), 'POST', `/runa-gift-card/${card.code.toLowerCase()}/redeem/`, { token: me.token, body: { pin: card.pin } })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].body).toMatchObject({ amount: card.amount, balance: card.amount });
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.detail)).toEqual([GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_ALREADY_REDEEMED]);
    const balance = accountBalance.parse((await billingCall(app(), 'GET', '/transactions/balance/', { token: me.token })).body);
    expect(balance.balance).toBe(card.amount);
    expect(balance.transactions).toMatchObject([{ kind: 'gift_card', amount: card.amount }]);
    const someoneElse = await signUp(app());
    const late = await billingCall(app(), 'POST', `/runa-gift-card/${card.code}/redeem/`, { token: someoneElse.token, body: { pin: card.pin } });
    expect(late.body.detail).toBe(GIFT_CARD_ALREADY_REDEEMED);
    expect(await balanceOf(someoneElse.token)).toBe(0);
  });

  it("answers 'Invalid Code or PIN' for a wrong PIN or code, and throttles guessing", async () => {
    const me = await signUp(app());
    const card = DEMO_GIFT_CARDS[1];
    for (const [code, pin] of [[card.code, '0000'], ['NOSUCHCARD', card.pin], ['x'.repeat(17), card.pin], [card.code, '12345']]) {
      const res = await billingCall(app(), 'POST', `/runa-gift-card/${code}/redeem/`, { token: me.token, body: { pin } });
      expect(res).toMatchObject({ status: 400, body: { detail: GIFT_CARD_INVALID } });
    }
    const throttled = await billingCall(app(), 'POST', `/runa-gift-card/${card.code}/redeem/`, { token: me.token, body: { pin: card.pin } });
    expect(throttled).toMatchObject({ status: 429, body: { detail: LOGIN_THROTTLED } });
    // The card itself is untouched for anyone else.
    const other = await signUp(app());
    expect((await billingCall(app(), 'POST', `/runa-gift-card/${card.code}/redeem/`, { token: other.token, body: { pin: card.pin } })).status).toBe(200);
  });

  it("looks a code up as the client sends it: the contracts' normaliseGiftCardCode on both sides", async () => {
    const me = await signUp(app());
    const card = DEMO_GIFT_CARDS[11];
    // What a member might type; the Redeem Gift Card field keeps only letters and digits, and so does the server.
    const typed = `${card.code.slice(0, 6).toLowerCase()}_${card.code.slice(6)}`;
    const res = await billingCall(app(), 'POST', `/runa-gift-card/${typed}/redeem/`, { token: me.token, body: { pin: card.pin } });
    expect(res).toMatchObject({ status: 200, body: { amount: card.amount } });
  });

  it('spends the credit on the next charge', async () => {
    const me = await signUp(app());
    await addCard(me.token);
    await billingCall(app(), 'POST', `/runa-gift-card/${DEMO_GIFT_CARDS[8].code}/redeem/`, { token: me.token, body: { pin: DEMO_GIFT_CARDS[8].pin } });
    await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: PLAN_IDS.monthly } });
    expect(await chargesOf(me.id)).toEqual([]);
    expect(await balanceOf(me.token)).toBe(1000 - 999);
    expect((await summary(me.token)).subscription_is_active).toBe(true);
  });
});

describe('referral rewards (the sharing programme)', () => {
  it('credits both sides once when the referred member first pays', async () => {
    const referrer = await subscriber();
    const [row] = await db().select({ code: t.users.referralCode }).from(t.users).where(eq(t.users.id, referrer.id));
    const friend = await subscriber('4242424242424242', { rupi: row.code });
    await settled(app());
    expect(await balanceOf(referrer.token)).toBe(REFERRAL_REWARD_CENTS);
    expect(await balanceOf(friend.token)).toBe(REFERRAL_REWARD_CENTS);
    const sharing = await billingCall(app(), 'GET', '/sharing/', { token: referrer.token });
    expect(sharing.body.rewards).toEqual({ referred: 1, pending: 0, rewarded: 1, earned: REFERRAL_REWARD_CENTS });
    // A renewal is not a first payment: nothing more.
    await billingCall(app(), 'POST', '/payments/sandbox/renewals/', { token: friend.token });
    await settled(app());
    expect(await balanceOf(referrer.token)).toBe(REFERRAL_REWARD_CENTS);
    const [{ n }] = await db()
      .select({ n: count() })
      .from(t.accountCredits)
      .where(and(eq(t.accountCredits.kind, 'referral_reward'), inArray(t.accountCredits.userId, [referrer.id, friend.id])));
    expect(n).toBe(2);
  });
});

describe('past due (the billing takeover)', () => {
  it('a declined renewal leaves it past due (reactivate says why); a new card pays the open invoice at once', async () => {
    const first = await subscriber();
    // The bank starts declining: a card that declines charges. Then the period ends: the server's clock moves (not
    // through /dev/clock/, which would look for everyone's due work) and this member's renewal runs.
    await addCard(first.token, '4000000000000341');
    const [provider] = await db().select().from(t.providerSubscriptions).where(eq(t.providerSubscriptions.subscriptionId, first.subscriptionId));
    const clock = app().sift.clock as SharedClock;
    await clock.moveTo(provider.currentPeriodEnd!.getTime() + 60_000);
    try {
      // A month later the session has ended: sign in again.
      const me = { ...first, token: (await login(app(), first.email, first.password)).token };
      await app().sift.jobs.send('sandbox.subscription-due', { subscriptionId: provider.providerSubscriptionId }, { key: provider.providerSubscriptionId });
      await settled(app());
      expect((await summary(me.token)).subscription).toMatchObject({ is_past_due: true, subscription_is_active: true });
      const refused = await billingCall(app(), 'POST', '/subscriptions/reactivate/', { token: me.token });
      expect(refused).toMatchObject({ status: 400, body: { action: 'setup' } });
      const pm = await billingCall(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' } });
      const saved = await billingCall(app(), 'POST', '/stripe/customer/', { token: me.token, body: { token: pm.body.id, name: 'Pat Doe', address_zip: '84101', address_country: 'US' } });
      expect(saved.body.past_due_payment).toMatchObject({ status: 'succeeded', amount: 999 });
      expect((await summary(me.token)).subscription).toMatchObject({ is_past_due: false, subscription_is_active: true });
      const again = await billingCall(app(), 'POST', '/subscriptions/reactivate/', { token: me.token });
      expect(again.status).toBe(400);
      expect(await chargesOf(me.id)).toEqual([999, 999]);
    } finally {
      await clock.moveBack();
    }
  });

  it("the demo parent@ has credit: a gift card redeemed and a referral reward (former@ joined with parent@'s link)", async () => {
    const parent = await login(app(), 'parent@sift.example');
    const balance = (await billingCall(app(), 'GET', '/transactions/balance/', { token: parent.token })).body;
    expect(balance.balance).toBe(2_000 + REFERRAL_REWARD_CENTS);
    expect(balance.transactions.map((c: { kind: string; amount: number }) => [c.kind, c.amount])).toEqual([
      ['gift_card', 2_000],
      ['referral_reward', REFERRAL_REWARD_CENTS],
    ]);
    const again = await billingCall(app(), 'POST', `/runa-gift-card/${PARENT_REDEEMED_GIFT_CARD.code}/redeem/`, { token: parent.token, body: { pin: PARENT_REDEEMED_GIFT_CARD.pin } });
    expect(again.body).toEqual({ detail: GIFT_CARD_ALREADY_REDEEMED });
    const former = await login(app(), 'former@sift.example');
    expect(await balanceOf(former.token)).toBe(REFERRAL_REWARD_CENTS);
  });

  it('the demo member pastdue@ is past due', async () => {
    const me = await login(app(), 'pastdue@sift.example');
    expect((await summary(me.token)).subscription).toMatchObject({ is_past_due: true, subscription_is_active: true, is_renewing: true });
  });
});

describe('the cancel flow records and support', () => {
  it('lists the reasons as a tree', async () => {
    const me = await signUp(app());
    const res = await billingCall(app(), 'GET', '/cancel-reasons/', { token: me.token });
    const reasons = res.body.results.map((r: unknown) => cancelReason.parse(r));
    expect(reasons.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(reasons.find((r: { id: number }) => r.id === 6).children.map((c: { parent_id: number }) => c.parent_id)).toEqual([6, 6, 6, 6]);
    expect(reasons.find((r: { id: number }) => r.id === 4)).toMatchObject({ ask_for_explanation: true });
  });

  it('records the session, asks for the explanation a reason needs, keeps only the own subscription', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const missing = await billingCall(app(), 'POST', '/canceling-user-reasons/', { token: me.token, body: { reason: 4, reason_text: 'Other' } });
    expect(missing.status).toBe(400);
    const tooLong = await billingCall(app(), 'POST', '/canceling-user-reasons/', { token: me.token, body: { reason: 4, reason_text: 'Other', explanation: 'x'.repeat(251) } });
    expect(tooLong.status).toBe(400);
    const res = await billingCall(app(), 'POST', '/canceling-user-reasons/', {
      token: me.token,
      body: { reason: 12, reason_parent: 1, reason_text: '', subscription: other.subscriptionId, offers_shown: ['personalization', 'discount'], included_promotion: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reason: 12, reason_parent: 1, reason_text: "My streaming services aren't supported", subscription: null, included_promotion: true });
  });

  it('opens the priority ticket and mails it to support', async () => {
    const me = await subscriber();
    const refused = await billingCall(app(), 'POST', '/support-tickets/', {
      token: me.token,
      body: { subject: 'Help', description: '  ', priority: 'Urgent', ticket_trigger_type: 'Cancel Save Offer' },
    });
    expect(refused).toMatchObject({ status: 400, body: { description: [PRIORITY_REQUEST_REQUIRED] } });
    const res = await billingCall(app(), 'POST', '/support-tickets/', {
      token: me.token,
      body: {
        subject: 'Priority support: cancel save offer',
        description: 'The app closes on my TV.',
        private_description: 'Cancel reason: Other\nAdditional comments: None\nOffer selected: One month free',
        priority: 'Urgent',
        ticket_trigger_type: 'Cancel Save Offer',
        device_type: 'Fire TV App',
        cancel_reason_id: 4,
        cancel_offer_selected: 'one_month_free',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ priority: 'Urgent', ticket_trigger_type: 'Cancel Save Offer', status: 'open' });
    const mail = await lastMail(app(), SUPPORT_EMAIL);
    expect(mail?.subject).toContain('[Urgent] Priority support: cancel save offer');
    expect(mail?.text).toContain('Offer selected: One month free');
    const help = await billingCall(app(), 'POST', '/help-requests/', { token: me.token, body: { device_type: 'Chromecast', description: 'No sound' } });
    expect(help.status).toBe(201);
    expect((await billingCall(app(), 'POST', '/help-requests/', { token: me.token, body: { device_type: 'Toaster', description: 'x' } })).body).toEqual({ device_type: [PRIORITY_REQUEST_REQUIRED] });
  });

  it('books a support call in a free slot once', async () => {
    const a = await signUp(app());
    const b = await signUp(app());
    const free = await billingCall(app(), 'GET', '/calendly-events/availability/', { token: a.token });
    expect(free.body.slots.map((s: string) => Date.parse(s))).toEqual(supportCallSlots(clock.now()));
    const slot = free.body.slots[0];
    const [one, two] = await Promise.all(
      [a, b].map((me) => billingCall(app(), 'POST', '/calendly-events/', { token: me.token, body: { start_time: slot, name: 'Pat', phone: '+1 801 555 0100', time_zone: 'America/New_York' } })),
    );
    expect([one.status, two.status].sort()).toEqual([201, 400]);
    expect([one, two].find((r) => r.status === 400)!.body).toEqual({ start_time: [CALL_SLOT_UNAVAILABLE] });
    const after = await billingCall(app(), 'GET', '/calendly-events/availability/', { token: a.token });
    expect(after.body.slots).not.toContain(slot);
    const sunday = await billingCall(app(), 'POST', '/calendly-events/', { token: a.token, body: { start_time: '2026-06-07T18:00:00.000Z', name: 'Pat', phone: '+1 801 555 0100' } });
    expect(sunday.status).toBe(400);
  });
});
