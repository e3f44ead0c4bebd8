/**
 * Social login against a real OpenID Connect provider: the local stand-in for Google and Apple
 * (packages/oidc-dev-provider) runs in its own process, and the flow goes through it as a browser would
 * (authorization request, its sign-in page, the redirect back with code and state).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { SOCIAL_REDIRECT_INVALID, SOCIAL_STATE_INVALID } from '@sift/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { DEV_OIDC } from '../src/config/social-login';
import { call, login, SITE_ORIGIN, startTestServer, type TestServer } from './helpers/test-server';

const REDIRECT = `${SITE_ORIGIN}/oauth/google`;
let server: TestServer;
let provider: ChildProcess;
let issuer: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://localhost:${port}`;
  provider = spawn(process.execPath, [path.join(__dirname, '..', '..', 'oidc-dev-provider', 'src', 'main.mjs')], {
    env: { ...process.env, OIDC_DEV_PORT: String(port), SIFT_SITE_ORIGINS: SITE_ORIGIN, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    provider.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('OpenID Connect provider') && resolve());
    provider.on('exit', (code) => reject(new Error(`provider exited ${code}`)));
  });
  const settings = { issuer, clientId: DEV_OIDC.clientIds.google, clientSecret: DEV_OIDC.clientSecret };
  server = await startTestServer({
    config: { socialLogin: { google: settings, apple: { ...settings, clientId: DEV_OIDC.clientIds.apple } } },
  });
});
afterAll(async () => {
  await server.close();
  provider.kill('SIGTERM');
});
const app = () => server.app;

/** A browser's visit to the provider: its cookies, its redirects, and the sign-in form. Answers the callback URL. */
async function signInAtProvider(authorizationUrl: string, form: Record<string, string>): Promise<URL> {
  const jar = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    return response;
  };
  let response = await visit(authorizationUrl);
  let location = new URL(response.headers.get('location')!, issuer);
  expect(location.pathname).toMatch(/^\/interaction\//);
  const page = await (await visit(location.href)).text();
  expect(page).toContain('Sign in with Google');
  response = await visit(`${location.href}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  // The provider resumes the authorization, then sends the browser back to the site.
  for (let hop = 0; hop < 5; hop++) {
    location = new URL(response.headers.get('location')!, issuer);
    if (location.origin === SITE_ORIGIN) return location;
    response = await visit(location.href);
  }
  throw new Error('the provider never sent the browser back');
}

async function socialSignIn(form: Record<string, string>) {
  const start = await call(app(), 'POST', '/auth/social/google/authorize/', { body: { redirect_uri: REDIRECT } });
  expect(start.status).toBe(200);
  const url = new URL(start.body.authorization_url);
  expect(url.origin).toBe(issuer);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('state')).toBe(start.body.state);
  const callback = await signInAtProvider(start.body.authorization_url, form);
  expect(callback.pathname).toBe('/oauth/google');
  expect(callback.searchParams.get('state')).toBe(start.body.state);
  return { code: callback.searchParams.get('code')!, state: start.body.state as string, iss: callback.searchParams.get('iss') ?? undefined };
}

it('a new identity creates an account (201); the same identity later logs in (200)', async () => {
  const email = `social${Date.now()}@social.example`;
  const first = await socialSignIn({ email, name: 'Robin Social' });
  const created = await call(app(), 'POST', '/auth/social/google/', { body: { ...first, redirect_uri: REDIRECT, anon_stats_id: 'b-1' } });
  expect(created.status).toBe(201);
  const me = await call(app(), 'GET', '/users/current/', { token: created.body.token });
  expect(me.body).toMatchObject({ email, first_name: 'Robin', last_name: 'Social' });
  expect((await call(app(), 'GET', '/user-email-confirmations/detail/', { token: created.body.token })).body.is_confirmed).toBe(true);

  const again = await socialSignIn({ email });
  const known = await call(app(), 'POST', '/auth/social/google/', { body: { ...again, redirect_uri: REDIRECT } });
  expect(known.status).toBe(200);
  expect(known.body.id).toBe(created.body.id);
});

it('a new account keeps the affiliate click id sent with the social sign-up (002 §7 ir_click_id)', async () => {
  const email = `clicked${Date.now()}@social.example`;
  const signedIn = await socialSignIn({ email });
  const created = await call(app(), 'POST', '/auth/social/google/', { body: { ...signedIn, redirect_uri: REDIRECT, ir_click_id: 'clk-social-1' } });
  expect(created.status).toBe(201);
  const [row] = await server.database.db.select({ irClickId: users.irClickId }).from(users).where(eq(users.id, created.body.id));
  expect(row.irClickId).toBe('clk-social-1');
});

it('the seeded demo identity signs in as parent@sift.example', async () => {
  const signedIn = await socialSignIn({ sub: 'google-parent' });
  const res = await call(app(), 'POST', '/auth/social/google/', { body: { ...signedIn, redirect_uri: REDIRECT } });
  expect(res.status).toBe(200);
  expect(res.body.id).toBe((await login(app(), 'parent@sift.example')).id);
});

it('a state is used once; a tampered or unknown state is refused', async () => {
  const signedIn = await socialSignIn({ email: `once${Date.now()}@social.example` });
  const tampered = await call(app(), 'POST', '/auth/social/google/', { body: { ...signedIn, state: `${signedIn.state}x`, redirect_uri: REDIRECT } });
  expect(tampered.status).toBe(400);
  expect(tampered.body).toEqual({ state: [SOCIAL_STATE_INVALID] });
  expect((await call(app(), 'POST', '/auth/social/google/', { body: { ...signedIn, redirect_uri: REDIRECT } })).status).toBe(201);
  const replay = await call(app(), 'POST', '/auth/social/google/', { body: { ...signedIn, redirect_uri: REDIRECT } });
  expect(replay.body).toEqual({ state: [SOCIAL_STATE_INVALID] });
});

it('a code for another state, a foreign redirect page and an unknown provider are refused', async () => {
  const a = await socialSignIn({ email: `a${Date.now()}@social.example` });
  const b = await socialSignIn({ email: `b${Date.now()}@social.example` });
  const swapped = await call(app(), 'POST', '/auth/social/google/', { body: { code: a.code, state: b.state, iss: b.iss, redirect_uri: REDIRECT } });
  expect(swapped.status).toBe(400);
  const foreign = await call(app(), 'POST', '/auth/social/google/authorize/', { body: { redirect_uri: 'https://evil.example/oauth/google' } });
  expect(foreign.body).toEqual({ redirect_uri: [SOCIAL_REDIRECT_INVALID] });
  expect((await call(app(), 'POST', '/auth/social/facebook/authorize/', { body: { redirect_uri: REDIRECT } })).status).toBe(404);
});
