import type { AnalyticsEvent } from '@sift/contracts';
import type { ApiRequester } from '../request';

/** The stats service (spec 000 §7): analytics events, sent with the usual session and browser headers. */
export function statsResource(http: ApiRequester) {
  return {
    /** POST stats/ (204) */
    record: async (events: AnalyticsEvent[]): Promise<void> => {
      await http.post('stats/', { json: { events } });
    },
  };
}
export type StatsResource = ReturnType<typeof statsResource>;
