import fc from 'fast-check';
import { FILTER_MARK_MIN_WIDTH_PERCENT } from '@sift/contracts';
import { buildEditPlan } from './edit-plan';
import { SEEK_BEFORE_CUT_S } from './edit-plan-defaults';
import { createTimeline, cutAt, filterMarks, seekTarget, toFilteredTime, toOriginalTime } from './timeline';
import { tagsArb, time } from '../test/arbitraries';

const EPS = 1e-6;
const visual = (start_approx: number, end_approx: number) => ({ type: 'visual' as const, start_approx, end_approx });
// Cuts [10, 20) and [50, 55) of 100 s; a mute at [29.75, 31.25).
const plan = buildEditPlan([visual(10, 20), visual(50, 55), { type: 'audio', start_approx: 30, end_approx: 31 }], {
  duration: 100,
});
const timeline = createTimeline(plan);

describe('timeline examples', () => {
  it('knows the filtered runtime and where each cut sits', () => {
    expect(timeline.filteredDuration).toBe(85);
    expect(timeline.cuts.map((c) => c.filteredAt)).toEqual([10, 40]);
  });

  it('maps original time to filtered time and back', () => {
    expect(toFilteredTime(timeline, 5)).toBe(5);
    expect(toFilteredTime(timeline, 15)).toBe(10);
    expect(toFilteredTime(timeline, 25)).toBe(15);
    expect(toFilteredTime(timeline, 100)).toBe(85);
    expect(toOriginalTime(timeline, 10)).toBe(20);
    expect(toOriginalTime(timeline, 45)).toBe(60);
    expect(cutAt(timeline, 10)?.end).toBe(20);
    expect(cutAt(timeline, 20)).toBeUndefined();
  });

  it('lands a seek into a cut after it going forward and before it going backward', () => {
    expect(seekTarget(timeline, 12, 'forward')).toBe(20);
    expect(seekTarget(timeline, 12, 'backward')).toBe(10 - SEEK_BEFORE_CUT_S);
    expect(seekTarget(timeline, 30, 'backward')).toBe(30);
    const fromStart = createTimeline(buildEditPlan([visual(0, 5)], { duration: 60 }));
    expect(seekTarget(fromStart, 2, 'backward')).toBe(5);
  });

  it('needs a duration', () => {
    expect(() => createTimeline(buildEditPlan([]))).toThrow('duration');
  });

  it('places filter marks with the minimum width (001 §9)', () => {
    const marks = filterMarks(timeline);
    expect(marks.map((m) => m.kind)).toEqual(['cut', 'mute', 'cut']);
    expect(marks[0]).toEqual({ kind: 'cut', left: (10 / 85) * 100, width: FILTER_MARK_MIN_WIDTH_PERCENT });
    expect(marks[1].width).toBeCloseTo((1.5 / 85) * 100);
    const original = filterMarks(timeline, 'original');
    expect(original[0]).toEqual({ kind: 'cut', left: 10, width: 10 });
    const atEnd = filterMarks(createTimeline(buildEditPlan([visual(99.99, 100)], { duration: 100, cutChainGap: 0 })), 'original');
    expect(atEnd[0].left + atEnd[0].width).toBeLessThanOrEqual(100);
    expect(atEnd[0].width).toBe(FILTER_MARK_MIN_WIDTH_PERCENT);
  });
});

const timelineArb = fc
  .tuple(tagsArb(30, 120), time(130))
  .map(([tags, duration]) => createTimeline(buildEditPlan(tags, { duration })));

describe('regression: fast-check seed 298942810 (a floating-point edge at the last cut)', () => {
  // 22.76 - 1.31 - 2.69 is 18.759999999999998 while the last cut sat at 20.07 - 1.31 = 18.76: the filtered
  // duration fell a hair before the last cut, and the media's end mapped back 2.69 s early.
  const tl = createTimeline(buildEditPlan([visual(0, 1.31), visual(20.07, 22.76)], { duration: 22.76, cutChainGap: 0 }));

  it('maps the end of the media back to itself when the last cut reaches it', () => {
    expect(tl.filteredDuration).toBeGreaterThanOrEqual(tl.cuts[tl.cuts.length - 1].filteredAt);
    expect(toOriginalTime(tl, toFilteredTime(tl, 22.76))).toBe(22.76);
    expect(toOriginalTime(tl, tl.filteredDuration)).toBe(22.76);
  });

  it('holds the round-trip property for that seed', () => {
    fc.assert(
      fc.property(timelineArb, time(130), (timeline, a) => {
        const t = Math.min(a, timeline.duration);
        if (!cutAt(timeline, t)) expect(Math.abs(toOriginalTime(timeline, toFilteredTime(timeline, t)) - t)).toBeLessThan(EPS);
      }),
      { seed: 298942810, numRuns: 200 },
    );
  });
});

