/**
 * What the link flow knows about each kind of streaming service (001 §4.8; docs/decisions/0052): which cookies are its
 * sign-in, where it says who the member is, and its access test. Access tests exist for the Prime-Video-type, the
 * Peacock-type, the Paramount-type and the Apple-type services (the product's own catalogue needs no link); any other
 * service is linked with its session and no test ('unknown service' counts as success, 001 §4.5). The protocols are
 * those of the stand-in services of development (packages/stand-in-services).
 */
import {
  INVALID_CREDENTIALS,
  MISSING_CREDENTIALS,
  PEACOCK_INVALID_CREDENTIAL_CODES,
  WATCH_HISTORY_MAX_ITEMS,
  watchHistoryItem,
  type ServiceCredentialPayload,
  type StreamingService,
  type WatchHistoryItem,
} from '@sift/contracts';
import { LinkError } from './link-error';
import type { ServiceIO } from './service-io';

/** The service's answer: its plan, and the catalog slugs it includes (null: it does not list them). */
export interface AccessAnswer {
  plan: string | null;
  catalogs: string[] | null;
  /** The title id the test asked about is unknown to the service (001 §4.6: reported for the offer). */
  invalidExternalId?: string;
}

export interface AccessTarget {
  service: StreamingService;
  /** An offer to check (from a title); without one the service's representative title is used. */
  offer?: { offer_id: number; external_id: string } | null;
}

export interface ServiceAdapter {
  /** Cookie names that mean the member is signed in there. */
  sessionCookies: string[];
  /** Asks the service who the member is (the name shown as 'Linked as ...'). */
  readsIdentity: boolean;
  /** Reads the watch history too (001 §3: "watch_history for some services"). */
  readsWatchHistory: boolean;
  /** The access test; absent: an unknown service (counts as success). */
  test?: (io: ServiceIO, target: AccessTarget) => Promise<AccessAnswer>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringList = (value: unknown): string[] | null => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null);
const unrecognized = (what: string) => new LinkError('unrecognized_response', `The service's ${what} answer was not one we know.`);
const invalid = () => new LinkError('invalid_credentials', INVALID_CREDENTIALS);

/** An entitlements answer {plan, supported?, catalogs}. */
function entitlements(json: unknown): AccessAnswer {
  if (!isRecord(json)) throw unrecognized('entitlements');
  if (json.supported === false) throw new LinkError('unsupported_plan', `Plan: ${String(json.plan ?? 'unknown')}`);
  const catalogs = stringList(json.catalogs);
  if (!catalogs) throw unrecognized('entitlements');
  return { plan: typeof json.plan === 'string' ? json.plan : null, catalogs };
}

/** The representative title of the service's catalogs (001 §3 Catalog.representative_external_id). */
const representativeTitle = (service: StreamingService) => service.catalogs.find((c) => c.representative_external_id)?.representative_external_id ?? null;

async function primeTest(io: ServiceIO, target: AccessTarget): Promise<AccessAnswer> {
  const gti = target.offer?.external_id ?? representativeTitle(target.service);
  const ask = (id: string | null) => io.fetchJson(`/api/entitlements${id ? `?gti=${encodeURIComponent(id)}` : ''}`);
  const answer = await ask(gti);
  const error = isRecord(answer.json) ? answer.json.error : undefined;
  if (answer.status === 401) throw invalid();
  if (answer.status === 403 && error === 'NO_PRIME') throw new LinkError('unsupported_plan', 'No Prime membership.');
  if (answer.status === 404 && error === 'INVALID_GTI' && gti) {
    // The title id is ours to fix: the account is fine, so its plan is read without it.
    const again = await ask(null);
    if (again.status !== 200) throw unrecognized('entitlements');
    return { ...entitlements(again.json), invalidExternalId: gti };
  }
  if (answer.status !== 200) throw unrecognized('entitlements');
  return entitlements(answer.json);
}

