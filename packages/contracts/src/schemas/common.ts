import { z } from 'zod';

/** Paged list response (000 §3): count, next, previous, results. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Error bodies: field errors as {field: [message]}, others as {detail: message}. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;
export const detailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailError>;

export const id = z.number().int().positive();
/** A map from filter category id (as a string key, JSON's only kind) to on/off. */
export const categoryMap = z.record(z.string(), z.boolean());
export type CategoryMap = z.infer<typeof categoryMap>;
