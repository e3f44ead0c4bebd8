import { CHUNK_LOAD_TIMEOUT_MS, type Clock, systemClock } from '@sift/contracts';
import { createBrowserId } from './browser-id';
import { createMemoryStorage, type KeyValueStorage, resilientStorage } from './key-value-storage';
import { randomId } from './random-id';
import { type ApiRequester, createRequester } from './request';
import { type AuthResource, authResource } from './resources/auth.resource';
import { type CatalogueResource, catalogueResource } from './resources/catalogue.resource';
import { type DiscoveryResource, discoveryResource } from './resources/discovery.resource';
import { type NewsletterResource, newsletterResource } from './resources/newsletter.resource';
import { type PasswordsResource, passwordsResource } from './resources/passwords.resource';
import { type PlaybackResource, playbackResource } from './resources/playback.resource';
import { type ProfilesResource, profilesResource } from './resources/profiles.resource';
import { type PromosResource, promosResource } from './resources/promos.resource';
import { type RequiredFiltersResource, requiredFiltersResource } from './resources/required-filters.resource';
import { type SharingResource, sharingResource } from './resources/sharing.resource';
import { type StatsResource, statsResource } from './resources/stats.resource';
import { type TimeResource, timeResource } from './resources/time.resource';
import { type UsersResource, usersResource } from './resources/users.resource';
import { type MembershipResource, membershipResource } from './resources/membership.resource';
import { type PaymentSandboxResource, paymentSandboxResource } from './resources/payment-sandbox.resource';
import { type SocialLoginResource, socialLoginResource } from './resources/social-login.resource';
import { type AccountResource, accountResource } from './resources/account.resource';
import { type LinkingResource, linkingResource } from './resources/linking.resource';
import { createSessionId } from './session-id';
import { siftHeaders } from './sift-headers';

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

export interface ApiClient {
  auth: AuthResource;
  users: UsersResource;
  passwords: PasswordsResource;
  newsletter: NewsletterResource;
  profiles: ProfilesResource;
  requiredFilters: RequiredFiltersResource;
  catalogue: CatalogueResource;
  discovery: DiscoveryResource;
  promos: PromosResource;
  sharing: SharingResource;
  stats: StatsResource;
  membership: MembershipResource;
  paymentSandbox: PaymentSandboxResource;
  socialLogin: SocialLoginResource;
  account: AccountResource;
  linking: LinkingResource;
  playback: PlaybackResource;
  time: TimeResource;
  /** The ids sent with every request. sessionId() also counts as activity (the shell may call it on navigation). */
  session: { sessionId(): string; browserId(): string };
  /** The low-level calls, for a call no resource has yet; prefer adding it to a resource. */
  request: ApiRequester;
}

/** Makes a client: the shell's (through app-kit) and each remote's own (lazyApiClient). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const storage = resilientStorage(options.storage);
  const ids = { storage, randomId: options.randomId ?? randomId };
  const sessionId = createSessionId({ ...ids, clock: options.clock ?? systemClock });
  const browserId = createBrowserId(ids);

  const request = createRequester({
    prefixUrl: options.prefixUrl,
    timeoutMs: options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS,
    fetch: options.fetch,
    onUnauthorized: options.onUnauthorized,
    headers: () =>
      siftHeaders({
        appVersion: options.appVersion,
        sessionId: sessionId(),
        browserId: browserId(),
        token: options.getToken(),
        profileId: options.getProfileId(),
      }),
  });

  return {
    auth: authResource(request),
    users: usersResource(request),
    passwords: passwordsResource(request),
    newsletter: newsletterResource(request),
    profiles: profilesResource(request),
    requiredFilters: requiredFiltersResource(request),
    catalogue: catalogueResource(request),
    discovery: discoveryResource(request),
    promos: promosResource(request),
    sharing: sharingResource(request),
    stats: statsResource(request, options.appVersion),
    membership: membershipResource(request),
    paymentSandbox: paymentSandboxResource(request),
    socialLogin: socialLoginResource(request),
    account: accountResource(request),
    linking: linkingResource(request),
    playback: playbackResource(request),
    time: timeResource(request),
    session: { sessionId, browserId },
    request,
  };
}

/**
 * A client made on first use from the settings read then: how each remote gets its own client of its own build of
 * this package, configured by the shell at start (docs/decisions/0022-what-is-shared.md).
 */
export function lazyApiClient(settings: () => ApiClientOptions): () => ApiClient {
  let client: ApiClient | null = null;
  return () => (client ??= createApiClient(settings()));
}

/**
 * A visitor's view of the API, as a release sees it when it pre-renders pages (docs/decisions/0023, 0144): no token,
 * no profile, nothing kept beyond the process. Only public answers come back.
 */
export function createVisitorApiClient({ prefixUrl, appVersion }: { prefixUrl: string; appVersion: string }): ApiClient {
  return createApiClient({ prefixUrl, appVersion, getToken: () => null, getProfileId: () => null, storage: createMemoryStorage() });
}
