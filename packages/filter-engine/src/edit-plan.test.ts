import fc from 'fast-check';
import type { Tag } from '@sift/contracts';
import { buildEditPlan, type EditPlan } from './edit-plan';
import { CUT_CHAIN_GAP_S, MUTE_CHAIN_GAP_S, MUTE_POST_ROLL_S, MUTE_PRE_ROLL_S } from './edit-plan-defaults';
import { createChoices, enabledTags } from './choices';
import type { TimeRange } from './time-range';
import { filterMapArb, refmapFor, tagsArb, time } from '../test/arbitraries';

const EPS = 1e-9;
const t = (type: Tag['type'], start_approx: number, end_approx: number) => ({ type, start_approx, end_approx });

describe('buildEditPlan examples', () => {
  it('cuts visual and audiovisual tags and mutes audio tags with pre-roll and post-roll', () => {
    const plan = buildEditPlan([t('visual', 10, 20), t('audiovisual', 40, 45), t('audio', 30, 31)]);
    expect(plan.cuts).toEqual([{ start: 10, end: 20 }, { start: 40, end: 45 }]);
    expect(plan.mutes).toEqual([{ start: 30 - MUTE_PRE_ROLL_S, end: 31 + MUTE_POST_ROLL_S }]);
  });

  it('unites overlapping and touching cuts instead of dropping one', () => {
    expect(buildEditPlan([t('visual', 10, 20), t('visual', 15, 30)]).cuts).toEqual([{ start: 10, end: 30 }]);
    expect(buildEditPlan([t('visual', 10, 20), t('visual', 20, 30)]).cuts).toEqual([{ start: 10, end: 30 }]);
    expect(buildEditPlan([t('visual', 10, 30), t('visual', 12, 14)]).cuts).toEqual([{ start: 10, end: 30 }]);
  });

  it('chains cuts closer than the gap, and only those', () => {
    expect(buildEditPlan([t('visual', 10, 20), t('visual', 20.5, 30)]).cuts).toEqual([{ start: 10, end: 30 }]);
    expect(buildEditPlan([t('visual', 10, 20), t('visual', 20 + CUT_CHAIN_GAP_S, 30)]).cuts).toHaveLength(2);
  });

  it('chains a cut to the start or the end of the media when it comes that close', () => {
    const plan = buildEditPlan([t('visual', 0.4, 5), t('visual', 99.5, 99.8)], { duration: 100 });
    expect(plan.cuts).toEqual([{ start: 0, end: 5 }, { start: 99.5, end: 100 }]);
  });

  it('lets a cut win over a mute, keeping the mute around it', () => {
    const plan = buildEditPlan([t('audio', 8, 22), t('visual', 10, 20)]);
    expect(plan.cuts).toEqual([{ start: 10, end: 20 }]);
    expect(plan.mutes).toEqual([{ start: 7.75, end: 10 }, { start: 20, end: 22.25 }]);
    expect(buildEditPlan([t('audio', 12, 13), t('visual', 10, 20)]).mutes).toEqual([]);
  });

  it('unites close mutes so no sliver of sound plays between them', () => {
    const plan = buildEditPlan([t('audio', 20, 20.8), t('audio', 21, 21.5), t('audio', 21.5 + 0.5 + MUTE_CHAIN_GAP_S, 23)]);
    expect(plan.mutes).toEqual([{ start: 19.75, end: 21.75 }, { start: 22.25, end: 23.25 }]);
  });

  it('clips to the media and ignores tags that end before they start', () => {
    const plan = buildEditPlan([t('audio', 0.1, 0.2), t('visual', 95, 120), t('visual', 50, 40)], { duration: 100 });
    expect(plan.mutes).toEqual([{ start: 0, end: 0.45 }]);
    expect(plan.cuts).toEqual([{ start: 95, end: 100 }]);
  });

  it('takes its padding and gaps from options', () => {
    const plan = buildEditPlan([t('audio', 5, 6), t('visual', 10, 11), t('visual', 11.5, 12)], {
      mutePreRoll: 0,
      mutePostRoll: 0,
      cutChainGap: 0,
    });
    expect(plan).toEqual({ cuts: [{ start: 10, end: 11 }, { start: 11.5, end: 12 }], mutes: [{ start: 5, end: 6 }], duration: null });
  });
});

/** Parts of [start, end) not covered by any of `cover` (which may overlap and be unsorted). */
function uncovered(range: TimeRange, cover: readonly TimeRange[]): TimeRange[] {
  const sorted = cover.filter((c) => c.end > range.start && c.start < range.end).sort((a, b) => a.start - b.start);
  const gaps: TimeRange[] = [];
  let at = range.start;
  for (const c of sorted) {
    if (c.start > at + EPS) gaps.push({ start: at, end: c.start });
    at = Math.max(at, c.end);
  }
  if (range.end > at + EPS) gaps.push({ start: at, end: range.end });
  return gaps;
}

const contains = (ranges: readonly TimeRange[], s: number, e: number) =>
  e <= s || uncovered({ start: s, end: e }, ranges).length === 0;

function expectSortedDisjoint(ranges: readonly TimeRange[]) {
  ranges.forEach((r, i) => {
    expect(r.end).toBeGreaterThan(r.start);
    if (i > 0) expect(r.start).toBeGreaterThan(ranges[i - 1].end);
  });
}

