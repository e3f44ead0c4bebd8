import fc from 'fast-check';
import { lastStartingAtOrBefore, subtractRanges, uniteRanges, type TimeRange } from './time-range';
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
