/**
 * The ownership table: every API route with a path parameter, or that reads the active profile
 * (X-Sift-Profile-Id), called with account A's credentials on account B's objects. An owned object answers 404
 * exactly like a missing one (403 where the spec says a profile may not act), and nothing of B's changes.
 *
 * The table is checked against the server's own route list (collected by the route layer's onRoute hook): a
 * new route with a path parameter or `config.usesProfile` fails "covers every route" until it has a row here.
 */
import { NOT_FOUND, PERMISSION_DENIED, PROFILE_ACCOUNT_ACCESS_REQUIRED } from '@sift/contracts';
import { eq } from 'drizzle-orm';
import { lineups, streams, works } from '../src/db/schema';
import type { ApiRoute } from '../src/http/route-layer';
import { workLocations } from '../src/db/schema';
import { call, lastMail, login, settled, signUp, startTestServer, type CallOptions, type TestServer } from './helpers/test-server';
import { billingCall } from './billing-helpers';

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
  /** The 403's message when it is not the profile's (a staff-only route refuses everyone else). */
  detail?: string;
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
/** A acting as its own primary profile (billing calls need a profile with account access, docs/decisions/0065). */
const ownProfile = (a: Account) => ({ 'x-sift-profile-id': String(a.primaryId) });

/** B subscribes with the 3-D Secure test card: an incomplete subscription whose payment waits for confirmation. */
async function incompleteSubscriptionOf(b: Account): Promise<Objects> {
  const objects = await profileOf(b);
  const pm = await call(app(), 'POST', '/payments/sandbox/payment-methods/', {
    body: { number: '4000002500003155', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  await billingCall(app(), 'POST', '/stripe/customer/', { token: b.token, body: { token: pm.body.id } });
  const sub = await billingCall(app(), 'POST', '/subscriptions/', { token: b.token, body: { subscription_plan_id: 2 } });
  expect(sub.body.latest_payment.status).toBe('requires_action');
  return { ...objects, subscriptionId: sub.body.id, intentId: sub.body.latest_payment.intent_id };
}

async function expectSubscriptionWaiting(b: Account, objects: Objects) {
  const info = await billingCall(app(), 'GET', `/subscriptions/${objects.subscriptionId}/latest-payment/`, { token: b.token });
  expect(info.body).toMatchObject({ intent_id: objects.intentId, status: 'requires_action' });
  const summary = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: b.token });
  expect(summary.body.subscription).toMatchObject({ id: objects.subscriptionId, status_v2: 'incomplete' });
}

/** B pays a monthly plan with 4242: an active, renewing, discount-eligible subscription. */
async function activeSubscriptionOf(b: Account): Promise<Objects> {
  const objects = await profileOf(b);
  const pm = await call(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } });
  await billingCall(app(), 'POST', '/stripe/customer/', { token: b.token, body: { token: pm.body.id } });
  const sub = await billingCall(app(), 'POST', '/subscriptions/', { token: b.token, body: { subscription_plan_id: 2 } });
  expect(sub.body.status_v2).toBe('active');
  return { ...objects, subscriptionId: sub.body.id };
}

async function expectSubscriptionUntouched(b: Account, objects: Objects) {
  const summary = await billingCall(app(), 'GET', '/subscriptions/my-subscription/', { token: b.token });
  expect(summary.body.subscription).toMatchObject({ id: objects.subscriptionId, plan_type: 'monthly', is_renewing: true, promo: null });
  expect(summary.body.subscription_discount_eligible).toBe(true);
}

/** B links Prime Video (an active subscription first, sandbox card 4242) and has a TV device. */
async function linkedServiceOf(b: Account): Promise<Objects> {
  const objects = await profileOf(b);
  const pm = await call(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } });
  await billingCall(app(), 'POST', '/stripe/customer/', { token: b.token, body: { token: pm.body.id } });
  await billingCall(app(), 'POST', '/subscriptions/', { token: b.token, body: { subscription_plan_id: 2 } });
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

