import { createApiClient } from '@sift/api-client';
import { COOKIE_NAMES } from '@sift/contracts';
import { readCookie } from './session/cookies';
import { activeProfileIdAtom } from './session/session-atoms';
import { siftStore } from './store';

export type SiftApi = ReturnType<typeof createApiClient>;

declare const __SIFT_BUILD_ID__: string | undefined;
const appVersion = typeof __SIFT_BUILD_ID__ === 'string' ? __SIFT_BUILD_ID__ : 'dev';

let client: SiftApi | null = null;

/**
 * The shell configures the one API client at start from the registry (its `api` URL); every remote calls
 * `api()` and gets that same instance, with the session's token and active profile read on each request.
 */
export function configureApi(prefixUrl: string, onUnauthorized?: () => void): SiftApi {
  client = createApiClient({
    prefixUrl,
    appVersion,
    getToken: () => readCookie(COOKIE_NAMES.token),
    getProfileId: () => siftStore.get(activeProfileIdAtom),
    onUnauthorized,
  });
  return client;
}

export const isApiConfigured = () => client !== null;

export function api(): SiftApi {
  if (!client) throw new Error('The API client is not configured: the shell (or standalone host) calls configureApi first.');
  return client;
}