describe('regression: fast-check seed 653379882 (a filtered time just before the last cut)', () => {
  // f = 0.9999999999999998 * 31.13 sits before the last cut's position (31.13), yet 3.16 + (f - 2.26) rounded to
  // 32.03, the last cut's first instant.
  const tl = createTimeline(buildEditPlan([visual(2.26, 3.16), visual(32.03, 32.04)], { duration: 32.04, cutChainGap: 0 }));

  it('maps it to an instant that plays, before the cut', () => {
    const f = 0.9999999999999998 * tl.filteredDuration;
    const t = toOriginalTime(tl, f);
    expect(cutAt(tl, t)).toBeUndefined();
    expect(t).toBeLessThan(32.03);
    expect(Math.abs(toFilteredTime(tl, t) - f)).toBeLessThan(EPS);
  });

  it('holds the round-trip property for that seed', () => {
    fc.assert(
      fc.property(timelineArb, fc.double({ min: 0, max: 1, noNaN: true }), (timeline, fraction) => {
        const f = fraction * timeline.filteredDuration;
        const t = toOriginalTime(timeline, f);
        expect(cutAt(timeline, t)).toBeUndefined();
        expect(Math.abs(toFilteredTime(timeline, t) - f)).toBeLessThan(EPS);
      }),
      { seed: 653379882, numRuns: 200 },
    );
  });
});

describe('timeline properties', () => {
  it('round-trips filtered time through original time', () => {
    fc.assert(
      fc.property(timelineArb, fc.double({ min: 0, max: 1, noNaN: true }), (tl, fraction) => {
        const f = fraction * tl.filteredDuration;
        const t = toOriginalTime(tl, f);
        expect(cutAt(tl, t)).toBeUndefined();
        expect(Math.abs(toFilteredTime(tl, t) - f)).toBeLessThan(EPS);
      }),
    );
  });

  it('round-trips original time outside cuts, and is monotonic', () => {
    fc.assert(
      fc.property(timelineArb, time(130), time(130), (tl, a, b) => {
        const t = Math.min(a, tl.duration);
        if (!cutAt(tl, t)) expect(Math.abs(toOriginalTime(tl, toFilteredTime(tl, t)) - t)).toBeLessThan(EPS);
        if (a <= b) expect(toFilteredTime(tl, a)).toBeLessThanOrEqual(toFilteredTime(tl, b));
      }),
    );
  });

  it('never lands a seek inside a cut, and keeps its direction', () => {
    fc.assert(
      fc.property(timelineArb, time(130), fc.constantFrom('forward' as const, 'backward' as const), (tl, raw, direction) => {
        const t = Math.min(raw, tl.duration);
        const target = seekTarget(tl, t, direction);
        const cut = cutAt(tl, t);
        expect(target === tl.duration || cutAt(tl, target) === undefined).toBe(true);
        if (!cut) expect(target).toBe(t);
        else if (direction === 'forward' || cut.start === 0) expect(target).toBe(cut.end);
        else expect(target).toBeLessThan(cut.start);
      }),
    );
  });

  it('keeps every mark inside the bar and at least the minimum width', () => {
    fc.assert(
      fc.property(timelineArb, fc.constantFrom('filtered' as const, 'original' as const), (tl, basis) => {
        for (const mark of filterMarks(tl, basis)) {
          expect(mark.width).toBeGreaterThanOrEqual(FILTER_MARK_MIN_WIDTH_PERCENT);
          expect(mark.left).toBeGreaterThanOrEqual(0);
          expect(mark.left + mark.width).toBeLessThanOrEqual(100 + EPS);
        }
      }),
    );
  });
});