/** A stream of B's (B has no subscription, so it is written directly: the row is about ownership, not access). */
async function streamOf(b: Account) {
  const work = (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body;
  const [row] = await app()
    .sift.db.insert(streams)
    .values({ userId: b.id, profileId: b.primaryId, workId: work.id, offeringId: work.offerings[0].offer_id, mediaPath: 'tiny-demo/manifest.mpd', runtime: 60 })
    .returning();
  return row.id;
}

async function someShowId() {
  const [show] = await app().sift.db.select({ id: works.id }).from(works).where(eq(works.type, 'show')).limit(1);
  return show.id;
}

async function tinyDemoId() {
  return (await call(app(), 'GET', '/content/v2/works/tiny-demo/')).body.id as number;
}

/** A profile of `owner` (a new one, or `profileId`) with the demo work on its watchlist. */
async function onWatchlistOf(owner: Account, profileId?: number): Promise<Objects> {
  const objects = profileId ? { profileId } : await profileOf(owner);
  const workId = await tinyDemoId();
  await call(app(), 'POST', '/watchlist-items/', { token: owner.token, headers: profileHeader(objects), body: { work_id: workId } });
  return { ...objects, workId };
}

async function expectOnWatchlist(b: Account, objects: Objects) {
  const res = await call(app(), 'GET', `/watchlist-items/${objects.workId}/`, { token: b.token, headers: profileHeader(objects) });
  expect(res.status).toBe(200);
}

async function hiddenBy(b: Account): Promise<Objects> {
  const objects = await profileOf(b);
  const workId = await tinyDemoId();
  await call(app(), 'PUT', `/hidden-works/${workId}/`, { token: b.token, headers: profileHeader(objects) });
  return { ...objects, workId };
}

async function expectHidden(b: Account, objects: Objects) {
  const list = await call(app(), 'GET', '/hidden-works/', { token: b.token, headers: profileHeader(objects) });
  expect(list.body.results.map((h: { work_id: number }) => h.work_id)).toEqual([objects.workId]);
}

async function expectVote(b: Account, objects: Objects, vote: number) {
  const res = await call(app(), 'GET', `/content/likes/?work_id=${objects.workId}`, { token: b.token, headers: profileHeader(objects) });
  expect(res.body).toEqual({ [objects.workId]: vote });
}

/** B's TV device credit request (002 §2.5), sent as B's primary profile. */
const RECEIPT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const deviceCreditBody = { device_id: 'onn-4k', purchased_on: new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10), receipt: { name: 'r.png', type: 'image/png', data: RECEIPT_PNG } };
async function deviceCreditRequestOf(b: Account): Promise<Objects> {
  const sent = await call(app(), 'POST', '/device-credit-requests/', { token: b.token, headers: { 'x-sift-profile-id': String(b.primaryId) }, body: deviceCreditBody });
  expect(sent.status).toBe(201);
  return { profileId: b.primaryId, requestId: sent.body.id };
}
async function expectDeviceCreditPending(b: Account) {
  const own = await call(app(), 'GET', '/device-credit-requests/', { token: b.token, headers: { 'x-sift-profile-id': String(b.primaryId) } });
  expect(own.body.results.map((r: { status: string }) => r.status)).toEqual(['pending']);
}

