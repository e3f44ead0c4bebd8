import { HEADER_NAMES, PLATFORM, systemClock } from '@sift/contracts';
import { createBrowserId } from './browser-id';
import type { ApiClientOptions } from './create-api-client';
import { resilientStorage } from './key-value-storage';
import { randomId } from './random-id';
import { createSessionId } from './session-id';

export interface SiftHeaderValues {
  appVersion: string;
  sessionId: string;
  browserId: string;
  token: string | null;
  profileId: number | null;
}

/** The headers every request carries (spec 000 §7); profile and authorization only when there is one. */
export function siftHeaders(values: SiftHeaderValues): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER_NAMES.platform]: PLATFORM,
    [HEADER_NAMES.appVersion]: values.appVersion,
    [HEADER_NAMES.sessionId]: values.sessionId,
    [HEADER_NAMES.browserId]: values.browserId,
  };
  if (values.profileId !== null && values.profileId !== undefined) {
    headers[HEADER_NAMES.profileId] = String(values.profileId);
  }
  if (values.token) headers[HEADER_NAMES.authorization] = `Token ${values.token}`;
  return headers;
}

/**
 * The headers of each request of a client with these options (spec 000 §7: the session and browser ids kept in its
 * storage, the token and profile read at the call), and its ids. Also what a page's early request sends before the
 * client exists (early-requests.ts), so the server sees the same request either way.
 */
export function clientHeaders(options: Pick<ApiClientOptions, 'appVersion' | 'getToken' | 'getProfileId' | 'storage' | 'clock' | 'randomId'>) {
  const storage = resilientStorage(options.storage);
  const ids = { storage, randomId: options.randomId ?? randomId };
  const sessionId = createSessionId({ ...ids, clock: options.clock ?? systemClock });
  const browserId = createBrowserId(ids);
  const headers = () =>
    siftHeaders({
      appVersion: options.appVersion,
      sessionId: sessionId(),
      browserId: browserId(),
      token: options.getToken(),
      profileId: options.getProfileId(),
    });
  return { sessionId, browserId, headers };
}
