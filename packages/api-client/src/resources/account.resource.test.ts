import { GIFT_CARD_INVALID, PAYMENT_SETUP_REQUIRED } from '@sift/contracts';
import { type ApiClient, API_RESOURCES, createApiClient } from '../create-api-client';
import { createMemoryStorage } from '../key-value-storage';
import { createFakeFetch, json } from '../testing/fake-fetch';
import * as fx from '../testing/fixtures';

function setup(answer: () => Response) {
  const fake = createFakeFetch(answer);
  const api = createApiClient({ prefixUrl: 'http://api.test/', appVersion: '1', getToken: () => 'tok', getProfileId: () => 7, storage: createMemoryStorage(), fetch: fake.fetch }, API_RESOURCES);
  return { api, requests: fake.requests };
}

interface Row {
  call: (api: ApiClient) => Promise<unknown>;
  request: string;
  body?: unknown;
  answer: () => Response;
  result?: unknown;
}

const preview = { current_plan_annual_price: 11988, target_plan_annual_price: 9990, target_plan_id: 3, charge_estimate: 8991, promo: { code: null, messaging: 'Get 2 Months Free' } };
const balance = { balance: 2500, transactions: [{ id: 1, kind: 'gift_card', amount: 2500, description: 'Gift card', created_at: '2026-01-01T00:00:00.000Z' }] };
const reason = { id: 6, parent_id: null, text: 'Device', ask_for_explanation: false, explanation_placeholder_text: null, children: [{ id: 61, parent_id: 6, text: 'Roku', ask_for_explanation: false, explanation_placeholder_text: null, children: [] }] };
const session = { id: 1, reason: 2, reason_parent: null, reason_text: 'Price', explanation: null, subscription: 4, offers_shown: ['support'], one_month_free: false, priority_support: false, included_promotion: true, created_at: '2026-01-01T00:00:00.000Z' };
const ticket = { id: 3, subject: 'S', priority: 'Urgent', ticket_trigger_type: 'Cancel Save Offer', status: 'open', created_at: '2026-01-01T00:00:00.000Z' };
const receipt = { id: 9, description: 'Monthly plan, Jan 2, 2027 - Feb 2, 2027', status: 'paid', subtotal: 999, discount: 0, discount_code: null, total: 999, credit_applied: 0, amount_paid: 999, amount_due: 0, period_start: '2027-01-02T00:00:00.000Z', period_end: '2027-02-02T00:00:00.000Z', date: '2027-01-02T00:00:00.000Z', paid_at: '2027-01-02T00:00:00.000Z', card: { brand: 'visa', last4: '4242' }, next_payment_attempt: null };
const call = { id: 5, start_time: '2026-06-03T18:30:00.000Z', end_time: '2026-06-03T19:00:00.000Z', name: 'Pat', phone: '555 0100' };

