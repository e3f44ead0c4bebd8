/**
 * Stripe's webhook driving the one event handler (docs/decisions/0063), with fixtures signed by the stripe library's
 * own test header helper and Stripe's API played by a fake that holds the objects' current state (no network here):
 * a bad signature answers 400 and changes nothing; a replayed event is applied once; events out of order end in the
 * state Stripe has now; a cancellation made in Stripe and the end of dunning reach the member.
 */
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { StripePaymentProvider } from '../src/billing/provider/stripe-provider';
import { paymentProviderOrNull, useProvider } from '../src/billing/provider/provider-of';
import { applyStoredEvent, NOT_RECORDED_YET } from '../src/billing/billing-events';
import { WEBHOOK_SIGNATURE_INVALID } from '../src/billing/provider/stripe-webhook.routes';
import { PLAN_IDS } from '../src/reference-data';
import { manualClock, settled, signUp, startTestServer, type TestServer } from './helpers/test-server';
import { billingCall } from './billing-helpers';

const SECRET = 'whsec_test_sift';
const NOW = Date.parse('2027-03-10T12:00:00Z');
const s = (ms: number) => Math.floor(ms / 1000);
const DAY = 86_400_000;

let server: TestServer;
const app = () => server.app;
const db = () => server.database.db;

/** Stripe's objects as Stripe holds them now; the fake API answers them. */
const stripeState = { subscriptions: new Map<string, Record<string, unknown>>(), invoices: new Map<string, Record<string, unknown>>(), credits: [] as number[] };

function fakeStripeHttp() {
  const fetchFn = async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const [, , kind, id, sub] = url.pathname.split('/');
    let json: unknown = { error: { type: 'invalid_request_error', message: `No such object: ${url.pathname}` } };
    let status = 404;
    if (kind === 'subscriptions' && stripeState.subscriptions.has(id)) [json, status] = [stripeState.subscriptions.get(id), 200];
    if (kind === 'invoices' && stripeState.invoices.has(id)) [json, status] = [stripeState.invoices.get(id), 200];
    if (kind === 'customers' && sub === 'balance_transactions') {
      stripeState.credits.push(Number(new URLSearchParams(String(init?.body ?? '')).get('amount')));
      [json, status] = [{ id: 'cbtxn_1', object: 'customer_balance_transaction' }, 200];
    }
    if (kind === 'customers' && !sub) [json, status] = [{ id, object: 'customer', balance: 0, invoice_settings: { default_payment_method: null } }, 200];
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_fake' } });
  };
  return Stripe.createFetchHttpClient(fetchFn as typeof fetch);
}

function subscription(over: Record<string, unknown> = {}) {
  return {
    id: 'sub_live_1',
    object: 'subscription',
    customer: 'cus_live_1',
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    trial_end: null,
    pending_setup_intent: null,
    discounts: [],
    latest_invoice: 'in_renewal_1',
    items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_m', lookup_key: 'sift_monthly_999' }, current_period_start: s(NOW), current_period_end: s(NOW + 31 * DAY) }] },
    ...over,
  };
}

function invoice(over: Record<string, unknown> = {}, intent: Record<string, unknown> = { status: 'succeeded', last_payment_error: null }) {
  return {
    id: 'in_renewal_1',
    object: 'invoice',
    customer: 'cus_live_1',
    status: 'paid',
    billing_reason: 'subscription_cycle',
    subtotal: 999,
    total: 999,
    amount_due: 999,
    amount_paid: 999,
    amount_remaining: 0,
    attempt_count: 1,
    next_payment_attempt: null,
    created: s(NOW),
    period_start: s(NOW - 28 * DAY),
    period_end: s(NOW),
    status_transitions: { paid_at: s(NOW) },
    total_discount_amounts: [],
    discounts: [],
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_live_1' } },
    lines: { object: 'list', data: [{ period: { start: s(NOW), end: s(NOW + 31 * DAY) } }] },
    payments: {
      object: 'list',
      data: [{ payment: { type: 'payment_intent', payment_intent: { id: 'pi_renewal_1', object: 'payment_intent', amount: 999, client_secret: 'pi_secret', payment_method: { card: { brand: 'visa', last4: '4242' } }, ...intent } } }],
    },
    ...over,
  };
}

let counter = 0;
const event = (type: string, object: Record<string, unknown>, created = NOW) => ({ id: `evt_${++counter}_${type}`, object: 'event', type, created: s(created), data: { object } });

