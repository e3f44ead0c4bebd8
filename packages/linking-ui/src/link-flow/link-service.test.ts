/** @jest-environment node */
import { INVALID_CREDENTIALS, MISSING_CREDENTIALS } from '@sift/contracts';
import { cookie, deps, NETFLIX, PEACOCK, PRIME, primeWorld } from '../testing/fake-services';
import { LinkError } from './link-error';
import { linkService } from './link-service';

/** The log once it has `entry`, or after a second: a report is sent a moment after the link (debounced per offer, 002 §9). */
async function logOnceHas(log: string[], entry: string): Promise<string[]> {
  for (let waited = 0; waited < 1000 && !log.includes(entry); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  return log;
}

const kindOf = (promise: Promise<unknown>) => promise.then(() => 'linked', (error: LinkError) => error.kind);

describe('before anything is read', () => {
  it('needs a supported desktop browser: mobile and others get their panel', async () => {
    const iphone = deps(primeWorld(), { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1' });
    await expect(linkService(iphone.deps, { service: PRIME })).rejects.toMatchObject({ kind: 'unsupported_browser', detail: 'mobile' });
    const safari = deps(primeWorld(), { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15' });
    await expect(linkService(safari.deps, { service: PRIME })).rejects.toMatchObject({ kind: 'unsupported_browser', detail: 'desktop' });
    expect(iphone.sent).toEqual([]);
  });

  it('Firefox cannot link (the extension has no Firefox build): the unsupported-browser panel, nothing asked of an extension', async () => {
    const firefox = deps(primeWorld(), { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' });
    await expect(linkService(firefox.deps, { service: PRIME })).rejects.toMatchObject({ kind: 'unsupported_browser', detail: 'desktop' });
    expect(firefox.sent).toEqual([]);
    const edge = deps(primeWorld(), { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0' });
    expect(await kindOf(linkService(edge.deps, { service: PRIME }))).toBe('linked');
  });

  it('needs the extension, at least 0.3.1', async () => {
    expect(await kindOf(linkService(deps(primeWorld({ version: null })).deps, { service: PRIME }))).toBe('extension_missing');
    const old = deps(primeWorld({ version: '0.3.0' }));
    await expect(linkService(old.deps, { service: PRIME })).rejects.toMatchObject({ kind: 'extension_outdated', detail: '0.3.0' });
    expect(old.log).toEqual([]);
    expect(await kindOf(linkService(deps(primeWorld({ version: '0.3.10' })).deps, { service: PRIME }))).toBe('linked');
  });

  it('needs a session at the service: "Could not find credentials for service."', async () => {
    const signedOut = deps(primeWorld({ cookies: [cookie('other')] }));
    await expect(linkService(signedOut.deps, { service: PRIME })).rejects.toMatchObject({ kind: 'missing_credentials', message: MISSING_CREDENTIALS });
    expect(signedOut.log).toEqual([]);
  });
});

describe('Prime-Video-type service', () => {
  it('stores the session (cookies, identity with ua, watch history) and authorizes what the plan includes', async () => {
    const run = deps(primeWorld());
    const result = await linkService(run.deps, { service: PRIME });
    expect(result.authorized.map((c) => c.slug)).toEqual(['prime-video', 'amazon-channels-starz']);
    expect(result.unauthorized.map((c) => c.slug)).toEqual(['amazon-channels-britbox']);
    expect(result.accountName).toBe('Parker Lane');
    expect(run.log).toEqual(['credentialKey', 'createCredential 3', 'access prime-video true', 'access amazon-channels-starz true', 'access amazon-channels-britbox false']);
    const body = (run.calls.createCredential as jest.Mock).mock.calls[0][0];
    expect(body.payload).toEqual({
      cookie: 'pv-session=s1; pv-remember=r1; other=x',
      identity: { ua: expect.stringContaining('Chrome/126'), account_id: 'family@prime-video.example', name: 'Parker Lane', plan: 'Prime' },
      watch_history: [{ titleId: 'gti-1', title: 'Harbor Lights', titleType: 'movie', timestamp: 1_780_000_000_000, date: '2026-05-30' }],
    });
    const test = run.sent.find((r) => r.type === 'fetch' && r.url.includes('/api/entitlements'));
    expect(test).toMatchObject({ url: 'http://prime-video.localhost:4081/api/entitlements?gti=amzn1.dv.gti.demo-3' });
  });

  it('an invalid-credential answer destroys the stored credential (001 §4.6)', async () => {
    const run = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/entitlements': { status: 401, json: { error: 'SIGNED_OUT' } } } }));
    await expect(linkService(run.deps, { service: PRIME })).rejects.toMatchObject({ kind: 'invalid_credentials', message: INVALID_CREDENTIALS });
    expect(run.log).toEqual(['credentialKey', 'createCredential 3', 'deleteCredential 3']);
  });

  it('no Prime membership is an unsupported plan', async () => {
    const run = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/entitlements': { status: 403, json: { error: 'NO_PRIME' } } } }));
    expect(await kindOf(linkService(run.deps, { service: PRIME }))).toBe('unsupported_plan');
  });

  it('an unknown title id is reported for the offer, and the plan is read without it', async () => {
    const run = deps(
      primeWorld({
        routes: {
          ...primeWorld().routes,
          // Asked about the title: unknown (and again, the retry); asked without it: the plan.
          'GET /api/entitlements': [
            { status: 404, json: { error: 'INVALID_GTI' } },
            { status: 404, json: { error: 'INVALID_GTI' } },
            { status: 200, json: { plan: 'Prime', catalogs: ['prime-video'] } },
          ],
        },
      }),
    );
    const result = await linkService(run.deps, { service: PRIME, offer: { offer_id: 41, external_id: 'gti-gone' } });
    expect(await logOnceHas(run.log, 'report 41 gti-gone')).toContain('report 41 gti-gone');
    expect(result.authorized.map((c) => c.slug)).toEqual(['prime-video']);
  });

  it('an unrecognised answer counts as success: every catalog authorized (001 §4.5)', async () => {
    const run = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/entitlements': { status: 200, json: { surprise: true } } } }));
    const result = await linkService(run.deps, { service: PRIME });
    expect(result.authorized).toHaveLength(3);
  });

  it('a plan that includes none of the catalogs: no content rights, with the accesses recorded', async () => {
    const run = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/entitlements': { status: 200, json: { plan: 'Prime', catalogs: [] } } } }));
    expect(await kindOf(linkService(run.deps, { service: PRIME }))).toBe('no_content_rights');
    expect(run.log.filter((l) => l.startsWith('access'))).toHaveLength(3);
  });
});

describe('failed requests to the service (001 §4.8, §8)', () => {
  it('are retried once after 500 ms', async () => {
    const run = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/whoami': [{ fail: 'network' }, { status: 200, json: { name: 'Parker Lane' } }] } }));
    await linkService(run.deps, { service: PRIME });
    expect(run.sleeps).toEqual([500]);
    expect(run.sent.filter((r) => r.type === 'fetch' && r.url.endsWith('/api/whoami'))).toHaveLength(2);
  });

  it('a 4xx answer is retried once after 500 ms too (the retry helper: 400 or above), then read as it is', async () => {
    const run = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/whoami': [{ status: 429, json: {} }, { status: 200, json: { name: 'Parker Lane' } }] } }));
    const result = await linkService(run.deps, { service: PRIME });
    expect(run.sleeps).toEqual([500]);
    expect(run.sent.filter((r) => r.type === 'fetch' && r.url.endsWith('/api/whoami'))).toHaveLength(2);
    expect(result.accountName).toBe('Parker Lane');
    // Still signed out after the retry: the session is missing, with one retry and no more.
    const signedOut = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/whoami': { status: 401, json: {} } } }));
    expect(await kindOf(linkService(signedOut.deps, { service: PRIME }))).toBe('missing_credentials');
    expect(signedOut.sleeps).toEqual([500]);
  });

  it("twice: '{service} is not Responding'; offline: 'No Internet Found'; a 5xx is a failure too", async () => {
    const down = { ...primeWorld().routes, 'GET /api/whoami': { fail: 'timeout' as const } };
    expect(await kindOf(linkService(deps(primeWorld({ routes: down })).deps, { service: PRIME }))).toBe('timeout');
    expect(await kindOf(linkService(deps(primeWorld({ routes: down }), { online: () => false }).deps, { service: PRIME }))).toBe('no_internet');
    const failing = deps(primeWorld({ routes: { ...primeWorld().routes, 'GET /api/whoami': { status: 503, json: {} } } }));
    expect(await kindOf(linkService(failing.deps, { service: PRIME }))).toBe('timeout');
    expect(failing.sleeps).toEqual([500]);
  });

  it('a host the extension may not reach: extension permissions', async () => {
    const run = deps(primeWorld({ routes: { 'GET /api/whoami': { fail: 'permissions' } } }));
    expect(await kindOf(linkService(run.deps, { service: PRIME }))).toBe('extension_permissions');
  });
});

describe('Peacock-type service', () => {
  const peacockWorld = (refresh: unknown, status = 200, socket: unknown = { plan: 'Premium', supported: true, catalogs: ['peacock'] }) =>
    primeWorld({
      cookies: [cookie('pk-session'), cookie('pk-remember')],
      routes: { 'GET /api/whoami': { status: 200, json: { name: 'Parker Lane' } }, 'POST /auth/tokens/refresh': { status, json: refresh } },
      socket,
    });

  it('refreshes its token, then reads the entitlements over the socket', async () => {
    const run = deps(peacockWorld({ userToken: 't1' }));
    const result = await linkService(run.deps, { service: PEACOCK });
    expect(result.authorized.map((c) => c.slug)).toEqual(['peacock']);
    expect(run.sent.find((r) => r.type === 'socket')).toEqual({ type: 'socket', url: 'ws://peacock.localhost:4082/ovp/entitlements', send: ['{"userToken":"t1"}'], timeoutMs: 10_000 });
  });

  it.each(['OVP_00001', 'OVP_00038'])('token-refresh error %s means invalid credentials', async (code) => {
    const run = deps(peacockWorld({ errorCode: code }, 401));
    expect(await kindOf(linkService(run.deps, { service: PEACOCK }))).toBe('invalid_credentials');
    expect(run.log).toContain('deleteCredential 15');
  });

  it('a free plan is unsupported', async () => {
    expect(await kindOf(linkService(deps(peacockWorld({ userToken: 't' }, 200, { plan: 'Free', supported: false, catalogs: [] })).deps, { service: PEACOCK }))).toBe('unsupported_plan');
  });
});

it('a service without an access test (unknown service) links with its session, every catalog authorized', async () => {
  const run = deps(primeWorld({ cookies: [cookie('nf-remember')], routes: { 'GET /api/whoami': { status: 200, json: { name: 'Parker Lane' } } } }));
  const result = await linkService(run.deps, { service: NETFLIX });
  expect(result.authorized.map((c) => c.slug)).toEqual(['netflix']);
  expect(run.log).toEqual(['credentialKey', 'createCredential 1', 'access netflix true']);
});
