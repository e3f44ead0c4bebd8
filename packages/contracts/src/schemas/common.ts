import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { NUL_NOT_ALLOWED, PASSWORD_TOO_LONG } from '../messages';

/**
 * Bounds every request inherits (docs/decisions/0011-input-bounds.md): integers fit the int4 columns that hold
 * them, floats are finite and bounded, strings are bounded and carry no NUL byte (PostgreSQL text cannot
 * hold one), and instants lie in a sane range. Request schemas use these instead of bare z.number()/z.string().
 */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;
/** Floats: finite and within this magnitude (real columns hold about 3.4e38; nothing the product stores nears this). */
export const NUMBER_LIMIT = 1e12;
/** Instants (ms since epoch) the API accepts: 2000-01-01 to 2100-01-01 UTC. */
export const EPOCH_MS_MIN = Date.UTC(2000, 0, 1);
export const EPOCH_MS_MAX = Date.UTC(2100, 0, 1);
/** Default longest string of a request field. */
export const TEXT_MAX = 1000;

/** A string field: at most `max` characters and no NUL byte. */
export const text = (max: number = TEXT_MAX) => z.string().check(z.maxLength(max), z.regex(/^[^\u0000]*$/, NUL_NOT_ALLOWED));
/** A password field: too long is named as such whatever the route's message for the field (PASSWORD_TOO_LONG). */
export const passwordText = () => z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG), z.regex(/^[^\u0000]*$/, NUL_NOT_ALLOWED));
/** An integer that fits an int4 column. */
export const int32 = lazySchema(() => z.int().check(z.gte(INT32_MIN), z.lte(INT32_MAX)));
/** A finite float within ±NUMBER_LIMIT. */
export const finite = lazySchema(() => z.number().check(z.gte(-NUMBER_LIMIT), z.lte(NUMBER_LIMIT)));
/** An instant in ms since the epoch, within EPOCH_MS_MIN..EPOCH_MS_MAX. */
export const epochMs = lazySchema(() => z.int().check(z.gte(EPOCH_MS_MIN), z.lte(EPOCH_MS_MAX)));

/** Paged list response (000 §3): count, next, previous, results. */
export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    count: z.int().check(z.nonnegative()),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Error bodies: field errors as {field: [message]}, others as {detail: message}. */
export const fieldErrors = lazySchema(() => z.record(z.string(), z.array(z.string())));
export type FieldErrors = z.infer<typeof fieldErrors>;
export const detailError = lazySchema(() => z.object({ detail: z.string() }));
export type DetailError = z.infer<typeof detailError>;

/** A database id: a positive int4. */
export const id = lazySchema(() => z.int().check(z.positive(), z.lte(INT32_MAX)));
/** An id in a path (`/profiles/{id}/`): digits only, no sign, no leading zero, within int4. */
export const pathId = lazySchema(() =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number)),
    z.number().check(z.lte(INT32_MAX)),
  ),
);
/** A map from filter category id (as a string key, JSON's only kind) to on/off; at most 200 entries. */
export const categoryMap = lazySchema(() =>
  z.record(text(20), z.boolean()).check(z.refine((map) => Object.keys(map).length <= 200, 'Too many entries.')),
);
export type CategoryMap = z.infer<typeof categoryMap>;