const help = { id: 2, device_type: 'Computer', description: 'Filters lag', created_at: '2026-01-01T00:00:00.000Z' };
const deviceBody = { device_id: 'fire-tv-stick-4k' as const, purchased_on: '2026-01-01', receipt: { name: 'r.png', type: 'image/png' as const, data: 'AAAA' } };
const deviceRequest = { id: 7, device_id: 'fire-tv-stick-4k', device_name: 'Fire TV Stick 4K', purchased_on: '2026-01-01', order_number: null, receipt_name: 'r.png', status: 'pending', credit_amount: null, review_note: null, created_at: '2026-01-02T00:00:00.000Z', reviewed_at: null };
const rows: Record<string, Row> = {
  'account.cancelSubscription': { call: (a) => a.account.cancelSubscription(), request: 'POST /subscriptions/cancel/', body: {}, answer: () => json(fx.subscriptionFixture), result: fx.subscriptionFixture },
  'account.reactivateSubscription': { call: (a) => a.account.reactivateSubscription(), request: 'POST /subscriptions/reactivate/', body: {}, answer: () => json(fx.subscriptionFixture), result: fx.subscriptionFixture },
  'account.redeemDiscount': { call: (a) => a.account.redeemDiscount(4), request: 'POST /subscriptions/4/redeem-discount/', body: {}, answer: () => json(fx.subscriptionFixture), result: fx.subscriptionFixture },
  'account.redeemDiscount (code)': { call: (a) => a.account.redeemDiscount(4, 'STAY50'), request: 'POST /subscriptions/4/redeem-discount/', body: { code: 'STAY50' }, answer: () => json(fx.subscriptionFixture), result: fx.subscriptionFixture },
  'account.downgradeSubscription': { call: (a) => a.account.downgradeSubscription(4, 2), request: 'POST /subscriptions/4/downgrade-subscription/', body: { target_plan_id: 2 }, answer: () => json(fx.subscriptionFixture), result: fx.subscriptionFixture },
  'account.previewAnnualPricing': { call: (a) => a.account.previewAnnualPricing(4), request: 'GET /subscriptions/4/preview-annual-pricing/', answer: () => json(preview), result: preview },
  'account.activateAnnualPricing': { call: (a) => a.account.activateAnnualPricing(4), request: 'POST /subscriptions/4/activate-annual-pricing/', body: {}, answer: () => json(fx.subscriptionFixture), result: fx.subscriptionFixture },
  'account.balance': { call: (a) => a.account.balance(), request: 'GET /transactions/balance/', answer: () => json(balance), result: balance },
  'account.redeemGiftCard (uppercased)': { call: (a) => a.account.redeemGiftCard(' sift25alpha ', '2501'), request: 'POST /runa-gift-card/SIFT25ALPHA/redeem/', body: { pin: '2501' }, answer: () => json({ message: 'ok', amount: 2500, balance: 2500 }), result: { message: 'ok', amount: 2500, balance: 2500 } },
  'account.redeemGiftCard (normalised: letters and digits)': { call: (a) => a.account.redeemGiftCard('sift-25 alpha', '2501'), request: 'POST /runa-gift-card/SIFT25ALPHA/redeem/', body: { pin: '2501' }, answer: () => json({ message: 'ok', amount: 2500, balance: 2500 }), result: { message: 'ok', amount: 2500, balance: 2500 } },
  'account.invoices': { call: (a) => a.account.invoices({ limit: 24 }), request: 'GET /billing/invoices/?limit=24', answer: () => json(fx.pageOf([receipt])), result: fx.pageOf([receipt]) },
  'account.invoice': { call: (a) => a.account.invoice(9), request: 'GET /billing/invoices/9/', answer: () => json(receipt), result: receipt },
  'account.cancelReasons': { call: (a) => a.account.cancelReasons(), request: 'GET /cancel-reasons/', answer: () => json(fx.pageOf([reason])), result: [reason] },
  'account.recordCancelingUserReason': { call: (a) => a.account.recordCancelingUserReason({ reason: 2, reason_text: 'Price', included_promotion: true }), request: 'POST /canceling-user-reasons/', body: { reason: 2, reason_text: 'Price', included_promotion: true }, answer: () => json(session, 201), result: session },
  'account.createHelpRequest': { call: (a) => a.account.createHelpRequest({ device_type: 'Computer', description: 'x' }), request: 'POST /help-requests/', body: { device_type: 'Computer', description: 'x' }, answer: () => json({ id: 1, detail: 'ok' }, 201), result: { id: 1, detail: 'ok' } },
  'account.helpRequests': { call: (a) => a.account.helpRequests(), request: 'GET /help-requests/', answer: () => json(fx.pageOf([help])), result: fx.pageOf([help]) },
  'account.createDeviceCreditRequest': { call: (a) => a.account.createDeviceCreditRequest(deviceBody), request: 'POST /device-credit-requests/', body: deviceBody, answer: () => json(deviceRequest, 201), result: deviceRequest },
  'account.deviceCreditRequests': { call: (a) => a.account.deviceCreditRequests(), request: 'GET /device-credit-requests/', answer: () => json(fx.pageOf([deviceRequest])), result: fx.pageOf([deviceRequest]) },
  'account.createSupportTicket': { call: (a) => a.account.createSupportTicket({ subject: 'S', description: 'D', priority: 'Urgent', ticket_trigger_type: 'Cancel Save Offer' }), request: 'POST /support-tickets/', body: { subject: 'S', description: 'D', priority: 'Urgent', ticket_trigger_type: 'Cancel Save Offer' }, answer: () => json(ticket, 201), result: ticket },
  'account.callAvailability': { call: (a) => a.account.callAvailability(), request: 'GET /calendly-events/availability/', answer: () => json({ slot_minutes: 30, time_zone: 'America/Denver', slots: [call.start_time] }), result: { slot_minutes: 30, time_zone: 'America/Denver', slots: [call.start_time] } },
  'account.scheduleCall': { call: (a) => a.account.scheduleCall({ start_time: call.start_time, name: 'Pat', phone: '555 0100' }), request: 'POST /calendly-events/', body: { start_time: call.start_time, name: 'Pat', phone: '555 0100' }, answer: () => json(call, 201), result: call },
};

describe('account resource: every call of docs/api-paths.md "Account"', () => {
  it.each(Object.entries(rows))('%s', async (_name, row) => {
    const { api, requests } = setup(row.answer);
    await expect(row.call(api)).resolves.toEqual(row.result);
    expect(requests).toHaveLength(1);
    expect(`${requests[0].method} ${requests[0].url.pathname}${requests[0].url.search}`).toBe(row.request);
    expect(requests[0].body).toEqual(row.body);
  });

  it("a change that needs a card first throws with the body's action 'setup'", async () => {
    const { api } = setup(() => json({ detail: PAYMENT_SETUP_REQUIRED, action: 'setup' }, 400));
    await expect(api.account.activateAnnualPricing(4)).rejects.toMatchObject({ status: 400, message: PAYMENT_SETUP_REQUIRED, body: { action: 'setup' } });
  });

  it('a gift card code cannot add path segments', async () => {
    const { api, requests } = setup(() => json({ detail: GIFT_CARD_INVALID }, 400));
    await expect(api.account.redeemGiftCard('a/../b', '1')).rejects.toMatchObject({ message: GIFT_CARD_INVALID });
    expect(requests[0].url.pathname).toBe('/runa-gift-card/AB/redeem/');
  });
});