async function peacockTest(io: ServiceIO): Promise<AccessAnswer> {
  const refresh = await io.fetchJson('/auth/tokens/refresh', { method: 'POST' });
  const code = isRecord(refresh.json) ? refresh.json.errorCode : undefined;
  // The token-refresh codes that mean the remembered sign-in no longer works (001 §4.8).
  if (typeof code === 'string' && (PEACOCK_INVALID_CREDENTIAL_CODES as readonly string[]).includes(code)) throw invalid();
  const userToken = refresh.status === 200 && isRecord(refresh.json) ? refresh.json.userToken : undefined;
  if (typeof userToken !== 'string') throw unrecognized('token refresh');
  const answer = await io.socket('/ovp/entitlements', [JSON.stringify({ userToken })]);
  if (isRecord(answer) && typeof answer.errorCode === 'string' && (PEACOCK_INVALID_CREDENTIAL_CODES as readonly string[]).includes(answer.errorCode)) throw invalid();
  return entitlements(answer);
}

async function basicTest(io: ServiceIO): Promise<AccessAnswer> {
  const answer = await io.fetchJson('/api/entitlements');
  if (answer.status === 401) throw invalid();
  if (answer.status !== 200) throw unrecognized('entitlements');
  return entitlements(answer.json);
}

const cookies = (prefix: string) => [`${prefix}-session`, `${prefix}-remember`];

export const SERVICE_ADAPTERS: Record<string, ServiceAdapter> = {
  'prime-video': { sessionCookies: cookies('pv'), readsIdentity: true, readsWatchHistory: true, test: primeTest },
  peacock: { sessionCookies: cookies('pk'), readsIdentity: true, readsWatchHistory: false, test: peacockTest },
  'paramount-plus': { sessionCookies: cookies('pp'), readsIdentity: true, readsWatchHistory: false, test: basicTest },
  appletv: { sessionCookies: cookies('at'), readsIdentity: true, readsWatchHistory: false, test: basicTest },
  // Linked by its session; the product has no access test for it (001 §4.8 lists five services).
  netflix: { sessionCookies: cookies('nf'), readsIdentity: true, readsWatchHistory: false },
};

/** A service the product has no adapter for: its cookies are its session, and there is no access test. */
const GENERIC_ADAPTER: ServiceAdapter = { sessionCookies: [], readsIdentity: false, readsWatchHistory: false };
export const adapterFor = (slug: string): ServiceAdapter => SERVICE_ADAPTERS[slug] ?? GENERIC_ADAPTER;

function watchHistory(json: unknown): WatchHistoryItem[] {
  const items = isRecord(json) && Array.isArray(json.items) ? json.items : [];
  return items
    .map((item) => watchHistoryItem.safeParse(item))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    .slice(0, WATCH_HISTORY_MAX_ITEMS);
}

/**
 * Reads the member's session at the service (001 §3 ServiceCredential payload): its cookies, who they are there
 * (with this browser's user agent), and the watch history where the service has one. No session cookie: the member
 * is not signed in there ('Could not find credentials for service.').
 */
export async function readCredentials(io: ServiceIO, adapter: ServiceAdapter): Promise<ServiceCredentialPayload> {
  const all = await io.cookies();
  const signedIn = adapter.sessionCookies.length ? all.some((c) => adapter.sessionCookies.includes(c.name)) : all.length > 0;
  if (!signedIn) throw new LinkError('missing_credentials', MISSING_CREDENTIALS);
  const identity: ServiceCredentialPayload['identity'] = { ua: io.userAgent.slice(0, 1000) };
  if (adapter.readsIdentity) {
    const whoami = await io.fetchJson('/api/whoami');
    if (whoami.status === 401) throw new LinkError('missing_credentials', MISSING_CREDENTIALS);
    if (isRecord(whoami.json)) {
      if (typeof whoami.json.customerId === 'string') identity.account_id = whoami.json.customerId.slice(0, 200);
      if (typeof whoami.json.name === 'string') identity.name = whoami.json.name.slice(0, 200);
      if (typeof whoami.json.plan === 'string') identity.plan = whoami.json.plan.slice(0, 100);
    }
  }
  const history = adapter.readsWatchHistory ? watchHistory((await io.fetchJson('/api/watch-history')).json) : undefined;
  return {
    cookie: all.map((c) => `${c.name}=${c.value}`).join('; ').slice(0, 16_000),
    identity,
    ...(history && { watch_history: history }),
  };
}
