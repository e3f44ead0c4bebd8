/**
 * Linking (001 §3, §4, §5, §7; 002 §7): service credentials sealed per account and service, catalog accesses
 * verified for a day, offers reported invalid, TV devices registered by setup code and linked by code through the
 * device flow, and the TV simulator page of development.
 */
import { and, eq } from 'drizzle-orm';
import {
  CATALOG_UNKNOWN,
  DEVICE_CANNOT_REGISTER,
  DEVICE_NAME_IN_USE,
  DEVICE_SAVE_FAILED,
  LINKING_SUBSCRIPTION_REQUIRED,
  MISSING_CREDENTIALS,
  PRODUCT_SERVICE_NEEDS_NO_LINK,
  STREAMING_SERVICE_UNKNOWN,
  TV_CODE_EXPIRED,
  TV_CODE_INVALID,
  TV_CODE_THROTTLED,
  TV_CODE_TTL_S,
  TV_POLL_INTERVAL_S,
} from '@sift/contracts';
import * as t from '../src/db/schema';
import { open, seal, serviceKey } from '../src/linking/credential-crypto';
import { call, login, manualClock, signUp, startTestServer, type TestServer } from './helpers/test-server';
import { billingCall } from './billing-helpers';

let server: TestServer;
const clock = manualClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());
const app = () => server.app;
const db = () => server.database.db;

const PRIME = 3;
const PEACOCK = 15;
const payload = (name = 'Pat Parker') => ({
  cookie: 'pv-session=s1; pv-remember=r1',
  identity: { ua: 'Mozilla/5.0 Chrome/126.0', account_id: 'family@prime-video.example', name, plan: 'Prime' },
  watch_history: [{ titleId: 'gti-1', title: 'Harbor Lights', titleType: 'movie' as const, timestamp: Date.UTC(2026, 4, 1), date: '2026-05-01' }],
});

/** A new account with an active monthly subscription (sandbox card 4242). */
async function subscriber() {
  const me = await signUp(app());
  const pm = await call(app(), 'POST', '/payments/sandbox/payment-methods/', { body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } });
  await billingCall(app(), 'POST', '/stripe/customer/', { token: me.token, body: { token: pm.body.id, name: 'Pat Doe', address_zip: '84101', address_country: 'US' } });
  const sub = await billingCall(app(), 'POST', '/subscriptions/', { token: me.token, body: { subscription_plan_id: 2 } });
  expect(sub.body.status_v2).toBe('active');
  return me;
}

