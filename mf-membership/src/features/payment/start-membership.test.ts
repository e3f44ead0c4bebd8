import { PLACEHOLDER_PAYMENT_TOKEN, SUBSCRIPTION_MISSING, type PaymentInfo, type SubscribeResponse, type SubscriptionPlan } from '@sift/contracts';
import type { CardEntryHandle } from '@sift/payment-ui';
import { hasSubscribeInFlight, PaymentFailed, startMembership, subscribeKeyFor } from './start-membership';

const plan: SubscriptionPlan = { id: 2, price: 999, billing_frequency: 'monthly', tier_level: 1, title: 'Monthly', title_display: 'Monthly', highlight_text: null, requires_billing_info: true, stripe_price_lookup_key: 'm' };
const freePlan: SubscriptionPlan = { ...plan, id: 1, price: 0, tier_level: 0, requires_billing_info: false };
const payment = (over: Partial<PaymentInfo> = {}): PaymentInfo => ({ intent_id: 'pi_1', kind: 'payment', status: 'succeeded', client_secret: null, amount: 999, error_message: null, error_code: null, ...over });
const sub = (over: Partial<SubscribeResponse> = {}): SubscribeResponse =>
  ({ id: 7, plan_id: 2, status_v2: 'active', subscription_is_active: true, latest_payment: payment(), ...over }) as SubscribeResponse;
const billing = { name: 'Pat', address_zip: '84101', address_country: 'US' };

function fakeApi() {
  return {
    membership: {
      saveCustomer: jest.fn().mockResolvedValue({ customer_id: 'cus', card: null }),
      subscribe: jest.fn(),
      confirmPaymentIntent: jest.fn(),
      mySubscription: jest.fn(),
      latestPayment: jest.fn(),
    },
  };
}
const card = (): CardEntryHandle => ({ createToken: jest.fn().mockResolvedValue('pm_1'), confirm: jest.fn().mockResolvedValue(undefined) });
const run = (api: ReturnType<typeof fakeApi>, input: Partial<Parameters<typeof startMembership>[0]> = {}) =>
  startMembership(
    { userId: 1, plan, promoCode: null, billing, card: card(), rupi: 'ref1', ...input },
    { api: api as never, sleep: async () => undefined, newKey: () => `key-${Math.random()}` },
  );

beforeEach(() => sessionStorage.clear());

it('saves the card, subscribes with an idempotency key and the referral code, and is done when active', async () => {
  const api = fakeApi();
  api.membership.subscribe.mockResolvedValue(sub());
  const entry = card();
  await expect(run(api, { card: entry })).resolves.toMatchObject({ status_v2: 'active' });
  expect(api.membership.saveCustomer).toHaveBeenCalledWith({ token: 'pm_1', ...billing });
  expect(api.membership.subscribe).toHaveBeenCalledWith(expect.objectContaining({ subscription_plan_id: 2, rupi: 'ref1', idempotency_key: expect.stringMatching(/^key-/) }));
  expect(hasSubscribeInFlight()).toBe(false);
});

it('sends the affiliate click id with subscribe (002 §7 ir_click_id)', async () => {
  const api = fakeApi();
  api.membership.subscribe.mockResolvedValue(sub());
  await run(api, { irClickId: 'clk-9' });
  expect(api.membership.subscribe).toHaveBeenCalledWith(expect.objectContaining({ ir_click_id: 'clk-9' }));
});

it('subscribes a plan without billing info with the placeholder token', async () => {
  const api = fakeApi();
  api.membership.subscribe.mockResolvedValue(sub({ latest_payment: null }));
  const entry = card();
  await run(api, { plan: freePlan, card: entry });
  expect(entry.createToken).not.toHaveBeenCalled();
  expect(api.membership.saveCustomer).toHaveBeenCalledWith(expect.objectContaining({ token: PLACEHOLDER_PAYMENT_TOKEN }));
});

it('confirms a payment that requires action, then reads the subscription back', async () => {
  const api = fakeApi();
  const action = payment({ status: 'requires_action', client_secret: 'sec' });
  api.membership.subscribe.mockResolvedValue(sub({ status_v2: 'incomplete', latest_payment: action }));
  api.membership.confirmPaymentIntent.mockResolvedValue(sub());
  const entry = card();
  await expect(run(api, { card: entry })).resolves.toMatchObject({ status_v2: 'active' });
  expect(entry.confirm).toHaveBeenCalledWith(action);
  expect(api.membership.confirmPaymentIntent).toHaveBeenCalledWith(7, 'pi_1');
});

it('polls every second up to five times while incomplete, then shows the latest payment message', async () => {
  const api = fakeApi();
  api.membership.subscribe.mockResolvedValue(sub({ status_v2: 'incomplete', latest_payment: payment({ status: 'processing' }) }));
  api.membership.mySubscription.mockResolvedValue({ subscription: sub({ status_v2: 'incomplete' }), subscription_is_active: false, upgrade_paths: [], subscription_discount_eligible: false });
  api.membership.latestPayment.mockResolvedValue(payment({ status: 'requires_payment_method', error_message: 'Your card was declined.' }));
  const sleeps: number[] = [];
  await expect(
    startMembership({ userId: 1, plan, promoCode: null, billing, card: card(), rupi: null }, { api: api as never, sleep: async (ms) => void sleeps.push(ms), newKey: () => 'k' }),
  ).rejects.toEqual(new PaymentFailed('Your card was declined.'));
  expect(sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
  expect(api.membership.mySubscription).toHaveBeenCalledTimes(5);
});

it('becomes active while polling', async () => {
  const api = fakeApi();
  api.membership.subscribe.mockResolvedValue(sub({ status_v2: 'incomplete', latest_payment: payment({ status: 'processing' }) }));
  api.membership.mySubscription
    .mockResolvedValueOnce({ subscription: sub({ status_v2: 'incomplete' }) })
    .mockResolvedValueOnce({ subscription: sub({ status_v2: 'active' }) });
  await expect(run(api)).resolves.toMatchObject({ status_v2: 'active' });
  expect(api.membership.mySubscription).toHaveBeenCalledTimes(2);
});

it("a declined charge stops at once with the provider's message, or the spec's text when there is none", async () => {
  const api = fakeApi();
  api.membership.subscribe.mockResolvedValue(sub({ status_v2: 'incomplete', latest_payment: payment({ status: 'requires_payment_method' }) }));
  api.membership.latestPayment.mockRejectedValue(new Error('offline'));
  await expect(run(api)).rejects.toEqual(new PaymentFailed(SUBSCRIPTION_MISSING));
  expect(api.membership.mySubscription).not.toHaveBeenCalled();
});

it('keeps one idempotency key per user, plan and promo until the membership starts (retries and reloads)', () => {
  const first = subscribeKeyFor({ userId: 1, plan, promoCode: null }, () => 'a');
  expect(subscribeKeyFor({ userId: 1, plan, promoCode: null }, () => 'b')).toBe(first);
  expect(subscribeKeyFor({ userId: 1, plan, promoCode: 'FREE14' }, () => 'c')).toBe('c');
});

it('a refused card token stops before anything is subscribed', async () => {
  const api = fakeApi();
  const entry = card();
  (entry.createToken as jest.Mock).mockRejectedValue(new Error('Your card was declined.'));
  await expect(run(api, { card: entry })).rejects.toThrow('Your card was declined.');
  expect(api.membership.subscribe).not.toHaveBeenCalled();
});
