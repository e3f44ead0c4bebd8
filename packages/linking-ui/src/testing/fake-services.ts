/**
 * Test doubles for the link flow: an extension that answers from a table of routes (as the stand-in services would
 * through a real extension), recording calls, and the API calls. Imported by this package's tests only.
 */
import type { ExtensionAnswer, ExtensionCookie, ExtensionRequest, StreamingService } from '@sift/contracts';
import type { ExtensionClient } from '../extension/extension-client';
import type { LinkDeps, LinkingCalls } from '../link-flow/link-service';

export type Route = { status: number; json: unknown } | { fail: 'network' | 'timeout' | 'permissions' };

export interface FakeWorld {
  version: string | null;
  cookies: ExtensionCookie[];
  /** 'GET /api/whoami' -> answer; a list answers in turn (the last one repeats). */
  routes: Record<string, Route | Route[]>;
  /** Reply of the websocket (Peacock-like entitlements). */
  socket?: unknown;
}

export const cookie = (name: string, value = 'v'): ExtensionCookie => ({ name, value, domain: 'svc.localhost', path: '/', session: false });

export function fakeExtension(world: FakeWorld) {
  const sent: ExtensionRequest[] = [];
  const counts: Record<string, number> = {};
  const client: ExtensionClient = {
    async send(request): Promise<ExtensionAnswer | null> {
      sent.push(request);
      if (world.version === null) return null;
      switch (request.type) {
        case 'check_version':
          return { ok: true, type: 'check_version', version: world.version };
        case 'cookies':
          return { ok: true, type: 'cookies', cookies: world.cookies };
        case 'socket':
          return { ok: true, type: 'socket', messages: [JSON.stringify(world.socket ?? null)] };
        case 'fetch': {
          const key = `${request.method ?? 'GET'} ${new URL(request.url).pathname}`;
          const entry = world.routes[key];
          if (!entry) return { ok: true, type: 'fetch', status: 404, body: '{"error":"NOT_FOUND"}', contentType: 'application/json' };
          const n = counts[key] ?? 0;
          counts[key] = n + 1;
          const route = Array.isArray(entry) ? entry[Math.min(n, entry.length - 1)] : entry;
          if ('fail' in route) return { ok: false, error: route.fail, message: `${key} failed` };
          return { ok: true, type: 'fetch', status: route.status, body: JSON.stringify(route.json), contentType: 'application/json' };
        }
      }
    },
  };
  return { client, sent };
}

export function fakeCalls(overrides: Partial<LinkingCalls> = {}) {
  const log: string[] = [];
  const calls: LinkingCalls = {
    credentialKey: jest.fn(async () => {
      log.push('credentialKey');
      return { user_id: 1, salt: 's' };
    }),
    createCredential: jest.fn(async (body) => {
      log.push(`createCredential ${body.service_id}`);
      return { id: body.service_id, service_id: body.service_id, source: 'web' as const, account_name: body.payload.identity.name ?? null, plan: null, watch_history_count: 0, created_at: '', updated_at: '' };
    }),
    deleteCredential: jest.fn(async (id) => {
      log.push(`deleteCredential ${id}`);
    }),
    createCatalogAccess: jest.fn(async (body) => {
      log.push(`access ${body.catalog} ${body.is_authorized}`);
      return { id: 1, catalog: body.catalog, is_authorized: body.is_authorized, verified_to: null };
    }),
    reportInvalidOffer: jest.fn(async (id, body) => {
      log.push(`report ${id} ${body?.external_id}`);
    }),
    ...overrides,
  };
  return { calls, log };
}

export const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export function deps(world: FakeWorld, overrides: Partial<LinkDeps> = {}) {
  const extension = fakeExtension(world);
  const { calls, log } = fakeCalls();
  const sleeps: number[] = [];
  const linkDeps: LinkDeps = {
    calls,
    extension: extension.client,
    userAgent: CHROME_UA,
    online: () => true,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  };
  return { deps: linkDeps, sent: extension.sent, log, sleeps, calls };
}

const catalog = (id: number, slug: string, title: string, representative: string | null = null) => ({
  id,
  catalog_id: id,
  slug,
  name: title,
  title,
  color: '#000000',
  display_order: id,
  representative_external_id: representative,
  service_id: 0,
  logo_url: `/images/catalogs/${slug}.svg`,
});

export const PRIME: StreamingService = {
  id: 3,
  name: 'Prime Video',
  slug: 'prime-video',
  log_in_link: 'http://prime-video.localhost:4081/signin',
  display_order_linking: 2,
  logo_url: '/images/services/prime-video.svg',
  service_linking_page_image_url: null,
  catalogs: [catalog(3, 'prime-video', 'Prime Video', 'amzn1.dv.gti.demo-3'), catalog(31, 'amazon-channels-starz', 'STARZ (Prime Video Channel)'), catalog(34, 'amazon-channels-britbox', 'BritBox (Prime Video Channel)')],
};
export const PEACOCK: StreamingService = { ...PRIME, id: 15, name: 'Peacock', slug: 'peacock', log_in_link: 'http://peacock.localhost:4082/signin', catalogs: [catalog(15, 'peacock', 'Peacock')] };
export const NETFLIX: StreamingService = { ...PRIME, id: 1, name: 'Netflix', slug: 'netflix', display_order_linking: 1, log_in_link: 'http://netflix.localhost:4083/signin', catalogs: [catalog(1, 'netflix', 'Netflix')] };
export const SIFT: StreamingService = { ...PRIME, id: 12, name: 'Sift', slug: 'sift', log_in_link: 'http://localhost:3000/login', display_order_linking: 0, catalogs: [catalog(12, 'sift', 'Sift')] };

/** A Prime-like member signed in with Keep Me Signed In, whose plan has the STARZ channel. */
export const primeWorld = (overrides: Partial<FakeWorld> = {}): FakeWorld => ({
  version: '0.3.1',
  cookies: [cookie('pv-session', 's1'), cookie('pv-remember', 'r1'), cookie('other', 'x')],
  routes: {
    'GET /api/whoami': { status: 200, json: { customerId: 'family@prime-video.example', name: 'Parker Lane', plan: 'Prime' } },
    'GET /api/watch-history': { status: 200, json: { items: [{ titleId: 'gti-1', title: 'Harbor Lights', titleType: 'movie', timestamp: 1_780_000_000_000, date: '2026-05-30' }, { bogus: true }] } },
    'GET /api/entitlements': { status: 200, json: { plan: 'Prime', supported: true, catalogs: ['prime-video', 'amazon-channels-starz'] } },
  },
  ...overrides,
});