describe('service credentials', () => {
  it('keeps one key record per account: a salt, made on first use', async () => {
    const me = await signUp(app());
    const first = await call(app(), 'GET', '/service-credential-keys/', { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user_id: me.id });
    expect(Buffer.from(first.body.salt, 'base64')).toHaveLength(16);
    const again = await call(app(), 'GET', '/service-credential-keys/', { token: me.token });
    expect(again.body.salt).toBe(first.body.salt);
  });

  it('needs an active subscription to link (001 §4.1)', async () => {
    const me = await signUp(app());
    const res = await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PRIME, payload: payload() } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: LINKING_SUBSCRIPTION_REQUIRED });
  });

  it('stores the payload sealed, answers who the member is there, and replaces it on a re-link', async () => {
    const me = await subscriber();
    const created = await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PRIME, payload: payload() } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: PRIME, service_id: PRIME, source: 'web', account_name: 'Pat Parker', plan: 'Prime', watch_history_count: 1 });
    expect(JSON.stringify(created.body)).not.toContain('pv-remember');

    const [row] = await db().select().from(t.serviceCredentials).where(eq(t.serviceCredentials.userId, me.id));
    expect(row.ciphertext).not.toContain('pv-remember');
    expect(Buffer.from(row.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(row.authTag, 'base64')).toHaveLength(16);

    const relinked = await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PRIME, payload: payload('Pat P.') } });
    expect(relinked.body.account_name).toBe('Pat P.');
    const rows = await db().select().from(t.serviceCredentials).where(eq(t.serviceCredentials.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].iv).not.toBe(row.iv);

    const found = await call(app(), 'GET', `/service-credentials/${PRIME}/`, { token: me.token });
    expect(found.body).toMatchObject({ id: PRIME, account_name: 'Pat P.' });
    const list = await call(app(), 'GET', '/service-credentials/', { token: me.token });
    expect(list.body.results.map((c: { id: number }) => c.id)).toEqual([PRIME]);
    expect((await call(app(), 'GET', `/service-credentials/${PEACOCK}/`, { token: me.token })).status).toBe(404);
  });

  it('refuses unknown services and the product\'s own, and bounds the payload', async () => {
    const me = await subscriber();
    const unknown = await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: 999, payload: payload() } });
    expect(unknown.body).toEqual({ service_id: [STREAMING_SERVICE_UNKNOWN] });
    const own = await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: 12, payload: payload() } });
    expect(own.body).toEqual({ service_id: [PRODUCT_SERVICE_NEEDS_NO_LINK] });
    const huge = await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PRIME, payload: { ...payload(), cookie: 'x'.repeat(20_000) } } });
    expect(huge.status).toBe(400);
    expect(huge.body.payload).toBeDefined();
  });

  it('seals with AES-256-GCM bound to the account and service: another row or a changed byte does not open', () => {
    const master = Buffer.alloc(32, 7);
    const key = serviceKey(master, Buffer.alloc(16, 1).toString('base64'), PRIME);
    const sealed = seal(key, 'secret cookie', 1, PRIME);
    expect(open(key, sealed, 1, PRIME)).toBe('secret cookie');
    expect(() => open(key, sealed, 2, PRIME)).toThrow();
    expect(() => open(serviceKey(master, Buffer.alloc(16, 1).toString('base64'), PEACOCK), sealed, 1, PRIME)).toThrow();
    const tampered = { ...sealed, ciphertext: Buffer.from(Buffer.from(sealed.ciphertext, 'base64').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64') };
    expect(() => open(key, tampered, 1, PRIME)).toThrow();
  });
});

describe('catalog accesses', () => {
  it('needs the service linked first: "Could not find credentials for service."', async () => {
    const me = await subscriber();
    const res = await call(app(), 'POST', '/catalog-accesses/', { token: me.token, body: { catalog: 'prime-video', is_authorized: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: MISSING_CREDENTIALS });
  });

  it('records each catalog authorized or not, verified for one day from the server\'s clock', async () => {
    const me = await subscriber();
    await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PRIME, payload: payload() } });
    const starz = await call(app(), 'POST', '/catalog-accesses/', {
      token: me.token,
      body: { catalog: 'amazon-channels-starz', is_authorized: true, verified_to: '2099-01-01T00:00:00Z' },
    });
    expect(starz.status).toBe(201);
    expect(starz.body).toEqual({ id: 31, catalog: 'amazon-channels-starz', is_authorized: true, verified_to: new Date(clock.now() + 86_400_000).toISOString() });
    await call(app(), 'POST', '/catalog-accesses/', { token: me.token, body: { catalog: 'amazon-channels-britbox', is_authorized: false } });
    const list = await call(app(), 'GET', '/catalog-accesses/', { token: me.token });
    expect(list.body.results.map((a: { catalog: string; is_authorized: boolean }) => [a.catalog, a.is_authorized])).toEqual([
      ['amazon-channels-starz', true],
      ['amazon-channels-britbox', false],
    ]);
    expect((await call(app(), 'POST', '/catalog-accesses/', { token: me.token, body: { catalog: 'nope', is_authorized: true } })).body).toEqual({ catalog: [CATALOG_UNKNOWN] });
    expect((await call(app(), 'POST', '/catalog-accesses/', { token: me.token, body: { catalog: 'sift', is_authorized: true } })).body).toEqual({ catalog: [PRODUCT_SERVICE_NEEDS_NO_LINK] });
  });

  it('disconnecting destroys the credential and the accesses of that service only (001 §4.7)', async () => {
    const me = await subscriber();
    await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PRIME, payload: payload() } });
    await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PEACOCK, payload: { ...payload(), cookie: 'pk-session=1' } } });
    for (const catalog of ['prime-video', 'freevee', 'peacock']) {
      await call(app(), 'POST', '/catalog-accesses/', { token: me.token, body: { catalog, is_authorized: true } });
    }
    const res = await call(app(), 'DELETE', `/service-credentials/${PRIME}/`, { token: me.token });
    expect(res.status).toBe(204);
    expect((await call(app(), 'GET', `/service-credentials/${PRIME}/`, { token: me.token })).status).toBe(404);
    const left = await call(app(), 'GET', '/catalog-accesses/', { token: me.token });
    expect(left.body.results.map((a: { catalog: string }) => a.catalog)).toEqual(['peacock']);
    expect((await call(app(), 'DELETE', `/service-credentials/${PRIME}/`, { token: me.token })).status).toBe(404);
  });

  it('takes a report of an offer the service did not know, once per account', async () => {
    const me = await signUp(app());
    const [offering] = await db().select().from(t.offerings).limit(1);
    const res = await call(app(), 'POST', `/catalog-offers/${offering.id}/report-invalid/`, { token: me.token, body: { external_id: 'amzn1.dv.gti.gone' } });
    expect(res.status).toBe(201);
    await call(app(), 'POST', `/catalog-offers/${offering.id}/report-invalid/`, { token: me.token, body: {} });
    const reports = await db().select().from(t.catalogOfferReports).where(and(eq(t.catalogOfferReports.offeringId, offering.id), eq(t.catalogOfferReports.userId, me.id)));
    expect(reports).toHaveLength(1);
    expect((await call(app(), 'POST', '/catalog-offers/999999/report-invalid/', { token: me.token, body: {} })).status).toBe(404);
  });
});

