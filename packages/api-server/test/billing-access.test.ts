/**
 * Who may pay and change billing (002 §6, docs/decisions/0065): every billing call and every call that changes a
 * subscription answers 403 to a profile without account access (parent@'s child profile Sam) and to a request that
 * names no profile, whatever the client shows, and changes nothing; a profile with account access (Riley) may.
 * The table is checked against the server's route list: a new billing route fails until it has a row here.
 */
import { eq } from 'drizzle-orm';
import { PROFILE_ACCOUNT_ACCESS_REQUIRED } from '@sift/contracts';
import * as t from '../src/db/schema';
import { call, login, settled, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
const app = () => server.app;
let token: string;
const profiles: Record<string, number> = {};
let subscriptionId: number;
let invoiceId: number;

beforeAll(async () => {
  server = await startTestServer();
  const parent = await login(app(), 'parent@sift.example');
  token = parent.token;
  for (const p of (await call(app(), 'GET', '/profiles/', { token })).body.results) profiles[p.name] = p.id;
  const [sub] = await server.database.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, parent.id));
  subscriptionId = sub.id;
  const [invoice] = await server.database.db.select().from(t.invoices).where(eq(t.invoices.userId, parent.id));
  invoiceId = invoice.id;
});
afterAll(() => server.close());

interface Row {
  route: string;
  url: () => string;
  body?: unknown;
}

/** Every billing call, with a request that would change parent@'s billing if it were let through. */
const ROWS: Row[] = [
  { route: 'POST /subscriptions/', url: () => '/subscriptions/', body: { subscription_plan_id: 3 } },
  { route: 'GET /subscriptions/preview/', url: () => '/subscriptions/preview/?subscription_plan_id=3' },
  { route: 'POST /subscriptions/:id/confirm-payment-intent/', url: () => `/subscriptions/${subscriptionId}/confirm-payment-intent/`, body: { intent_id: 'pi_x' } },
  { route: 'GET /subscriptions/:id/latest-payment/', url: () => `/subscriptions/${subscriptionId}/latest-payment/` },
  { route: 'POST /stripe/customer/', url: () => '/stripe/customer/', body: { token: 'placeholder' } },
  { route: 'GET /stripe/default-payment-method/', url: () => '/stripe/default-payment-method/' },
  { route: 'POST /subscriptions/cancel/', url: () => '/subscriptions/cancel/' },
  { route: 'POST /subscriptions/reactivate/', url: () => '/subscriptions/reactivate/' },
  { route: 'POST /subscriptions/:id/redeem-discount/', url: () => `/subscriptions/${subscriptionId}/redeem-discount/`, body: {} },
  { route: 'POST /subscriptions/:id/downgrade-subscription/', url: () => `/subscriptions/${subscriptionId}/downgrade-subscription/`, body: { target_plan_id: 2 } },
  { route: 'GET /subscriptions/:id/preview-annual-pricing/', url: () => `/subscriptions/${subscriptionId}/preview-annual-pricing/` },
  { route: 'POST /subscriptions/:id/activate-annual-pricing/', url: () => `/subscriptions/${subscriptionId}/activate-annual-pricing/` },
  { route: 'GET /transactions/balance/', url: () => '/transactions/balance/' },
  { route: 'POST /runa-gift-card/:code/redeem/', url: () => '/runa-gift-card/SIFT25DELTA/redeem/', body: { pin: '2504' } },
  { route: 'GET /billing/invoices/', url: () => '/billing/invoices/' },
  { route: 'GET /billing/invoices/:id/', url: () => `/billing/invoices/${invoiceId}/` },
];

it('has a row for every billing route (a new one needs a row here)', () => {
  const billing = app()
    .routeTable.filter((r) => r.usesProfile && /^\/(subscriptions|stripe|transactions|runa-gift-card|billing)\//.test(r.url))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  expect(ROWS.map((r) => r.route).sort()).toEqual(billing);
});

async function billingState() {
  const as = { token, headers: { 'x-sift-profile-id': String(profiles.Parker) } };
  const summary = (await call(app(), 'GET', '/subscriptions/my-subscription/', { token })).body;
  const card = (await call(app(), 'GET', '/stripe/default-payment-method/', as)).body;
  const balance = (await call(app(), 'GET', '/transactions/balance/', as)).body;
  const invoices = (await call(app(), 'GET', '/billing/invoices/', as)).body;
  return { summary, card, balance, invoices: invoices.count };
}

describe.each(ROWS.map((row) => [row.route, row] as const))('%s', (_route, row) => {
  it('answers 403 to a profile without account access and to no profile, and changes nothing', async () => {
    const before = await billingState();
    const [method] = row.route.split(' ');
    for (const headers of [{ 'x-sift-profile-id': String(profiles.Sam) }, {}] as Record<string, string>[]) {
      const res = await call(app(), method as never, row.url(), { token, headers, ...(row.body !== undefined && { body: row.body }) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: PROFILE_ACCOUNT_ACCESS_REQUIRED });
    }
    await settled(app());
    expect(await billingState()).toEqual(before);
  });
});

it('lets a profile with account access (not the primary) see billing', async () => {
  const res = await call(app(), 'GET', '/billing/invoices/', { token, headers: { 'x-sift-profile-id': String(profiles.Riley) } });
  expect(res.status).toBe(200);
  expect(res.body.count).toBeGreaterThanOrEqual(3);
});

it("shows parent@'s billing history: the first payment and two renewals, newest first, each paid and with a receipt", async () => {
  const res = await call(app(), 'GET', '/billing/invoices/', { token, headers: { 'x-sift-profile-id': String(profiles.Parker) } });
  expect(res.body.results.map((i: { status: string; total: number; amount_paid: number }) => [i.status, i.total, i.amount_paid])).toEqual([
    ['paid', 999, 999],
    ['paid', 999, 999],
    ['paid', 999, 999],
  ]);
  const dates = res.body.results.map((i: { date: string }) => Date.parse(i.date));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});