const TABLE: OwnershipRow[] = [
  // The TV device offer's receipts (docs/decisions/0106): a member's own, under a profile with account access; staff
  // alone review them.
  {
    route: 'POST /device-credit-requests/',
    setup: async (b) => ({ profileId: b.primaryId }),
    call: (_a, o) => ({ url: '/device-credit-requests/', headers: profileHeader(o), body: deviceCreditBody }),
    expect: 403,
    unchanged: async (b) => {
      const own = await call(app(), 'GET', '/device-credit-requests/', { token: b.token, headers: { 'x-sift-profile-id': String(b.primaryId) } });
      expect(own.body.results).toEqual([]);
    },
  },
  {
    route: 'GET /device-credit-requests/',
    setup: (b) => deviceCreditRequestOf(b),
    call: (_a, o) => ({ url: '/device-credit-requests/', headers: profileHeader(o) }),
    expect: 403,
    unchanged: (b) => expectDeviceCreditPending(b),
  },
  {
    route: 'GET /staff/device-credit-requests/:id/receipt/',
    setup: (b) => deviceCreditRequestOf(b),
    call: (_a, o) => ({ url: `/staff/device-credit-requests/${o.requestId}/receipt/` }),
    expect: 403,
    detail: PERMISSION_DENIED,
    unchanged: (b) => expectDeviceCreditPending(b),
  },
  {
    route: 'POST /staff/device-credit-requests/:id/approve/',
    setup: (b) => deviceCreditRequestOf(b),
    call: (_a, o) => ({ url: `/staff/device-credit-requests/${o.requestId}/approve/`, body: {} }),
    expect: 403,
    detail: PERMISSION_DENIED,
    unchanged: (b) => expectDeviceCreditPending(b),
  },
  {
    route: 'POST /staff/device-credit-requests/:id/decline/',
    setup: (b) => deviceCreditRequestOf(b),
    call: (_a, o) => ({ url: `/staff/device-credit-requests/${o.requestId}/decline/`, body: {} }),
    expect: 403,
    detail: PERMISSION_DENIED,
    unchanged: (b) => expectDeviceCreditPending(b),
  },
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
    // A work is catalogue data; whether it is hidden comes from the caller's own profile, never B's.
    setup: async (b) => {
      const objects = await profileOf(b);
      await call(app(), 'PUT', `/hidden-works/${await tinyDemoId()}/`, { token: b.token, headers: profileHeader(objects) });
      return objects;
    },
    call: (_a, o) => ({ url: '/content/v2/works/tiny-demo/', headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: async (b, o) => {
      await expectProfileIntact(b, o);
      expect((await call(app(), 'GET', '/content/v2/works/tiny-demo/', { token: b.token, headers: profileHeader(o) })).body.is_hidden).toBe(true);
    },
  },
  // ---- discovery (001 §7): every list of a profile is the caller's own; B's profile in the header is ignored ----
  {
    route: 'GET /content/service-filters/',
    setup: (b) => profileOf(b),
    call: (_a, o) => ({ url: '/content/service-filters/', headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'GET /content/recommends/internal/:id/',
    setup: async (b) => ({ ...(await profileOf(b)), workId: await tinyDemoId() }),
    call: (_a, o) => ({ url: `/content/recommends/internal/${o.workId}/`, headers: profileHeader(o) }),
    expect: 'public',
    reason: "the id is a catalogue work's; recommendations are the same for every account",
    unchanged: (b, o) => expectProfileIntact(b, o),
  },
  {
    route: 'GET /content/likes/',
    setup: async (b) => {
      const objects = await profileOf(b);
      const workId = await tinyDemoId();
      await call(app(), 'POST', '/content/likes/', { token: b.token, headers: profileHeader(objects), body: { catalog_item_id: workId, vote_type: -1 } });
      return { ...objects, workId };
    },
    call: (_a, o) => ({ url: `/content/likes/?work_id=${o.workId}`, headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectVote(b, o, -1),
  },
  {
    route: 'POST /content/likes/',
    setup: async (b) => {
      const objects = await profileOf(b);
      const workId = await tinyDemoId();
      await call(app(), 'POST', '/content/likes/', { token: b.token, headers: profileHeader(objects), body: { catalog_item_id: workId, vote_type: -1 } });
      return { ...objects, workId };
    },
    call: (_a, o) => ({ url: '/content/likes/', body: { catalog_item_id: o.workId, vote_type: 1, profile_id: o.profileId } }),
    expect: 404,
    unchanged: (b, o) => expectVote(b, o, -1),
  },
  {
    route: 'GET /watchlist/',
    setup: (b) => onWatchlistOf(b),
    call: (_a, o) => ({ url: '/watchlist/', headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectOnWatchlist(b, o),
  },
  {
    route: 'GET /watchlist-items/',
    setup: (b) => onWatchlistOf(b),
    call: (_a, o) => ({ url: `/watchlist-items/?work_id=${o.workId}`, headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectOnWatchlist(b, o),
  },
  {
    route: 'POST /watchlist-items/',
    setup: (b) => onWatchlistOf(b),
    call: (_a, o) => ({ url: '/watchlist-items/', headers: profileHeader(o), body: { work_id: o.workId } }),
    expect: 'public',
    reason: "the body names a catalogue work; the item is added to the caller's own profile, never to the profile in the header",
    unchanged: (b, o) => expectOnWatchlist(b, o),
  },
  {
    route: 'GET /watchlist-items/:work_id/',
    // On both lists: A's answer must be A's own item.
    setup: async (b) => ({ ...(await onWatchlistOf(b)), alsoA: (await onWatchlistOf(a, a.primaryId)).workId }),
    call: (_a, o) => ({ url: `/watchlist-items/${o.workId}/`, headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectOnWatchlist(b, o),
  },
  {
    route: 'DELETE /watchlist-items/:work_id/',
    setup: async (b) => ({ ...(await onWatchlistOf(b)), alsoA: (await onWatchlistOf(a, a.primaryId)).workId }),
    call: (_a, o) => ({ url: `/watchlist-items/${o.workId}/`, headers: profileHeader(o) }),
    expect: 'public',
    reason: "the path names a catalogue work; the item removed is the caller's own profile's, never the header's",
    unchanged: (b, o) => expectOnWatchlist(b, o),
  },
  {
    route: 'GET /hidden-works/',
    setup: (b) => hiddenBy(b),
    call: (_a, o) => ({ url: '/hidden-works/', headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectHidden(b, o),
  },
  {
    route: 'PATCH /staff/works/:id/',
    setup: async (b) => ({ profileId: b.primaryId, workId: await tinyDemoId() }),
    call: (_a, o) => ({ url: `/staff/works/${o.workId}/`, body: { is_enabled: false } }),
    expect: 403,
    detail: PERMISSION_DENIED,
    unchanged: async (_b, o) => {
      const [work] = await app().sift.db.select({ isEnabled: works.isEnabled }).from(works).where(eq(works.id, Number(o.workId)));
      expect(work.isEnabled).toBe(true);
    },
  },
  {
    route: 'PATCH /staff/users/:id/',
    setup: async (b) => ({ ...(await profileOf(b)), userId: b.id }),
    call: (_a, o) => ({ url: `/staff/users/${o.userId}/`, body: { is_active: false } }),
    expect: 403,
    detail: PERMISSION_DENIED,
    unchanged: (b) => expectSignInIntact(b),
  },
  {
    route: 'PUT /hidden-works/:id/',
    setup: async (b) => ({ ...(await profileOf(b)), workId: await tinyDemoId() }),
    call: (_a, o) => ({ url: `/hidden-works/${o.workId}/`, headers: profileHeader(o) }),
    expect: 'public',
    reason: "the path names a catalogue work; it is hidden for the caller's own profile only",
    unchanged: async (b, o) => {
      await expectProfileIntact(b, o);
      const list = await call(app(), 'GET', '/hidden-works/', { token: b.token, headers: profileHeader(o) });
      expect(list.body.results).toEqual([]);
      await call(app(), 'DELETE', `/hidden-works/${o.workId}/`, { token: a.token });
    },
  },
  {
    route: 'DELETE /hidden-works/:id/',
    setup: async (b) => {
      const objects = await hiddenBy(b);
      await call(app(), 'PUT', `/hidden-works/${objects.workId}/`, { token: a.token });
      return objects;
    },
    call: (_a, o) => ({ url: `/hidden-works/${o.workId}/`, headers: profileHeader(o) }),
    expect: 'public',
    reason: "the path names a catalogue work; only the caller's own profile's hidden work is removed",
    unchanged: (b, o) => expectHidden(b, o),
  },
  {
    route: 'GET /work-locations/',
    setup: async (b) => {
      const objects = await profileOf(b);
      const workId = await tinyDemoId();
      await server.database.db.insert(workLocations).values({ profileId: objects.profileId, workId, current: 30, runTime: 60 });
      return { ...objects, workId };
    },
    call: (_a, o) => ({ url: `/work-locations/?work_id=${o.workId}`, headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: async (b, o) => {
      const own = await call(app(), 'GET', `/work-locations/?work_id=${o.workId}`, { token: b.token, headers: profileHeader(o) });
      expect(own.body.results).toEqual([{ work_id: o.workId, current: 30, run_time: 60, is_reached_credits: false }]);
    },
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
    call: (a, o) => ({ headers: ownProfile(a), url: `/subscriptions/${o.subscriptionId}/confirm-payment-intent/`, body: { intent_id: o.intentId } }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionWaiting(b, o),
  },
  {
    route: 'GET /subscriptions/:id/latest-payment/',
    setup: (b) => incompleteSubscriptionOf(b),
    call: (a, o) => ({ headers: ownProfile(a), url: `/subscriptions/${o.subscriptionId}/latest-payment/` }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionWaiting(b, o),
  },
  {
    route: 'POST /subscriptions/:id/redeem-discount/',
    setup: (b) => activeSubscriptionOf(b),
    call: (a, o) => ({ headers: ownProfile(a), url: `/subscriptions/${o.subscriptionId}/redeem-discount/`, body: {} }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'POST /subscriptions/:id/downgrade-subscription/',
    setup: (b) => activeSubscriptionOf(b),
    call: (a, o) => ({ headers: ownProfile(a), url: `/subscriptions/${o.subscriptionId}/downgrade-subscription/`, body: { target_plan_id: 1 } }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'GET /subscriptions/:id/preview-annual-pricing/',
    setup: (b) => activeSubscriptionOf(b),
    call: (a, o) => ({ headers: ownProfile(a), url: `/subscriptions/${o.subscriptionId}/preview-annual-pricing/` }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'POST /subscriptions/:id/activate-annual-pricing/',
    setup: (b) => activeSubscriptionOf(b),
    call: (a, o) => ({ headers: ownProfile(a), url: `/subscriptions/${o.subscriptionId}/activate-annual-pricing/` }),
    expect: 404,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'POST /runa-gift-card/:code/redeem/',
    // B redeemed one card; A redeems another, which credits A alone.
    setup: async (b) => {
      const objects = await profileOf(b);
      const mine = await billingCall(app(), 'POST', '/runa-gift-card/SIFT10INDIA/redeem/', { token: b.token, body: { pin: '1009' } });
      expect(mine.status).toBe(200);
      return objects;
    },
    call: (a) => ({ url: '/runa-gift-card/SIFT10JULIET/redeem/', headers: ownProfile(a), body: { pin: '1010' } }),
    expect: 'public',
    reason: 'a gift card belongs to no account until it is redeemed, and redeeming credits only the caller',
    unchanged: async (b) => {
      const balance = await billingCall(app(), 'GET', '/transactions/balance/', { token: b.token });
      expect(balance.body).toMatchObject({ balance: 1000, transactions: [{ kind: 'gift_card', amount: 1000 }] });
    },
  },
  // Billing calls act as a profile with account access (docs/decisions/0065): B's profile in A's request is not
  // A's, so it lends A nothing (403), and nothing of B's changes.
  {
    route: 'POST /subscriptions/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/subscriptions/', headers: profileHeader(o), body: { subscription_plan_id: 3 } }),
    expect: 403,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'GET /subscriptions/preview/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/subscriptions/preview/?subscription_plan_id=3', headers: profileHeader(o) }),
    expect: 403,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'POST /subscriptions/cancel/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/subscriptions/cancel/', headers: profileHeader(o) }),
    expect: 403,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'POST /subscriptions/reactivate/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/subscriptions/reactivate/', headers: profileHeader(o) }),
    expect: 403,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'POST /stripe/customer/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/stripe/customer/', headers: profileHeader(o), body: { token: 'placeholder' } }),
    expect: 403,
    unchanged: async (b, o) => {
      await expectSubscriptionUntouched(b, o);
      expect((await billingCall(app(), 'GET', '/stripe/default-payment-method/', { token: b.token })).body.card).toMatchObject({ last4: '4242' });
    },
  },
  {
    route: 'GET /stripe/default-payment-method/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/stripe/default-payment-method/', headers: profileHeader(o) }),
    expect: 403,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'GET /transactions/balance/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/transactions/balance/', headers: profileHeader(o) }),
    expect: 403,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'GET /billing/invoices/',
    setup: (b) => activeSubscriptionOf(b),
    call: (_a, o) => ({ url: '/billing/invoices/', headers: profileHeader(o) }),
    expect: 403,
    unchanged: (b, o) => expectSubscriptionUntouched(b, o),
  },
  {
    route: 'GET /billing/invoices/:id/',
    // B's receipt: A, acting as A's own profile, gets 404 as for a missing one.
    setup: async (b) => {
      const objects = await activeSubscriptionOf(b);
      await settled(app());
      const list = await billingCall(app(), 'GET', '/billing/invoices/', { token: b.token });
      expect(list.body.count).toBe(1);
      return { ...objects, invoiceId: list.body.results[0].id };
    },
    call: (a, o) => ({ url: `/billing/invoices/${o.invoiceId}/`, headers: ownProfile(a) }),
    expect: 404,
    unchanged: async (b, o) => {
      const own = await billingCall(app(), 'GET', `/billing/invoices/${o.invoiceId}/`, { token: b.token });
      expect(own.body).toMatchObject({ id: o.invoiceId, status: 'paid', total: 999, amount_paid: 999 });
    },
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
  {
    route: 'POST /streams/',
    // A's stream can only be for one of A's profiles: B's profile in the header is a foreign id.
    setup: (b) => profileOf(b),
    call: (_a, o) => ({ url: '/streams/', headers: profileHeader(o), body: { offer_id: 1 } }),
    expect: 404,
    unchanged: async (b, o) => {
      await expectProfileIntact(b, o);
      expect(await app().sift.db.select().from(streams).where(eq(streams.profileId, o.profileId))).toEqual([]);
    },
  },
  {
    route: 'POST /streams/:id/feedback/',
    setup: async (b) => ({ ...(await profileOf(b)), streamId: await streamOf(b) }),
    call: (_a, o) => ({ url: `/streams/${o.streamId}/feedback/`, body: { response: 'thumbs_down' } }),
    expect: 404,
    unchanged: async (_b, o) => {
      const [row] = await app().sift.db.select().from(streams).where(eq(streams.id, Number(o.streamId)));
      expect(row.feedback).toBeNull();
    },
  },
  {
    route: 'GET /lineups/get_or_instantiate/',
    // It makes a lineup for the profile it acts for: never for B's profile.
    setup: async (b) => ({ ...(await profileOf(b)), tagSetId: await tinyDemoTagSet() }),
    call: (_a, o) => ({ url: `/lineups/get_or_instantiate/?tag_set_id=${o.tagSetId}`, headers: profileHeader(o) }),
    expect: 404,
    unchanged: async (_b, o) => {
      expect(await app().sift.db.select().from(lineups).where(eq(lineups.profileId, o.profileId))).toEqual([]);
    },
  },
  {
    route: 'PATCH /lineups/:id/',
    setup: async (b) => {
      const tagSetId = await tinyDemoTagSet();
      const made = await call(app(), 'GET', `/lineups/get_or_instantiate/?tag_set_id=${tagSetId}`, { token: b.token });
      return { profileId: b.primaryId, lineupId: made.body.id };
    },
    call: (_a, o) => ({ url: `/lineups/${o.lineupId}/`, body: { refmap: { 'td-1': false, 'td-2': false } } }),
    expect: 404,
    unchanged: async (_b, o) => {
      const [row] = await app().sift.db.select().from(lineups).where(eq(lineups.id, Number(o.lineupId)));
      expect(row.refmap).toEqual({});
    },
  },
  {
    route: 'GET /content/next-episode/',
    setup: async (b) => ({ ...(await profileOf(b)), showId: await someShowId() }),
    call: (_a, o) => ({ url: `/content/next-episode/?show_id=${o.showId}`, headers: profileHeader(o) }),
    expect: 'header ignored',
    unchanged: (b, o) => expectProfileIntact(b, o),
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
    if (row.expect === 403) expect(res.body).toEqual({ detail: row.detail ?? PROFILE_ACCOUNT_ACCESS_REQUIRED });
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
