import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { epochMs, text } from './common';

/** GET time/: the server's "now" (its settable clock), for the date rules the site applies (000 §2.9). */
export const serverTime = lazySchema(() => z.object({ now: z.string() }));
export type ServerTime = z.infer<typeof serverTime>;

/** PUT /dev/clock/ (development only): the instant the server's clock moves to, ISO 8601 or ms since 1970. */
export const devClockBody = lazySchema(() => z.object({ now: z.union([epochMs, text(40)]) }));
export type DevClockBody = z.infer<typeof devClockBody>;
