import {
  authResource,
  createApiClient,
  discoveryResource,
  promosResource,
  statsResource,
  usersResource,
  type ApiClientOf,
  type ApiClientOptions,
} from '@sift/api-client';
import { COOKIE_NAMES } from '@sift/contracts';
import { readCookie } from './session/cookies';
import { activeProfileIdAtom } from './session/session-atoms';
import { siftStore } from './store';

/**
 * The resources of the shell's client: app-kit's session calls and analytics, and the shell's own (the categories
 * menu, promo paths). Its bundle carries no other (docs/decisions/0150); a remote calls through its own client.
 */
const SHELL_RESOURCES = {
  auth: authResource,
  users: usersResource,
  stats: statsResource,
  discovery: discoveryResource,
  promos: promosResource,
};
export type SiftApi = ApiClientOf<typeof SHELL_RESOURCES>;

declare const __SIFT_BUILD_ID__: string | undefined;
const appVersion = typeof __SIFT_BUILD_ID__ === 'string' ? __SIFT_BUILD_ID__ : 'dev';

let settings: ApiClientOptions | null = null;
let client: SiftApi | null = null;

/**
 * The shell configures the API at start from the registry (its `api` URL). The session's token and active profile
 * are read on each request.
 */
export function configureApi(prefixUrl: string, onUnauthorized?: () => void): SiftApi {
  settings = {
    prefixUrl,
    appVersion,
    getToken: () => readCookie(COOKIE_NAMES.token),
    getProfileId: () => siftStore.get(activeProfileIdAtom),
    onUnauthorized,
  };
  client = createApiClient(settings, SHELL_RESOURCES);
  return client;
}

export const isApiConfigured = () => client !== null;

/**
 * The settings the shell configured, for a remote to make its own client from its own build of @sift/api-client
 * (`lazyApiClient`), so a remote that needs a new call releases without the shell (docs/decisions/0022-what-is-shared.md).
 */
export function apiSettings(): ApiClientOptions {
  if (!settings) throw new Error('The API is not configured: the shell (or standalone host) calls configureApi first.');
  return settings;
}

/** The client of app-kit itself (session calls) and of the shell. Remotes use their own: see apiSettings. */
export function api(): SiftApi {
  if (!client) throw new Error('The API client is not configured: the shell (or standalone host) calls configureApi first.');
  return client;
}
