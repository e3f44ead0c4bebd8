import { type Sharing, sharing } from '@sift/contracts';
import type { ApiRequester } from '../request';

/** The referral link (spec 002 §7: a single record). */
export function sharingResource(http: ApiRequester) {
  return {
    /** GET sharing/ */
    get: (): Promise<Sharing> => http.get('sharing/', { schema: sharing }),
  };
}
export type SharingResource = ReturnType<typeof sharingResource>;
