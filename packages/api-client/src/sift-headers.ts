import { HEADER_NAMES, PLATFORM } from '@sift/contracts';

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
