/**
 * The ownership table: every API route with a path parameter, or that reads the active profile
 * (X-Sift-Profile-Id), called with account A's credentials on account B's objects. An owned object answers 404
 * exactly like a missing one (403 where the spec says a profile may not act), and nothing of B's changes.
 *
 * The table is checked against the server's own route list (collected by the route layer's onRoute hook): a
 * new route with a path parameter or `config.usesProfile` fails "covers every route" until it has a row here.
 */
import { NOT_FOUND, PROFILE_ACCOUNT_ACCESS_REQUIRED } from '@sift/contracts';
import type { ApiRoute } from '../src/http/route-layer';
import { call, lastMail, login, signUp, startTestServer, type CallOptions, type TestServer } from './helpers/test-server';

interface Account {
  token: string;
  id: number;
  email: string;
  password: string;
  primaryId: number;
}

/** B's objects a row acts on, made once per row. */
interface Objects {
  profileId: number;
  [key: string]: string | number;
}

interface OwnershipRow {
  /** `METHOD /path/:param/` exactly as the route is registered. */
  route: string;
  /** Makes B's object(s). */
  setup: (b: Account) => Promise<Objects>;
  /** A's call on B's object. */
  call: (a: Account, objects: Objects) => { url: string } & CallOptions;
  /**
   * 404 / 403: the answer A must get. 'header ignored': the route reads a profile but B's profile id in the
   * header must not change what A sees (the answer equals A's own without a header). 'public': the path names
   * no account's object (a catalogue slug, an address a reset link goes to); the row still checks nothing of B's changes.
   */
  expect: 404 | 403 | 'header ignored' | 'public';
  /** Why the row is public, when it is. */
  reason?: string;
  /** What must hold afterwards for B. */
  unchanged: (b: Account, objects: Objects) => Promise<void>;
}

let server: TestServer;
const app = () => server.app;
let a: Account;

async function account(): Promise<Account> {
  const created = await signUp(app());
  const primaryId = (await call(app(), 'GET', '/profiles/', { token: created.token })).body.results[0].id;
  return { ...created, primaryId };
}

async function profileOf(b: Account, name = 'Owned'): Promise<Objects> {
  const created = await call(app(), 'POST', '/profiles/', {
    token: b.token,
    headers: { 'x-sift-profile-id': String(b.primaryId) },
    body: { name, global_filters: { '18': true }, selected_catalogs: [12] },
  });
  expect(created.status).toBe(201);
  return { profileId: created.body.id };
}

async function expectProfileIntact(b: Account, objects: Objects, name = 'Owned') {
  const own = await call(app(), 'GET', `/profiles/${objects.profileId}/`, { token: b.token });
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ name, global_filters: { '18': true }, selected_catalogs: [12], account_access: false });
}

async function expectSignInIntact(b: Account) {
  expect((await call(app(), 'GET', '/users/current/', { token: b.token })).status).toBe(200);
  await login(app(), b.email, b.password);
}

