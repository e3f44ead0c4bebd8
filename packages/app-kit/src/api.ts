import { createApiClient, type ApiClientOptions } from '@sift/api-client';
import { COOKIE_NAMES } from '@sift/contracts';
import { readCookie } from './session/cookies';
import { activeProfileIdAtom } from './session/session-atoms';
import { siftStore } from './store';

export type SiftApi = ReturnType<typeof createApiClient>;

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
  client = createApiClient(settings);
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
