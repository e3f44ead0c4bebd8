/** Call conventions of 000 §7: trailing slashes, headers, CORS, security headers, errors, OpenAPI. */
import fs from 'node:fs';
import path from 'node:path';
import { COOKIE_NAMES, HEADER_NAMES, NOT_FOUND } from '@sift/contracts';
import { REPO_ROOT } from '../src/config';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { call, startTestServer, type TestServer } from './helpers/test-server';
import { securityHeaders } from '../src/http/security-headers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const app = () => server.app;

describe('paths', () => {
  it('sends a GET without the trailing slash to the slashed path, keeping the query', async () => {
    const res = await app().inject({ method: 'GET', url: '/faqs?limit=1' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/faqs/?limit=1');
  });

  it('answers {detail} 404 for unknown paths and non-GETs without the slash', async () => {
    const unknown = await call(app(), 'GET', '/no-such-thing/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: NOT_FOUND });
    expect((await call(app(), 'POST', '/api-token-auth', { body: {} })).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers 400 {detail} for malformed JSON, never a stack trace', async () => {
    const res = await app().inject({ method: 'POST', url: '/api-token-auth/', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON body.' });
  });

  it('answers 415 for an unsupported body type', async () => {
    const res = await app().inject({ method: 'POST', url: '/api-token-auth/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(Object.keys(res.json())).toEqual(['detail']);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers field errors for wrongly typed fields', async () => {
    const res = await call(app(), 'POST', '/api-token-auth/', { body: { username: 42, password: ['x'] } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['password', 'username']);
    expect(Array.isArray(res.body.username)).toBe(true);
  });

  it('answers 404 for ids that are not positive integers', async () => {
    const login = await call(app(), 'POST', '/api-token-auth/', { body: { username: 'parent@sift.example', password: 'watchtogether' } });
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await call(app(), 'GET', `/profiles/${id}/`, { token: login.body.token })).status).toBe(404);
    }
  });
});

describe('CORS and security headers', () => {
  it("allows the site's own origins with credentials and the X-Sift headers", async () => {
    const res = await app().inject({
      method: 'OPTIONS',
      url: '/users/current/',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': `${HEADER_NAMES.profileId},authorization,content-type`,
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const name of Object.values(HEADER_NAMES)) expect(allowed).toContain(name.toLowerCase());
    expect(allowed).toContain('content-type');
  });

  it('does not allow other origins', async () => {
    const res = await app().inject({ method: 'GET', url: '/faqs/', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await app().inject({ method: 'GET', url: '/faqs/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // HSTS only in production
    // On every answer, an error too.
    const missing = await app().inject({ method: 'GET', url: '/no-such-route/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS in production only', () => {
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(securityHeaders({ hsts: false })['strict-transport-security']).toBeUndefined();
  });

  it('accepts the client headers of 000 §7 on any call', async () => {
    const res = await call(app(), 'GET', '/faqs/', {
      headers: { 'x-sift-platform': 'web', 'x-sift-app-version': '2025-10-29', 'x-sift-session-id': 's1', 'x-sift-browser-id': 'b1', 'x-sift-profile-id': '1' },
    });
    expect(res.status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every call from the same schemas', async () => {
    const res = await call(app(), 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const route of app().routeTable) expect(paths).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
    expect(paths.every((p) => p.endsWith('/'))).toBe(true);
    const login = res.body.paths['/api-token-auth/'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('token');
  });
});

describe('route layer', () => {
  it('names every operation after its handler, the same name a stack trace shows', async () => {
    const doc = (await call(app(), 'GET', '/openapi.json')).body;
    const operationIds = new Set<string>();
    for (const route of app().routeTable) {
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      expect(operation.operationId).toBe(route.operationId);
      expect(route.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      operationIds.add(route.operationId);
    }
    expect(operationIds.size).toBe(app().routeTable.length);
    expect(doc.paths['/profiles/{id}/'].get.operationId).toBe('getProfile');
  });

  it('answers 500 outside production when an answer breaks its schema', async () => {
    const extra = await startTestServer();
    try {
      const api = extra.app.withTypeProvider<ZodTypeProvider>();
      api.get('/broken/', { schema: { response: { 200: z.object({ ok: z.boolean() }) } }, config: { auth: 'none' } }, async function broken() {
        return { ok: 'yes' } as never;
      });
      const res = await call(extra.app, 'GET', '/broken/');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'Answer does not match its schema.' });
    } finally {
      await extra.close();
    }
  });
});

describe('item 16: docs/api-paths.md names the cookie the API sets', () => {
  it('is the one login sets (COOKIE_NAMES.apiToken), not the site cookie', async () => {
    const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'api-paths.md'), 'utf8');
    const res = await call(app(), 'POST', '/api-token-auth/', { body: { username: 'newbie@sift.example', password: 'watchtogether' } });
    const setName = String(res.headers['set-cookie']).split('=')[0];
    expect(setName).toBe(COOKIE_NAMES.apiToken);
    expect(doc).toContain(`\`${setName}\` cookie the server sets`);
    expect(doc).not.toContain(`\`${COOKIE_NAMES.token}\` cookie the server sets`);
  });
});

describe('development outbox', () => {
  it('shows mail as HTML and JSON, newest first', async () => {
    await call(app(), 'POST', '/users/join-email-newsletter/', { body: { email: 'first@example.com' } });
    await call(app(), 'POST', '/users/join-email-newsletter/', { body: { email: 'second@example.com' } });
    const json = await call(app(), 'GET', '/dev/outbox.json');
    expect(json.body.slice(0, 2).map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(json.body[0]).toEqual({ to: 'second@example.com', subject: expect.any(String), text: expect.any(String), code: expect.stringMatching(/^[A-Z0-9]{6}$/), link: null, sentAt: expect.any(String) });
    const html = await app().inject({ method: 'GET', url: '/dev/outbox/' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain(json.body[0].code);
  });
});