interface Scenario {
  tags: Tag[];
  globalFilters: Record<string, boolean>;
  requiredFilters: Record<string, boolean>;
  refmap: Record<string, boolean>;
  duration: number | null;
}

// Short media crowd the tags (overlaps, touching and chained ranges); long media spread them out.
const scenario: fc.Arbitrary<Scenario> = fc
  .constantFrom(20, 60, 300)
  .chain((span) =>
    fc.record({
      tags: tagsArb(40, span),
      globalFilters: filterMapArb,
      requiredFilters: filterMapArb,
      duration: fc.option(time(span + 10), { nil: null }),
    }),
  )
  .chain((s) => refmapFor(s.tags).map((refmap) => ({ ...s, refmap })));

function planFor(s: Scenario) {
  const on = enabledTags(createChoices(s));
  return { on, plan: buildEditPlan(on, { duration: s.duration }) };
}

function clipToMedia(r: TimeRange, plan: EditPlan): TimeRange {
  return { start: Math.max(0, r.start), end: plan.duration === null ? r.end : Math.min(plan.duration, r.end) };
}

describe('buildEditPlan properties, for any tag set and any choices', () => {
  it('puts every instant of an enabled visual tag inside a cut', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { on, plan } = planFor(s);
        for (const tag of on.filter((x) => x.type !== 'audio')) {
          const r = clipToMedia({ start: tag.start_approx, end: tag.end_approx }, plan);
          expect(contains(plan.cuts, r.start, r.end)).toBe(true);
        }
      }),
    );
  });

  it('puts every instant of an enabled audio tag inside a cut or a mute', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { on, plan } = planFor(s);
        for (const tag of on.filter((x) => x.type === 'audio')) {
          const r = clipToMedia({ start: tag.start_approx, end: tag.end_approx }, plan);
          expect(contains([...plan.cuts, ...plan.mutes], r.start, r.end)).toBe(true);
        }
      }),
    );
  });

  it('cuts nothing beyond enabled visual tags plus chaining, and chains every close pair', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { on, plan } = planFor(s);
        const visual = on
          .filter((x) => x.type !== 'audio' && x.end_approx > x.start_approx)
          .map((x) => clipToMedia({ start: x.start_approx, end: x.end_approx }, plan));
        for (const cut of plan.cuts) {
          expect(cut.start === 0 || visual.some((v) => v.start === cut.start)).toBe(true);
          expect(cut.end === plan.duration || visual.some((v) => v.end === cut.end)).toBe(true);
          for (const gap of uncovered(cut, visual)) expect(gap.end - gap.start).toBeLessThan(CUT_CHAIN_GAP_S + EPS);
        }
        plan.cuts.forEach((cut, i) => {
          if (i > 0) expect(cut.start - plan.cuts[i - 1].end).toBeGreaterThanOrEqual(CUT_CHAIN_GAP_S - EPS);
        });
        if (plan.cuts.length > 0) {
          expect(plan.cuts[0].start === 0 || plan.cuts[0].start >= CUT_CHAIN_GAP_S).toBe(true);
          const last = plan.cuts[plan.cuts.length - 1];
          if (plan.duration !== null) expect(last.end === plan.duration || plan.duration - last.end >= CUT_CHAIN_GAP_S - EPS).toBe(true);
        }
      }),
    );
  });

  it('mutes nothing beyond enabled audio tags plus padding and chaining, and never inside a cut', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { on, plan } = planFor(s);
        const padded = on
          .filter((x) => x.type === 'audio' && x.end_approx >= x.start_approx)
          .map((x) => clipToMedia({ start: x.start_approx - MUTE_PRE_ROLL_S, end: x.end_approx + MUTE_POST_ROLL_S }, plan));
        for (const mute of plan.mutes) {
          expect(padded.some((p) => Math.abs(p.start - mute.start) < EPS) || plan.cuts.some((c) => c.end === mute.start)).toBe(true);
          expect(padded.some((p) => Math.abs(p.end - mute.end) < EPS) || plan.cuts.some((c) => c.start === mute.end)).toBe(true);
          for (const gap of uncovered(mute, padded)) expect(gap.end - gap.start).toBeLessThan(MUTE_CHAIN_GAP_S + EPS);
          for (const cut of plan.cuts) expect(Math.min(cut.end, mute.end) - Math.max(cut.start, mute.start)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('returns sorted, disjoint ranges inside the media', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { plan } = planFor(s);
        expectSortedDisjoint(plan.cuts);
        expectSortedDisjoint(plan.mutes);
        for (const r of [...plan.cuts, ...plan.mutes]) {
          expect(r.start).toBeGreaterThanOrEqual(0);
          if (plan.duration !== null) expect(r.end).toBeLessThanOrEqual(plan.duration);
        }
      }),
    );
  });

  it('builds the same plan twice, whatever the order of the tags', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (s, seed) => {
        const { on, plan } = planFor(s);
        const shuffled = [...on].sort((a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101));
        expect(buildEditPlan(on, { duration: s.duration })).toEqual(plan);
        expect(buildEditPlan(shuffled, { duration: s.duration })).toEqual(plan);
      }),
    );
  });
});
