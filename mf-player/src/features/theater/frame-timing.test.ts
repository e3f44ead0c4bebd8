import { FrameTiming, LEAD_MAX_S } from './frame-timing';

/** Frames at 25 fps, a callback every `everyMs`, each `lateMs` after its frame's display time. */
function feed(timing: FrameTiming, count: number, { lateMs = -16, everyMs = 40, from = 100_000 } = {}) {
  for (let i = 0; i < count; i++) {
    const at = from + i * everyMs;
    timing.learn({ mediaTime: (i * everyMs) / 1000, callbackAt: at, expectedDisplayTime: at - lateMs }, false);
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
    const faster = new FrameTiming();
    faster.setFrameRate(25);
    feed(faster, 10, { everyMs: 33 });
    expect(faster.leadFrames(1.5)).toBe(1);
  });

  it('leads by as much as the page stalls or runs late, never beyond a second of wall time', () => {
    const late = new FrameTiming();
    feed(late, 10, { lateMs: 30 });
    expect(late.leadFrames(1)).toBe(2);
    const stalling = new FrameTiming();
    stalling.setFrameRate(25);
    feed(stalling, 5);
    feed(stalling, 2, { everyMs: 190, from: 100_200 });
    // A 190 ms wait at 1.5x: (−16 + 190 + 25) ms over 26.7 ms frames.
    expect(stalling.leadFrames(1.5)).toBe(7);
    const frozen = new FrameTiming();
    frozen.setFrameRate(25);
    feed(frozen, 3, { lateMs: 5_000 });
    expect(frozen.leadFrames(1)).toBe(LEAD_MAX_S * 25);
    // A second of wall time at 8x is 8 s of the title.
    expect(frozen.leadFrames(8)).toBe(LEAD_MAX_S * 25 * 8);
  });

  it('forgets a stall after a second of callbacks on time, and a pause is no stall', () => {
    const timing = new FrameTiming();
    feed(timing, 2, { everyMs: 300 });
    expect(timing.leadFrames()).toBeGreaterThan(5);
    feed(timing, 30, { from: 101_000 });
    expect(timing.leadFrames()).toBe(1);
    timing.reset();
    feed(timing, 1, { from: 110_000 });
    expect(timing.leadFrames()).toBe(1);
  });

  it('without display times leads by more', () => {
    const timing = new FrameTiming();
    timing.learn({ mediaTime: 0 }, false);
    expect(timing.leadFrames()).toBe(3);
  });
});
