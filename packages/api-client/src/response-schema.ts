import type { Paged } from '@sift/contracts';
import { isRecord } from './status-message';

/** Anything with zod's parse: the contracts schemas, or a small hand-written parser. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** The type a schema returns. */
export type Parsed<S> = S extends ResponseSchema<infer T> ? T : never;

/** An answer that does not match its contracts schema: the server and the client disagree. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    readonly target: string,
    cause: unknown,
  ) {
    super(`Unexpected response from ${target}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** A paged list `{count, next, previous, results}`. Build once per item schema, at module level. */
export function pagedOf<T>(item: ResponseSchema<T>): ResponseSchema<Paged<T>> {
  return {
    parse(data) {
      if (
        !isRecord(data) ||
        !Number.isInteger(data.count) ||
        !isNullableString(data.next) ||
        !isNullableString(data.previous) ||
        !Array.isArray(data.results)
      ) {
        throw new TypeError('expected a page {count, next, previous, results}');
      }
      return {
        count: data.count as number,
        next: data.next,
        previous: data.previous,
        results: data.results.map((entry) => item.parse(entry)),
      };
    },
  };
}

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * A plain list. docs/api-paths.md says "lists are paged" but names most list calls just "X list", so a
 * paged answer is accepted too and its results returned.
 */
export function listOf<T>(item: ResponseSchema<T>): ResponseSchema<T[]> {
  const page = pagedOf(item);
  return {
    parse(data) {
      if (Array.isArray(data)) return data.map((entry) => item.parse(entry));
      if (isRecord(data) && Array.isArray(data.results)) return page.parse(data).results;
      throw new TypeError(`expected a list, got ${data === null ? 'null' : typeof data}`);
    },
  };
}