async function deliver(body: object, signature?: string) {
  const payload = JSON.stringify(body);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  const res = await app().inject({ method: 'POST', url: '/stripe/webhook/', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  return { status: res.statusCode, body: res.json() };
}

/** Stores an event as the webhook would, without queueing it: the test applies it itself. */
async function storeOnly(e: ReturnType<typeof event>) {
  await db().insert(t.billingEvents).values({ provider: 'stripe', eventId: e.id, type: e.type, objectId: String(e.data.object.id), occurredAt: new Date(e.created * 1000), payload: e as never });
  return e;
}

/** The provider's next read of this kind waits, once, until released (a slow worker between its stamp and its read). */
function slowOnce<K extends 'retrieveInvoice' | 'retrieveSubscription'>(provider: NonNullable<ReturnType<typeof paymentProviderOrNull>>, method: K) {
  const real = provider[method];
  let reading!: () => void;
  let release!: () => void;
  const read = new Promise<void>((resolve) => (reading = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  provider[method] = async function slow(id: string) {
    provider[method] = real;
    reading();
    await released;
    return (real as (id: string) => Promise<never>).call(provider, id);
  } as never;
  return { read, release };
}

let member: { id: number; token: string; subscriptionId: number };

beforeAll(async () => {
  server = await startTestServer({
    clock: manualClock(NOW),
    config: { payments: { stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake', stripeWebhookSecret: SECRET, sandboxAllowed: false } },
  });
  useProvider(app().sift, new StripePaymentProvider({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', httpClient: fakeStripeHttp() }));
  // A member who subscribed through Stripe a month ago: our records of it.
  const me = await signUp(app());
  await db().update(t.users).set({ stripeCustomerId: 'cus_live_1' }).where(eq(t.users.id, me.id));
  const [sub] = await db()
    .insert(t.subscriptions)
    .values({ userId: me.id, planId: PLAN_IDS.monthly, statusV2: 'active', isRenewing: true, startedAt: new Date(NOW - 28 * DAY) })
    .returning();
  await db().insert(t.providerSubscriptions).values({
    subscriptionId: sub.id,
    provider: 'stripe',
    providerSubscriptionId: 'sub_live_1',
    customerId: 'cus_live_1',
    providerStatus: 'active',
    currentPeriodStart: new Date(NOW - 28 * DAY),
    currentPeriodEnd: new Date(NOW),
  });
  member = { id: me.id, token: me.token, subscriptionId: sub.id };
});
afterAll(() => server.close());

const mine = async () => (await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: member.token })).body.subscription;
const stored = () => db().select().from(t.billingEvents);
const notices = (kind: string) => db().select().from(t.billingNotices).where(and(eq(t.billingNotices.userId, member.id), eq(t.billingNotices.kind, kind as never)));

describe('the signature', () => {
  it.each([
    ['no signature', ''],
    ['a signature made with another secret', 'other'],
    ['a signature of another body', 'tampered'],
    ['a signature five minutes old or more', 'old'],
  ])('%s: 400, nothing stored, nothing changed', async (_name, kind) => {
    stripeState.subscriptions.set('sub_live_1', subscription({ status: 'canceled', ended_at: s(NOW) }));
    const body = event('customer.subscription.deleted', stripeState.subscriptions.get('sub_live_1')!);
    const payload = JSON.stringify(body);
    const signature =
      kind === ''
        ? ''
        : kind === 'other'
          ? Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
          : kind === 'tampered'
            ? Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify({ ...body, type: 'invoice.paid' }), secret: SECRET })
            : Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: s(Date.now()) - 600 });
    const res = await deliver(body, signature);
    expect(res).toEqual({ status: 400, body: { detail: WEBHOOK_SIGNATURE_INVALID } });
    await settled(app());
    expect(await stored()).toEqual([]);
    expect(await mine()).toMatchObject({ subscription_is_active: true, is_renewing: true });
  });
});

describe('events', () => {
  it('a renewal that failed, then paid, delivered out of order and twice: active, paid, one receipt, no failure mail', async () => {
    // Stripe's state now: the renewal was paid on the second attempt; the subscription is active for the new period.
    stripeState.subscriptions.set('sub_live_1', subscription());
    stripeState.invoices.set('in_renewal_1', invoice({ attempt_count: 2 }));
    const failed = event('invoice.payment_failed', invoice({ status: 'open', amount_paid: 0, amount_remaining: 999, attempt_count: 1, next_payment_attempt: s(NOW + DAY) }), NOW - DAY);
    const pastDue = event('customer.subscription.updated', subscription({ status: 'past_due' }), NOW - DAY);
    const paid = event('invoice.paid', stripeState.invoices.get('in_renewal_1')!, NOW);
    const active = event('customer.subscription.updated', subscription(), NOW);
    // The newest first, the old failure last, and the payment again (a retry by Stripe).
    for (const e of [active, paid, pastDue, failed, paid]) expect((await deliver(e)).status).toBe(200);
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: true });
    await settled(app());

    expect((await stored()).map((e) => e.eventId).sort()).toEqual([active.id, paid.id, pastDue.id, failed.id].sort());
    expect((await stored()).every((e) => e.processedAt !== null)).toBe(true);
    expect(await mine()).toMatchObject({ subscription_is_active: true, is_past_due: false, is_renewing: true });
    const [provider] = await db().select().from(t.providerSubscriptions).where(eq(t.providerSubscriptions.subscriptionId, member.subscriptionId));
    expect(provider.currentPeriodEnd?.getTime()).toBe(s(NOW + 31 * DAY) * 1000);
    const history = await billingCall(app(), 'GET', '/billing/invoices/', { token: member.token });
    expect(history.body.results).toEqual([expect.objectContaining({ status: 'paid', total: 999, amount_paid: 999, card: { brand: 'visa', last4: '4242' } })]);
    expect(await notices('receipt')).toHaveLength(1);
    expect(await notices('payment_failed')).toHaveLength(0);
  });

  it('two events of one invoice applied at once, the later stamp carrying the older read: the invoice ends paid, with its receipt', async () => {
    // Two workers: the payment's event reads its stamp, then the provider, slowly; the finalization's event reads a
    // later stamp and the invoice still open, and writes it first. The payment's write (older stamp) is refused.
    const ctx = app().sift;
    const provider = paymentProviderOrNull(ctx)!;
    const open = invoice({ id: 'in_race_1', status: 'open', amount_paid: 0, amount_remaining: 999, status_transitions: { paid_at: null } }, { status: 'processing', last_payment_error: null });
    const paidNow = invoice({ id: 'in_race_1' });
    const finalized = event('invoice.finalized', open);
    const paid = event('invoice.paid', paidNow);
    for (const e of [finalized, paid]) await storeOnly(e);
    stripeState.invoices.set('in_race_1', open);
    const { read, release } = slowOnce(provider, 'retrieveInvoice');
    const payment = applyStoredEvent(ctx, 'stripe', paid.id);
    await read;
    await applyStoredEvent(ctx, 'stripe', finalized.id);
    stripeState.invoices.set('in_race_1', paidNow);
    release();
    await payment;
    await settled(app());

    const [row] = await db().select().from(t.invoices).where(eq(t.invoices.providerInvoiceId, 'in_race_1'));
    expect(row.status).toBe('paid');
    expect((await notices('receipt')).map((n) => n.key)).toContain('receipt:in_race_1');
  });

  it('two events of one subscription applied at once, the same way: it ends in the state Stripe has now', async () => {
    const ctx = app().sift;
    const provider = paymentProviderOrNull(ctx)!;
    stripeState.subscriptions.set('sub_live_1', subscription({ status: 'past_due' }));
    const pastDue = event('customer.subscription.updated', subscription({ status: 'past_due' }));
    const cancelled = event('customer.subscription.updated', subscription({ cancel_at_period_end: true, canceled_at: s(NOW) }));
    for (const e of [pastDue, cancelled]) await storeOnly(e);
    const { read, release } = slowOnce(provider, 'retrieveSubscription');
    const later = applyStoredEvent(ctx, 'stripe', cancelled.id);
    await read;
    await applyStoredEvent(ctx, 'stripe', pastDue.id);
    stripeState.subscriptions.set('sub_live_1', subscription({ cancel_at_period_end: true, canceled_at: s(NOW) }));
    release();
    await later;
    expect(await mine()).toMatchObject({ is_renewing: false, is_past_due: false });
    // As it was before (the tests after this one start from a renewing subscription).
    stripeState.subscriptions.set('sub_live_1', subscription());
    await applyStoredEvent(ctx, 'stripe', (await storeOnly(event('customer.subscription.updated', subscription()))).id);
    expect(await mine()).toMatchObject({ is_renewing: true });
  });

  it('a renewal failing now: past due (the takeover) and one mail per attempt, however often each is delivered', async () => {
    stripeState.invoices.set('in_renewal_2', invoice({ id: 'in_renewal_2', status: 'open', amount_paid: 0, amount_remaining: 999, attempt_count: 1, next_payment_attempt: s(NOW + DAY), status_transitions: { paid_at: null }, lines: { object: 'list', data: [{ period: { start: s(NOW + 31 * DAY), end: s(NOW + 59 * DAY) } }] } }, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } }));
    stripeState.subscriptions.set('sub_live_1', subscription({ status: 'past_due', latest_invoice: 'in_renewal_2' }));
    const failed = event('invoice.payment_failed', stripeState.invoices.get('in_renewal_2')!);
    const updated = event('customer.subscription.updated', stripeState.subscriptions.get('sub_live_1')!);
    for (const e of [failed, updated, failed, updated]) await deliver(e);
    await settled(app());
    expect(await mine()).toMatchObject({ subscription_is_active: true, is_past_due: true });
    const mails = await notices('payment_failed');
    expect(mails.map((m) => m.key)).toEqual(['payment_failed:in_renewal_2:1']);
    expect(mails[0].body).toContain('Your card was declined.');
  });

  it('a cancellation made in Stripe (the end of dunning): access ends, a mail says so, the credit Stripe spent comes back, once', async () => {
    // Stripe spent $5 of credit on the invoice when it finalized it; it was never paid.
    stripeState.invoices.set('in_renewal_2', { ...stripeState.invoices.get('in_renewal_2')!, status: 'uncollectible', attempt_count: 4, next_payment_attempt: null, amount_due: 499 });
    stripeState.subscriptions.set('sub_live_1', subscription({ status: 'canceled', canceled_at: s(NOW), ended_at: s(NOW), latest_invoice: 'in_renewal_2' }));
    const uncollectible = event('invoice.marked_uncollectible', stripeState.invoices.get('in_renewal_2')!);
    const deleted = event('customer.subscription.deleted', stripeState.subscriptions.get('sub_live_1')!);
    for (const e of [deleted, uncollectible, deleted]) await deliver(e);
    await settled(app());
    expect(await mine()).toMatchObject({ subscription_is_active: false, is_renewing: false });
    expect(await notices('dunning_ended')).toHaveLength(1);
    expect(stripeState.credits).toEqual([-500]);
  });

  it("a new member's first payment, its event applied before the request that subscribed has written our records: applied again, with its receipt", async () => {
    // Stripe made the subscription and took the first payment; its webhook reached a worker before the subscribing
    // request (another process) wrote our rows. The event waits (its job fails and is tried again), it is not lost.
    const ctx = app().sift;
    const newcomer = await signUp(app());
    await db().update(t.users).set({ stripeCustomerId: 'cus_new_2' }).where(eq(t.users.id, newcomer.id));
    stripeState.subscriptions.set('sub_new_2', subscription({ id: 'sub_new_2', customer: 'cus_new_2', latest_invoice: 'in_first_2' }));
    const first = invoice({ id: 'in_first_2', customer: 'cus_new_2', billing_reason: 'subscription_create', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_new_2' } } });
    stripeState.invoices.set('in_first_2', first);
    const paid = await storeOnly(event('invoice.paid', first));

    await expect(applyStoredEvent(ctx, 'stripe', paid.id)).rejects.toThrow(NOT_RECORDED_YET);
    const [waiting] = await db().select().from(t.billingEvents).where(eq(t.billingEvents.eventId, paid.id));
    expect(waiting).toMatchObject({ processedAt: null, attempts: 1, lastError: expect.stringContaining(NOT_RECORDED_YET) });

    // The request writes our records; the retry applies the event.
    const [sub] = await db().insert(t.subscriptions).values({ userId: newcomer.id, planId: PLAN_IDS.monthly, statusV2: 'active', isRenewing: true, startedAt: new Date(NOW) }).returning();
    await db().insert(t.providerSubscriptions).values({ subscriptionId: sub.id, provider: 'stripe', providerSubscriptionId: 'sub_new_2', customerId: 'cus_new_2', providerStatus: 'active' });
    await applyStoredEvent(ctx, 'stripe', paid.id);
    await settled(app());
    const receipts = await db().select().from(t.billingNotices).where(and(eq(t.billingNotices.userId, newcomer.id), eq(t.billingNotices.kind, 'receipt')));
    expect(receipts.map((n) => n.key)).toEqual(['receipt:in_first_2']);
    expect(receipts[0].sentAt).not.toBeNull();
  });

  it("an invoice of a customer that is not a member's is stored and applied as nothing to do", async () => {
    stripeState.invoices.set('in_elsewhere', invoice({ id: 'in_elsewhere', customer: 'cus_elsewhere', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_elsewhere_2' } } }));
    const res = await deliver(event('invoice.paid', stripeState.invoices.get('in_elsewhere')!));
    expect(res.body).toEqual({ received: true, duplicate: false });
    await settled(app());
    const [applied] = await db().select().from(t.billingEvents).where(eq(t.billingEvents.objectId, 'in_elsewhere'));
    expect(applied.processedAt).not.toBeNull();
    expect(await db().select().from(t.invoices).where(eq(t.invoices.providerInvoiceId, 'in_elsewhere'))).toEqual([]);
  });

  it('an event about a subscription that is not ours is stored and changes nothing', async () => {
    stripeState.subscriptions.set('sub_elsewhere', subscription({ id: 'sub_elsewhere' }));
    const res = await deliver(event('customer.subscription.updated', stripeState.subscriptions.get('sub_elsewhere')!));
    expect(res.body).toEqual({ received: true, duplicate: false });
    await settled(app());
    expect(await db().select().from(t.providerSubscriptions).where(eq(t.providerSubscriptions.providerSubscriptionId, 'sub_elsewhere'))).toEqual([]);
  });
});
