import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { NUL_NOT_ALLOWED } from '../messages';
import { epochMs, text } from './common';

/** One analytics event (000 §7 "stats service"): a name, when it happened (ms since epoch) and its details. */
export const analyticsEvent = lazySchema(() => z.object({
  event: text(100).check(z.minLength(1)),
  at: epochMs,
  extras: z._default(z.record(text(100), z.unknown()), {}).check(
    z.refine((extras) => JSON.stringify(extras).length <= 4096, 'Event details are limited to 4 KB.'),
    // PostgreSQL jsonb cannot hold \u0000 anywhere in a document.
    z.refine((extras) => !JSON.stringify(extras).includes('\\u0000'), NUL_NOT_ALLOWED),
  ),
}));
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

/**
 * What the stats service is told about the browser with each batch (000 §7: "events ... with ids and browser info"):
 * the ids travel in the headers (session, browser), these in the body. Every field is optional: a browser that
 * cannot say one leaves it out.
 */
export const browserInfo = lazySchema(() =>
  z.partial(
    z.object({
      user_agent: text(512),
      language: text(35),
      platform: text(100),
      time_zone: text(100),
      screen: text(20),
      viewport: text(20),
      pixel_ratio: z.number().check(z.gte(0), z.lte(100)),
      /** The client's build (X-Sift-App-Version) and its version date (000 §9 "Build version dated 2025-10-29"). */
      app_version: text(100),
      build_date: text(10),
    }),
  ),
);
export type BrowserInfo = z.infer<typeof browserInfo>;

export const analyticsEventsBody = lazySchema(() => z.object({ events: z.array(analyticsEvent).check(z.minLength(1), z.maxLength(50)), browser: z.optional(browserInfo) }));
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsBody>;
