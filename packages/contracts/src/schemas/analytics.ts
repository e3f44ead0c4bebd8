import { z } from 'zod';

/** One analytics event (000 §7 "stats service"): a name, when it happened (ms since epoch) and its details. */
export const analyticsEvent = z.object({
  event: z.string().min(1).max(100),
  at: z.number().int().nonnegative(),
  extras: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((extras) => JSON.stringify(extras).length <= 4096, 'Event details are limited to 4 KB.'),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const analyticsEventsBody = z.object({ events: z.array(analyticsEvent).min(1).max(50) });
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsBody>;
