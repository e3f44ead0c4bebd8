/**
 * @jest-environment jsdom
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { id, paged } from './common';
import { buildWork, buildWorkSummary } from '../testing/entity-builders';
import { work, workSummary } from './catalogue';

describe('lazySchema in a browser', () => {
  it('builds the schema on its first use, once', () => {
    const build = jest.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Riley' })).toEqual({ name: 'Riley' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for the schema inside other schemas, methods and type checks', () => {
    const inner = lazySchema(() => z.object({ kind: z.literal('a'), id }));
    const other = lazySchema(() => z.object({ kind: z.literal('b') }));
    const union = z.discriminatedUnion('kind', [inner, other]);
    expect(union.parse({ kind: 'a', id: 3 })).toEqual({ kind: 'a', id: 3 });
    expect(union.safeParse({ kind: 'a', id: 0 }).success).toBe(false);
    expect(z.optional(inner).parse(undefined)).toBeUndefined();
    expect(inner instanceof z.ZodMiniObject).toBe(true);
    expect(Object.keys(inner.shape)).toEqual(['kind', 'id']);
    expect(z.extend(inner, { more: z.boolean() }).parse({ kind: 'a', id: 1, more: true })).toEqual({ kind: 'a', id: 1, more: true });
    const { parse } = inner;
    expect(parse({ kind: 'a', id: 2 })).toEqual({ kind: 'a', id: 2 });
  });

  it('parses the contracts as before: a page of works, and a work missing a field is refused', () => {
    const page = paged(workSummary);
    const summary = buildWorkSummary({ id: 7 });
    expect(page.parse({ count: 1, next: null, previous: null, results: [summary] }).results[0]).toEqual(summary);
    const { title: _title, ...untitled } = buildWork();
    expect(work.safeParse(buildWork()).success).toBe(true);
    expect(work.safeParse(untitled).success).toBe(false);
  });
});
