import { z } from 'zod';
import { NUL_NOT_ALLOWED } from '../messages';
import { epochMs, text } from './common';

/** One analytics event (000 §7 "stats service"): a name, when it happened (ms since epoch) and its details. */
export const analyticsEvent = z.object({
  event: text(100).min(1),
  at: epochMs,
  extras: z
    .record(text(100), z.unknown())
    .default({})
    .refine((extras) => JSON.stringify(extras).length <= 4096, 'Event details are limited to 4 KB.')
    // PostgreSQL jsonb cannot hold \u0000 anywhere in a document.
    .refine((extras) => !JSON.stringify(extras).includes('\\u0000'), NUL_NOT_ALLOWED),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const analyticsEventsBody = z.object({ events: z.array(analyticsEvent).min(1).max(50) });
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsBody>;
