import fc from 'fast-check';
import { lastStartingAtOrBefore, sortNumbers, subtractRanges, unionOfPairs, uniteRanges, type TimeRange } from './time-range';
import { time } from '../test/arbitraries';

const rangeArb = fc.tuple(time(50), time(5)).map(([start, length]) => ({ start, end: start + length }));
const inside = (ranges: readonly TimeRange[], t: number) => ranges.some((r) => r.start <= t && t < r.end);

describe('uniteRanges', () => {
  it('unites overlapping, touching and bridged ranges and drops empty ones', () => {
    expect(uniteRanges([{ start: 5, end: 6 }, { start: 1, end: 3 }, { start: 3, end: 4 }, { start: 9, end: 9 }])).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 6 },
    ]);
    expect(uniteRanges([{ start: 1, end: 3 }, { start: 3.5, end: 4 }], 1)).toEqual([{ start: 1, end: 4 }]);
  });

  it('covers exactly the same instants without a bridge (property)', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 20 }), time(60), (ranges, t) => {
        expect(inside(uniteRanges(ranges), t)).toBe(inside(ranges, t));
      }),
    );
  });
});

describe('unionOfPairs', () => {
  const union = (ranges: readonly TimeRange[], bridge = 0) =>
    unionOfPairs(Float64Array.from(ranges, (r) => r.start), Float64Array.from(ranges, (r) => r.end), ranges.length, bridge);

  it('gives what uniteRanges gives, for few ranges and many, spread out or bunched, with any bridge (property)', () => {
    const spread = fc.tuple(fc.double({ min: 0, max: 10_000, noNaN: true }), fc.double({ min: 0.001, max: 8, noNaN: true })).map(([start, length]) => ({ start, end: start + length }));
    const bunched = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.double({ min: 0.001, max: 2, noNaN: true })).map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(fc.array(fc.oneof(spread, bunched), { maxLength: 400 }), fc.constantFrom(0, 0.5, 1), (ranges, bridge) => {
        expect(union(ranges, bridge)).toEqual(uniteRanges(ranges, bridge));
      }),
    );
  });

  it('unites 10,000 spread ranges as uniteRanges does, and keeps its scratch space between calls', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const ranges = Array.from({ length: 10_000 }, () => {
      const start = random() * 10_800;
      return { start, end: start + 0.01 + random() * 8 };
    });
    expect(union(ranges, 1)).toEqual(uniteRanges(ranges, 1));
    expect(union(ranges.slice(0, 100), 0.5)).toEqual(uniteRanges(ranges.slice(0, 100), 0.5));
    expect(union([], 1)).toEqual([]);
  });

  it('reads only the first `count` pairs', () => {
    expect(unionOfPairs(Float64Array.of(1, 5, 0), Float64Array.of(2, 6, 10), 2)).toEqual([
      { start: 1, end: 2 },
      { start: 5, end: 6 },
    ]);
  });
});

describe('subtractRanges', () => {
  it('keeps what is outside the removed ranges (property)', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 15 }), fc.array(rangeArb, { maxLength: 15 }), time(60), (a, b, t) => {
        const from = uniteRanges(a);
        const remove = uniteRanges(b);
        expect(inside(subtractRanges(from, remove), t)).toBe(inside(from, t) && !inside(remove, t));
      }),
    );
  });
});

describe('lastStartingAtOrBefore', () => {
  it('finds the last start at or before t', () => {
    const starts = [1, 3, 3.5, 10];
    expect(lastStartingAtOrBefore(starts, 0.5)).toBe(-1);
    expect(lastStartingAtOrBefore(starts, 3)).toBe(1);
    expect(lastStartingAtOrBefore(starts, 9.99)).toBe(2);
    expect(lastStartingAtOrBefore(starts, 100)).toBe(3);
    expect(lastStartingAtOrBefore([], 1)).toBe(-1);
  });
});

describe('sortNumbers', () => {
  const native = (values: number[]) => Float64Array.from(values).sort();
  it('sorts like the native sort: spread, bunched, repeated, negative and short lists (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }), { maxLength: 400 }),
          fc.array(fc.constantFrom(0, 1, 1.5, 2, 1e-9), { minLength: 60, maxLength: 400 }),
          fc.array(fc.double({ min: 100, max: 100.001, noNaN: true }), { minLength: 60, maxLength: 400 }),
        ),
        (values) => {
          expect(Array.from(sortNumbers(Float64Array.from(values)))).toEqual(Array.from(native(values)));
        },
      ),
    );
  });

  it('sorts in place and returns the same array', () => {
    const values = Float64Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
    expect(sortNumbers(values)).toBe(values);
    expect(Array.from(values)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  });
});
