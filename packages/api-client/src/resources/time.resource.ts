import { serverTime } from '@sift/contracts';
import type { ApiRequester } from '../request';

/** The server's time (its clock, which development can move): date rules on the site read it, not the device's. */
export function timeResource(http: ApiRequester) {
  return {
    /** GET time/ -> now, in ms since 1970. */
    now: async (): Promise<number> => {
      const { now } = await http.get('time/', { schema: serverTime });
      const at = Date.parse(now);
      if (Number.isNaN(at)) throw new TypeError(`GET time/ answered an instant it cannot read: ${now}`);
      return at;
    },
  };
}
export type TimeResource = ReturnType<typeof timeResource>;