async function tinyDemoTagSet() {
  return (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body.offerings[0].tag_set_id as number;
}

const profileHeader = (objects: Objects) => ({ 'x-sift-profile-id': String(objects.profileId) });

/** B subscribes with the 3-D Secure test card: an incomplete subscription whose payment waits for confirmation. */
async function incompleteSubscriptionOf(b: Account): Promise<Objects> {
  const objects = await profileOf(b);
  const pm = await call(app(), 'POST', '/payments/sandbox/payment-methods/', {
    body: { number: '4000002500003155', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  await call(app(), 'POST', '/stripe/customer/', { token: b.token, body: { token: pm.body.id } });
  const sub = await call(app(), 'POST', '/subscriptions/', { token: b.token, body: { subscription_plan_id: 2 } });
  expect(sub.body.latest_payment.status).toBe('requires_action');
  return { ...objects, subscriptionId: sub.body.id, intentId: sub.body.latest_payment.intent_id };
}

async function expectSubscriptionWaiting(b: Account, objects: Objects) {
  const info = await call(app(), 'GET', `/subscriptions/${objects.subscriptionId}/latest-payment/`, { token: b.token });
  expect(info.body).toMatchObject({ intent_id: objects.intentId, status: 'requires_action' });
  const summary = await call(app(), 'GET', '/subscriptions/my-subscription/', { token: b.token });
  expect(summary.body.subscription).toMatchObject({ id: objects.subscriptionId, status_v2: 'incomplete' });
}

/** B links Prime Video (an active subscription first, sandbox card 4242) and has a TV device. */
async function linkedServiceOf(b: Account): Promise<Objects> {
  const objects = await profileOf(b);
  const pm = await call(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } });
  await call(app(), 'POST', '/stripe/customer/', { token: b.token, body: { token: pm.body.id } });
  await call(app(), 'POST', '/subscriptions/', { token: b.token, body: { subscription_plan_id: 2 } });
  const credential = await call(app(), 'POST', '/service-credentials/', {
    token: b.token,
    body: { service_id: 3, payload: { cookie: 'pv-remember=b', identity: { ua: 'test', name: 'B at Prime' } } },
  });
  expect(credential.status).toBe(201);
  await call(app(), 'POST', '/catalog-accesses/', { token: b.token, body: { catalog: 'prime-video', is_authorized: true } });
  const code = await call(app(), 'POST', '/tv-devices/authorizations/', { body: { type: 'firetv', code_kind: 'setup' } });
  const device = await call(app(), 'POST', '/tv-devices/', { token: b.token, body: { name: 'B TV', setup_key: code.body.user_code, type: 'firetv' } });
  expect(device.status).toBe(201);
  return { ...objects, serviceId: 3, deviceId: device.body.id };
}

async function expectLinksIntact(b: Account) {
  const credential = await call(app(), 'GET', '/service-credentials/3/', { token: b.token });
  expect(credential.body).toMatchObject({ id: 3, account_name: 'B at Prime' });
  const accesses = await call(app(), 'GET', '/catalog-accesses/', { token: b.token });
  expect(accesses.body.results.map((a: { catalog: string }) => a.catalog)).toEqual(['prime-video']);
  const devices = await call(app(), 'GET', '/tv-devices/', { token: b.token });
  expect(devices.body.results.map((d: { name: string }) => d.name)).toEqual(['B TV']);
}

const TABLE: OwnershipRow[] = [
  {
    route: 'GET /profiles/:id/',
    setup: (b) => profileOf(b),
    call: (_a, o) => ({ url: `/profiles/${o.profileId}/` }),
    expect: 404,
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'PATCH /profiles/:id/',
    setup: (b) => profileOf(b),
    call: (a, o) => ({ url: `/profiles/${o.profileId}/`, headers: { 'x-sift-profile-id': String(a.primaryId) }, body: { name: 'Hijacked', account_access: true } }),
    expect: 404,
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'PUT /profiles/:id/',
    setup: (b) => profileOf(b),
    call: (a, o) => ({ url: `/profiles/${o.profileId}/`, headers: { 'x-sift-profile-id': String(a.primaryId) }, body: { name: 'Hijacked' } }),
    expect: 404,
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'DELETE /profiles/:id/',
    setup: (b) => profileOf(b),
    call: (a, o) => ({ url: `/profiles/${o.profileId}/`, headers: { 'x-sift-profile-id': String(a.primaryId) } }),
    expect: 404,
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'POST /profiles/',
    // A's own new profile, acting as B's profile: B's profile is not A's, so it cannot grant account access.
    setup: (b) => profileOf(b),
    call: (_a, o) => ({ url: '/profiles/', headers: profileHeader(o), body: { name: 'Admin', account_access: true } }),
    expect: 403,
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'POST /users/:id/change_password/',
    setup: async (b) => ({ ...(await profileOf(b)), userId: b.id }),
    call: (_a, o) => ({ url: `/users/${o.userId}/change_password/`, body: { password_last: 'secret-pass-1', password: 'hijacked-1', confirm: 'hijacked-1' } }),
    expect: 404,
    unchanged: (b) => expectSignInIntact(b),
  },
  {
    route: 'GET /tag-sets/:id/',
    // Tag sets belong to works (public); B's profile in the header must not lend A its filters.
    setup: async (b) => ({ ...(await profileOf(b)), tagSetId: await tinyDemoTagSet() }),
    call: (_a, o) => ({ url: `/tag-sets/${o.tagSetId}/`, headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'GET /content/v2/works/',
    setup: (b) => profileOf(b),
    call: (_a, o) => ({ url: '/content/v2/works/?my_services=true&limit=1', headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'GET /content/v2/works/top-shows/',
    setup: (b) => profileOf(b),
    call: (_a, o) => ({ url: '/content/v2/works/top-shows/?limit=3', headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'GET /content/v2/works/:slug/',
    setup: (b) => profileOf(b),
    call: (_a, o) => ({ url: '/content/v2/works/tiny-demo/', headers: profileHeader(o) }),
    expect: 'public',
    reason: 'a work is catalogue data, the same for every account',
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'POST /reset-password/:email/',
    setup: async (b) => ({ ...(await profileOf(b)), email: b.email }),
    call: (_a, o) => ({ url: `/reset-password/${encodeURIComponent(String(o.email))}/` }),
    expect: 'public',
    reason: 'answers the same for every address (no account probing); the link goes only to the address itself',
    unchanged: async (b) => {
      await expectSignInIntact(b);
      const mail = await lastMail(app(), b.email);
      expect(mail?.to).toBe(b.email);
    },
  },
  {
    route: 'POST /subscriptions/:id/confirm-payment-intent/',
    setup: (b) => incompleteSubscriptionOf(b),
    call: (_a, o) => ({ url: `/subscriptions/${o.subscriptionId}/confirm-payment-intent/`, body: { intent_id: o.intentId } }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionWaiting(b, o),
  },
  {
    route: 'GET /subscriptions/:id/latest-payment/',
    setup: (b) => incompleteSubscriptionOf(b),
    call: (_a, o) => ({ url: `/subscriptions/${o.subscriptionId}/latest-payment/` }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionWaiting(b, o),
  },
  {
    route: 'POST /payments/sandbox/intents/:id/authenticate/',
    setup: (b) => incompleteSubscriptionOf(b),
    // A knows the intent's id but not its client secret (only B's browser got that).
    call: (_a, o) => ({ url: `/payments/sandbox/intents/${o.intentId}/authenticate/`, body: { client_secret: `${o.intentId}_secret_guess`, outcome: 'complete' } }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionWaiting(b, o),
  },
  {
    route: 'GET /service-credentials/:id/',
    // The id is the service's: A reads only A's own credential for it (none), never B's.
    setup: (b) => linkedServiceOf(b),
    call: (_a, o) => ({ url: `/service-credentials/${o.serviceId}/` }),
    expect: 404,
    unchanged: (b) => expectLinksIntact(b),
  },
  {
    route: 'DELETE /service-credentials/:id/',
    setup: (b) => linkedServiceOf(b),
    call: (_a, o) => ({ url: `/service-credentials/${o.serviceId}/` }),
    expect: 404,
    unchanged: (b) => expectLinksIntact(b),
  },
  {
    route: 'DELETE /tv-devices/:id/',
    setup: (b) => linkedServiceOf(b),
    call: (_a, o) => ({ url: `/tv-devices/${o.deviceId}/` }),
    expect: 404,
    unchanged: (b) => expectLinksIntact(b),
  },
  {
    route: 'POST /catalog-offers/:id/report-invalid/',
    setup: async (b) => ({ ...(await linkedServiceOf(b)), offeringId: (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body.offerings[0].offer_id }),
    call: (_a, o) => ({ url: `/catalog-offers/${o.offeringId}/report-invalid/`, body: { external_id: 'gone' } }),
    expect: 'public',
    reason: "an offer is catalogue data; A's report is A's own and changes nothing of B's",
    unchanged: (b) => expectLinksIntact(b),
  },
];

const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

beforeAll(async () => {
  server = await startTestServer();
  a = await account();
});
afterAll(() => server.close());

it('covers every route with a path parameter or the profile header (a new one needs a row here)', () => {
  const needed = app()
    .routeTable.filter((route) => route.url.includes(':') || route.usesProfile)
    .map(routeKey)
    .sort();
  expect(needed.length).toBeGreaterThan(5);
  expect(TABLE.map((row) => row.route).sort()).toEqual(needed);
});

describe.each(TABLE.map((row) => [row.route, row] as const))("A's credentials on B's objects: %s", (_route, row) => {
  it(`answers ${row.expect} and changes nothing of B's`, async () => {
    const b = await account();
    const objects = await row.setup(b);
    const { url, ...options } = row.call(a, objects);
    const [method] = row.route.split(' ');
    const res = await call(app(), method as never, url, { token: a.token, ...options });
    if (row.expect === 404) expect(res.body).toEqual({ detail: NOT_FOUND });
    if (row.expect === 403) expect(res.body).toEqual({ detail: PROFILE_ACCOUNT_ACCESS_REQUIRED });
    if (typeof row.expect === 'number') expect(res.status).toBe(row.expect);
    if (row.expect === 'header ignored') {
      const { headers: _headers, ...withoutHeader } = options;
      const own = await call(app(), method as never, url, { token: a.token, ...withoutHeader });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(own.body);
    }
    if (row.expect === 'public') {
      expect(row.reason).toBeTruthy();
      expect(res.status).toBeLessThan(300);
    }
    await row.unchanged(b, objects);
  });
});

it('lists only the own profiles', async () => {
  const res = await call(app(), 'GET', '/profiles/', { token: a.token });
  expect(res.body.results.every((p: { account_id: number }) => p.account_id === a.id)).toBe(true);
});

it("does not accept a code mailed for another account's e-mail change", async () => {
  const b = await account();
  const newEmail = `owner-new-${b.id}@example.com`;
  await call(app(), 'POST', '/users/change-email/', { token: b.token, body: { new_email: newEmail, password: b.password } });
  const code = (await lastMail(app(), newEmail))!.code;
  const res = await call(app(), 'POST', '/users/verify-email-change/', { token: a.token, body: { code } });
  expect(res.status).toBe(400);
  expect((await call(app(), 'GET', '/users/current/', { token: a.token })).body.email).not.toBe(newEmail);
});
