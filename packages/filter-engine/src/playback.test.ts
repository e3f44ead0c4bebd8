import fc from 'fast-check';
import { buildEditPlan } from './edit-plan';
import { createPlaybackSchedule, decidePlayback } from './playback';
import { tagsArb, time } from '../test/arbitraries';

describe('decidePlayback', () => {
  const plan = buildEditPlan(
    [
      { type: 'visual', start_approx: 10, end_approx: 20 },
      { type: 'audio', start_approx: 30, end_approx: 31 },
    ],
    { duration: 60 },
  );
  const schedule = createPlaybackSchedule(plan);

  it('plays until the next boundary', () => {
    expect(decidePlayback(schedule, 0)).toEqual({ action: 'play', nextBoundary: 10 });
    expect(decidePlayback(schedule, 20)).toEqual({ action: 'play', nextBoundary: 29.75 });
    expect(decidePlayback(schedule, 31.25)).toEqual({ action: 'play', nextBoundary: null });
  });

  it('jumps out of a cut to its end', () => {
    expect(decidePlayback(schedule, 10)).toEqual({ action: 'jump', to: 20, nextBoundary: 20 });
    expect(decidePlayback(schedule, 19.99)).toEqual({ action: 'jump', to: 20, nextBoundary: 20 });
  });

  it('mutes until the mute ends', () => {
    expect(decidePlayback(schedule, 30)).toEqual({ action: 'mute', nextBoundary: 31.25 });
  });

  it('agrees with a scan of the plan at any time (property)', () => {
    fc.assert(
      fc.property(tagsArb(40, 120), time(130), (tags, t) => {
        const p = buildEditPlan(tags);
        const decision = decidePlayback(createPlaybackSchedule(p), t);
        const cut = p.cuts.find((r) => r.start <= t && t < r.end);
        const mute = p.mutes.find((r) => r.start <= t && t < r.end);
        const next = [...p.cuts, ...p.mutes].map((r) => r.start).filter((s) => s > t);
        if (cut) expect(decision).toEqual({ action: 'jump', to: cut.end, nextBoundary: cut.end });
        else if (mute) expect(decision).toEqual({ action: 'mute', nextBoundary: mute.end });
        else expect(decision).toEqual({ action: 'play', nextBoundary: next.length ? Math.min(...next) : null });
      }),
    );
  });
});
