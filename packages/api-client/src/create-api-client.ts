import { CHUNK_LOAD_TIMEOUT_MS, type Clock } from '@sift/contracts';
import { createMemoryStorage, type KeyValueStorage } from './key-value-storage';
import { type ApiRequester, createRequester } from './request';
import { authResource } from './resources/auth.resource';
import { catalogueResource } from './resources/catalogue.resource';
import { discoveryResource } from './resources/discovery.resource';
import { newsletterResource } from './resources/newsletter.resource';
import { passwordsResource } from './resources/passwords.resource';
import { playbackResource } from './resources/playback.resource';
import { profilesResource } from './resources/profiles.resource';
import { promosResource } from './resources/promos.resource';
import { requiredFiltersResource } from './resources/required-filters.resource';
import { sharingResource } from './resources/sharing.resource';
import { statsResource } from './resources/stats.resource';
import { timeResource } from './resources/time.resource';
import { usersResource } from './resources/users.resource';
import { membershipResource } from './resources/membership.resource';
import { paymentSandboxResource } from './resources/payment-sandbox.resource';
import { socialLoginResource } from './resources/social-login.resource';
import { accountResource } from './resources/account.resource';
import { linkingResource } from './resources/linking.resource';
import { clientHeaders } from './sift-headers';

export interface ApiClientOptions {
  /** The API root, e.g. 'http://localhost:4000/'. */
  prefixUrl: string;
  /** Sent as X-Sift-App-Version. */
  appVersion: string;
  /** Read on every request: the auth token, or null when logged out. */
  getToken: () => string | null;
  /** Read on every request: the active profile's id, or null. */
  getProfileId: () => number | null;
  /** Where the session and browser ids live; localStorage by default (memory when it is refused). */
  storage?: KeyValueStorage;
  clock?: Clock;
  fetch?: typeof fetch;
  /** Default CHUNK_LOAD_TIMEOUT_MS (120 s, spec 000 §9). */
  timeoutMs?: number;
  /** Called when the server answers 401: the token is no longer valid. */
  onUnauthorized?: () => void;
  /** Id generator for the session and browser ids; crypto.randomUUID by default. */
  randomId?: () => string;
}

/** Makes one resource of a client from its requester and options (the stats resource sends the app's version). */
export type ResourceFactory = (request: ApiRequester, options: ApiClientOptions) => unknown;
export type ResourceFactories = Record<string, ResourceFactory>;

/** What every client has besides its resources. */
export interface ApiClientBase {
  /** The ids sent with every request. sessionId() also counts as activity (the shell may call it on navigation). */
  session: { sessionId(): string; browserId(): string };
  /** The low-level calls, for a call no resource has yet; prefer adding it to a resource. */
  request: ApiRequester;
}

/** A client with the resources of `R`, each under its name. */
export type ApiClientOf<R extends ResourceFactories> = { [K in keyof R]: ReturnType<R[K]> } & ApiClientBase;

/**
 * Every resource of the API. An app's client names only the factories it calls, imported by name
 * (`createApiClient(options, { users: usersResource })`), so its bundle carries only their code and the schemas of
 * their answers (docs/decisions/0150): naming this object would carry them all. It is for the release tool's
 * visitor client and for tests.
 */
export const API_RESOURCES = {
  auth: authResource,
  users: usersResource,
  passwords: passwordsResource,
  newsletter: newsletterResource,
  profiles: profilesResource,
  requiredFilters: requiredFiltersResource,
  catalogue: catalogueResource,
  discovery: discoveryResource,
  promos: promosResource,
  sharing: sharingResource,
  stats: statsResource,
  membership: membershipResource,
  paymentSandbox: paymentSandboxResource,
  socialLogin: socialLoginResource,
  account: accountResource,
  linking: linkingResource,
  playback: playbackResource,
  time: timeResource,
} satisfies ResourceFactories;

/** A client with every resource. */
export type ApiClient = ApiClientOf<typeof API_RESOURCES>;

/** Makes a client with the named resources: the shell's (through app-kit) and each remote's own (lazyApiClient). */
export function createApiClient<R extends ResourceFactories>(options: ApiClientOptions, resources: R): ApiClientOf<R> {
  const { sessionId, browserId, headers } = clientHeaders(options);
  const request = createRequester({
    prefixUrl: options.prefixUrl,
    timeoutMs: options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS,
    fetch: options.fetch,
    onUnauthorized: options.onUnauthorized,
    headers,
  });

  const made = Object.fromEntries(Object.entries(resources).map(([name, make]) => [name, make(request, options)]));
  return { ...made, session: { sessionId, browserId }, request } as ApiClientOf<R>;
}

/**
 * A client made on first use from the settings read then: how each remote gets its own client of its own build of
 * this package, configured by the shell at start (docs/decisions/0022-what-is-shared.md).
 */
export function lazyApiClient<R extends ResourceFactories>(settings: () => ApiClientOptions, resources: R): () => ApiClientOf<R> {
  let client: ApiClientOf<R> | null = null;
  return () => (client ??= createApiClient(settings(), resources));
}

/**
 * A visitor's view of the API, as a release sees it when it pre-renders pages (docs/decisions/0023, 0144): no token,
 * no profile, nothing kept beyond the process. Only public answers come back.
 */
export function createVisitorApiClient({ prefixUrl, appVersion }: { prefixUrl: string; appVersion: string }): ApiClient {
  return createApiClient({ prefixUrl, appVersion, getToken: () => null, getProfileId: () => null, storage: createMemoryStorage() }, API_RESOURCES);
}
