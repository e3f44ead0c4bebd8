import { FrameTiming, LEAD_MAX_FRAMES } from './frame-timing';

/** Frames at 25 fps, each callback `lateMs` after its frame's display time. */
function feed(timing: FrameTiming, count: number, { lateMs = -16, skip = 1 } = {}) {
  for (let i = 0; i < count; i++) {
    const at = 100_000 + i * 40 * skip;
    timing.learn({ mediaTime: (i * skip) / 25, presentedFrames: 1 + i * skip, callbackAt: at, expectedDisplayTime: at - lateMs }, false);
  }
}

describe('FrameTiming', () => {
  it('learns the frame duration from the smallest step', () => {
    const timing = new FrameTiming();
    feed(timing, 5);
    expect(timing.frameDuration).toBeCloseTo(0.04, 9);
  });

  it('leads by one frame (the last before the cut) when callbacks come on time, at 1x and 1.5x', () => {
    const timing = new FrameTiming();
    feed(timing, 10);
    expect(timing.leadFrames(1)).toBe(1);
    expect(timing.leadFrames(1.5)).toBe(1);
  });

  it('leads by more when callbacks come late or skip frames, never beyond the maximum', () => {
    const late = new FrameTiming();
    feed(late, 10, { lateMs: 30 });
    expect(late.leadFrames(1)).toBe(2);
    const skipping = new FrameTiming();
    feed(skipping, 10, { skip: 3 });
    expect(skipping.leadFrames(1)).toBe(3);
    const stalled = new FrameTiming();
    feed(stalled, 3, { lateMs: 5_000 });
    expect(stalled.leadFrames(1)).toBe(LEAD_MAX_FRAMES);
  });

  it('forgets lateness after a second of frames on time', () => {
    const timing = new FrameTiming();
    feed(timing, 3, { lateMs: 30 });
    expect(timing.leadFrames()).toBe(2);
    feed(timing, 25);
    expect(timing.leadFrames()).toBe(1);
  });

  it('without display times leads by two frames', () => {
    const timing = new FrameTiming();
    timing.learn({ mediaTime: 0, presentedFrames: 1 }, false);
    expect(timing.leadFrames()).toBe(2);
  });
});