/** A TV asks for a code, as the TV simulator does. */
async function tvCode(codeKind: 'setup' | 'link', type = 'firetv', deviceName?: string) {
  const res = await call(app(), 'POST', '/tv-devices/authorizations/', { body: { type, code_kind: codeKind, device_name: deviceName } });
  expect(res.status).toBe(201);
  return res.body as { device_code: string; user_code: string; interval: number; expires_in: number; verification_uri: string; verification_uri_complete: string };
}

const poll = (deviceCode: string) => call(app(), 'POST', '/tv-devices/token/', { body: { device_code: deviceCode } });

describe('TV devices: registration with a setup code', () => {
  it('registers the TV showing the code (any case), once; the TV then collects its credential once', async () => {
    const me = await signUp(app());
    const tv = await tvCode('setup');
    expect(tv.user_code).toMatch(/^[A-Z]{5}$/);
    expect(tv).toMatchObject({ interval: TV_POLL_INTERVAL_S, expires_in: TV_CODE_TTL_S, verification_uri: 'http://localhost:3000/devices/link/firetv' });
    expect((await poll(tv.device_code)).body.error).toBe('authorization_pending');

    const created = await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Living Room', setup_key: tv.user_code.toLowerCase(), type: 'firetv' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Living Room', device_name: 'Fire TV', type: 'FireTv' });

    expect((await poll(tv.device_code)).body.error).toBe('slow_down');
    clock.advance((TV_POLL_INTERVAL_S + 5) * 1000);
    const token = await poll(tv.device_code);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Device', device: { name: 'Living Room' } });
    expect(token.body.account).toMatch(/^u\*+\d@test\.example$/);
    clock.advance((TV_POLL_INTERVAL_S + 10) * 1000);
    expect((await poll(tv.device_code)).body.error).toBe('invalid_grant');

    const again = await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Den', setup_key: tv.user_code, type: 'firetv' } });
    expect(again.body).toEqual({ setup_key: [DEVICE_SAVE_FAILED] });
  });

  it("refuses a name already in use (any case), kinds that cannot be registered, and wrong or expired codes", async () => {
    const me = await signUp(app());
    const tv = await tvCode('setup', 'appletv');
    await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Den', setup_key: tv.user_code, type: 'appletv' } });
    const other = await tvCode('setup', 'appletv');
    expect((await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: ' den ', setup_key: other.user_code, type: 'appletv' } })).body).toEqual({ name: [DEVICE_NAME_IN_USE] });
    expect((await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Roku', setup_key: other.user_code, type: 'roku' } })).body).toEqual({ type: [DEVICE_CANNOT_REGISTER] });
    expect((await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Attic', setup_key: 'ZZZZZ', type: 'appletv' } })).body).toEqual({ setup_key: [DEVICE_SAVE_FAILED] });
    expect((await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Attic', setup_key: 'AB1CD', type: 'appletv' } })).status).toBe(400);
    expect((await call(app(), 'POST', '/tv-devices/authorizations/', { body: { type: 'roku', code_kind: 'setup' } })).body).toEqual({ type: [DEVICE_CANNOT_REGISTER] });

    clock.advance(TV_CODE_TTL_S * 1000);
    expect((await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Attic', setup_key: other.user_code, type: 'appletv' } })).body).toEqual({ setup_key: [DEVICE_SAVE_FAILED] });
    expect((await poll(other.device_code)).body.error).toBe('expired_token');
    const list = await call(app(), 'GET', '/tv-devices/', { token: me.token });
    expect(list.body.results.map((d: { name: string }) => d.name)).toEqual(['Den']);
  });

  it('throttles wrong codes per account', async () => {
    const me = await signUp(app());
    for (let i = 0; i < 10; i += 1) {
      const wrong = await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: `TV ${i}`, setup_key: 'QQQQQ', type: 'firetv' } });
      expect(wrong.body).toEqual({ setup_key: [DEVICE_SAVE_FAILED] });
    }
    const tv = await tvCode('setup');
    const blocked = await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Right', setup_key: tv.user_code, type: 'firetv' } });
    expect(blocked.body).toEqual({ setup_key: [TV_CODE_THROTTLED] });
    clock.advance(16 * 60 * 1000);
  });

  it('removes a device', async () => {
    const me = await signUp(app());
    const tv = await tvCode('setup');
    const created = await call(app(), 'POST', '/tv-devices/', { token: me.token, body: { name: 'Kitchen', setup_key: tv.user_code, type: 'firetv' } });
    expect((await call(app(), 'DELETE', `/tv-devices/${created.body.id}/`, { token: me.token })).status).toBe(204);
    expect((await call(app(), 'GET', '/tv-devices/', { token: me.token })).body.results).toEqual([]);
    expect((await call(app(), 'DELETE', `/tv-devices/${created.body.id}/`, { token: me.token })).status).toBe(404);
  });
});

describe('TV code linking (tv-devices/link/)', () => {
  it('links the TV by its six characters (raw body, dash and case as typed) and names it after the TV', async () => {
    const me = await signUp(app());
    const tv = await tvCode('link', 'androidtv', 'Living Room TV');
    expect(tv.user_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(tv.verification_uri_complete).toBe(`http://localhost:3000/link/${tv.user_code}`);
    const typed = `${tv.user_code.slice(0, 3).toLowerCase()}-${tv.user_code.slice(3)}`;
    const res = await call(app(), 'POST', '/tv-devices/link/', { token: me.token, body: JSON.stringify(typed), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ device_name: 'Living Room TV', device: { name: 'Living Room TV', device_name: 'Android TV', type: 'AndroidTv' } });

    const second = await tvCode('link', 'androidtv', 'Living Room TV');
    const res2 = await call(app(), 'POST', '/tv-devices/link/', { token: me.token, body: JSON.stringify(second.user_code), headers: { 'content-type': 'application/json' } });
    expect(res2.body.device_name).toBe('Living Room TV 2');
  });

  it("answers the server's error under {error} for a wrong, used or expired code", async () => {
    const me = await signUp(app());
    const send = (code: string) => call(app(), 'POST', '/tv-devices/link/', { token: me.token, body: JSON.stringify(code), headers: { 'content-type': 'application/json' } });
    expect((await send('ZZZZZZ')).body).toEqual({ error: TV_CODE_INVALID, detail: TV_CODE_INVALID });
    expect((await send('12')).body.error).toBe(TV_CODE_INVALID);
    const tv = await tvCode('link');
    expect((await send(tv.user_code)).status).toBe(200);
    expect((await send(tv.user_code)).body.error).toBe(TV_CODE_INVALID);
    const late = await tvCode('link');
    clock.advance(TV_CODE_TTL_S * 1000 + 1);
    const expired = await send(late.user_code);
    expect(expired.status).toBe(400);
    expect([TV_CODE_EXPIRED, TV_CODE_INVALID]).toContain(expired.body.error);
  });
});

describe('development and demo data', () => {
  it('serves the TV simulator page and script in development', async () => {
    const page = await call(app(), 'GET', '/dev/tv-simulator/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/dev/tv-simulator/simulator.js');
    expect((await call(app(), 'GET', '/dev/tv-simulator/simulator.js')).body).toContain('tv-devices/token/');
  });

  it('points services with a stand-in at it in development', async () => {
    const services = await call(app(), 'GET', '/streaming-services/');
    const prime = services.body.results.find((s: { slug: string }) => s.slug === 'prime-video');
    expect(prime.log_in_link).toMatch(/^http:\/\/prime-video\.localhost:\d+\/signin$/);
    const sift = services.body.results.find((s: { slug: string }) => s.slug === 'sift');
    expect(sift.log_in_link).toBe('http://localhost:3000/login');
  });

  it("gives parent@ linked services, matching catalog accesses and two TV devices", async () => {
    const { token } = await login(app(), 'parent@sift.example');
    const credentials = await call(app(), 'GET', '/service-credentials/', { token });
    expect(credentials.body.results.map((c: { id: number }) => c.id)).toEqual([1, 3, 15, 16]);
    expect(credentials.body.results.find((c: { id: number }) => c.id === PRIME)).toMatchObject({ account_name: 'Parker Lane', watch_history_count: 2 });
    const accesses = await call(app(), 'GET', '/catalog-accesses/', { token });
    const byCatalog = Object.fromEntries(accesses.body.results.map((a: { catalog: string; is_authorized: boolean }) => [a.catalog, a.is_authorized]));
    expect(byCatalog).toMatchObject({ 'prime-video': true, 'amazon-channels-starz': true, 'amazon-channels-britbox': false, peacock: true, netflix: true });
    expect(byCatalog.appletv).toBeUndefined();
    // Peacock's verification expired (the theater re-links it; /services offers 'Verify again'); the others hold.
    const until = Object.fromEntries(accesses.body.results.map((a: { catalog: string; verified_to: string }) => [a.catalog, Date.parse(a.verified_to)]));
    expect(until.peacock).toBeLessThan(clock.now());
    expect(until.netflix).toBeGreaterThan(clock.now() + 300 * 24 * 3600 * 1000);
    const devices = await call(app(), 'GET', '/tv-devices/', { token });
    expect(devices.body.results.map((d: { name: string; type: string }) => [d.name, d.type])).toEqual([
      ['Living Room', 'FireTv'],
      ['Basement', 'AppleTv'],
    ]);
  });
});

describe('expiring a verification in development (POST /dev/catalog-accesses/expire/)', () => {
  it("expires the caller's own accesses of one service, and nobody else's", async () => {
    const me = await subscriber();
    await call(app(), 'POST', '/service-credentials/', { token: me.token, body: { service_id: PRIME, payload: payload() } });
    for (const catalog of ['prime-video', 'freevee']) await call(app(), 'POST', '/catalog-accesses/', { token: me.token, body: { catalog, is_authorized: true } });
    const staff = await login(app(), 'staff@sift.example');
    const expired = await call(app(), 'POST', '/dev/catalog-accesses/expire/', { token: me.token, body: { service: 'prime-video' } });
    expect(expired.status).toBe(200);
    const mine = expired.body.results as { catalog: string; verified_to: string }[];
    expect(mine.map((a) => a.catalog).sort()).toEqual(['freevee', 'prime-video']);
    for (const access of mine) expect(Date.parse(access.verified_to)).toBeLessThanOrEqual(clock.now());
    const theirs = await call(app(), 'GET', '/catalog-accesses/', { token: staff.token });
    expect(theirs.body.results.every((a: { verified_to: string }) => Date.parse(a.verified_to) > clock.now())).toBe(true);
  });

  it('needs a signed-in member and a known service, and is no API route', async () => {
    expect((await call(app(), 'POST', '/dev/catalog-accesses/expire/', { body: { service: 'peacock' } })).status).toBe(401);
    const me = await signUp(app());
    const unknown = await call(app(), 'POST', '/dev/catalog-accesses/expire/', { token: me.token, body: { service: 'nope' } });
    expect(unknown.status).toBe(400);
    const openapi = await call(app(), 'GET', '/openapi.json');
    expect(Object.keys(openapi.body.paths).some((path) => path.startsWith('/dev/'))).toBe(false);
  });
});
