/**
 * The Stripe adapter against a fake of Stripe's HTTP API (no network here): what it sends (lookup keys,
 * allow_incomplete, the idempotency key, expansions) and how it reads Stripe's answers into the provider interface.
 */
import Stripe from 'stripe';
import { CARD_DECLINED } from '@sift/contracts';
import { PaymentError } from '../src/billing/provider/payment-provider';
import { StripePaymentProvider } from '../src/billing/provider/stripe-provider';

interface Sent {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

function fakeStripe(answer: (sent: Sent) => { status?: number; json: unknown }) {
  const sent: Sent[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const request: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      idempotencyKey: headers.get('idempotency-key'),
    };
    sent.push(request);
    const { status = 200, json } = answer(request);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
  };
  const provider = new StripePaymentProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) });
  return { provider, sent };
}

const subscription = (over: object = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'incomplete',
  cancel_at_period_end: false,
  trial_end: null,
  pending_setup_intent: null,
  items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_1', lookup_key: 'sift_monthly_999' }, current_period_end: 1_900_000_000 }] },
  latest_invoice: {
    id: 'in_1',
    amount_paid: 0,
    payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: { id: 'pi_1', object: 'payment_intent', status: 'requires_action', client_secret: 'pi_1_secret', amount: 999, last_payment_error: null } } }] },
  },
  ...over,
});

it('creates a subscription by price lookup key with allow_incomplete and our idempotency key, and reads the payment to confirm', async () => {
  const { provider, sent } = fakeStripe((req) => {
    if (req.path.startsWith('/v1/prices')) return { json: { object: 'list', data: [{ id: 'price_1' }], has_more: false } };
    return { json: subscription() };
  });
  const state = await provider.createSubscription(
    { customerId: 'cus_1', price: { lookupKey: 'sift_monthly_999', amount: 999, interval: 'month' }, trialDays: 0, discount: null, metadata: { sift_user_id: '7' } },
    'subscription:7:key-1',
  );
  const create = sent.find((s) => s.path === '/v1/subscriptions')!;
  expect(create.method).toBe('POST');
  expect(create.idempotencyKey).toBe('subscription:7:key-1');
  expect(create.body.get('payment_behavior')).toBe('allow_incomplete');
  expect(create.body.get('items[0][price]')).toBe('price_1');
  expect([create.body.get('expand[0]'), create.body.get('expand[1]')]).toEqual(['latest_invoice.payments', 'pending_setup_intent']);
  expect(sent[0].path).toContain('lookup_keys[0]=sift_monthly_999');
  expect(state).toMatchObject({ id: 'sub_1', status: 'incomplete', latestPayment: { intentId: 'pi_1', status: 'requires_action', clientSecret: 'pi_1_secret', kind: 'payment' } });
});

it("a declined card keeps Stripe's message", async () => {
  const { provider } = fakeStripe(() => ({ status: 402, json: { error: { type: 'card_error', code: 'card_declined', message: CARD_DECLINED } } }));
  const failure = await provider.attachDefaultPaymentMethod('cus_1', 'pm_1', {}).catch((e) => e);
  expect(failure).toBeInstanceOf(PaymentError);
  expect(failure).toMatchObject({ message: CARD_DECLINED, code: 'card_declined', status: 402 });
});

it('credits a balance as a negative balance transaction, idempotently', async () => {
  const { provider, sent } = fakeStripe((req) =>
    req.path.includes('balance_transactions') ? { json: { id: 'cbtxn_1', amount: -2500 } } : { json: { id: 'cus_1', object: 'customer', balance: -2500 } },
  );
  await expect(provider.addCredit('cus_1', 2500, 'Gift card', 'gift:1')).resolves.toBe(2500);
  const credit = sent.find((s) => s.path === '/v1/customers/cus_1/balance_transactions')!;
  expect(credit.body.get('amount')).toBe('-2500');
  expect(credit.idempotencyKey).toBe('gift:1');
});
