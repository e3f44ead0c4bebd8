import { FrameTiming, LEAD_MAX_S, SEEK_TAKES_S, SOUND_LEAD_AIM_S, SOUND_LEAD_MAX_S, TIMER_GUARD_MIN_S } from './frame-timing';

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

describe('FrameTiming: when to jump within the lead (issue 20: at most a frame of picture and 50 ms of sound)', () => {
  /**
   * Chromium-like playback at `rate` of a 25 fps stream on a 60 Hz display: each frame is displayed on the first
   * refresh at or after its time; its callback runs `callbackMs` before that (16 ms on time) plus `jitterMs` on
   * every other frame; the element's currentTime then is the audio clock, at the callback's wall time. `steps`: the
   * callbacks also give their rendering step's time (`heldMs` before the callback) and the presented frames' count;
   * `holdEvery`: the compositor holds every n-th frame a refresh longer (callback and display a refresh later).
   */
  function chromium(rate: number, { callbackMs = 16, jitterMs = 0, frames = 20, cut = 45, steps = false, heldMs = 1, holdEvery = 0 } = {}) {
    const timing = new FrameTiming();
    timing.setFrameRate(25);
    const refresh = 1000 / 60;
    const start = cut - frames * 0.04;
    const wallOf = (media: number) => 100_000 + ((media - start) / rate) * 1000;
    /** The element's currentTime (the audio clock) at a wall time. */
    const positionAt = (wall: number) => start + ((wall - 100_000) / 1000) * rate;
    const callbacks: { now: number; currentTime: number; mediaTime: number; shown: number }[] = [];
    for (let i = 0; i < frames; i++) {
      const mediaTime = Math.round((start + i * 0.04) * 1000) / 1000;
      const held = holdEvery && i % holdEvery === holdEvery - 1 && i < frames - 1 ? refresh : 0;
      const shown = Math.ceil(wallOf(mediaTime) / refresh - 1e-9) * refresh + held;
      const now = shown - callbackMs + (i % 2 ? jitterMs : 0);
      callbacks.push({ now, currentTime: positionAt(now), mediaTime, shown });
    }
    let learnt = 0;
    /** Learns the frames up to the i-th (callbacks in order). */
    const upTo = (i: number) => {
      for (; learnt <= i; learnt++) {
        const c = callbacks[learnt];
        const stepTimes = steps ? { renderingAt: c.now - heldMs, presentedFrames: learnt + 1 } : {};
        timing.learn({ mediaTime: c.mediaTime, callbackAt: c.now, expectedDisplayTime: c.shown, ...stepTimes }, false, rate);
      }
      return callbacks[i];
    };
    /**
     * The player's timed jump: each of the last `frames` callbacks before the cut times it again, until the timer
     * fires first. When the seek starts (wall ms).
     */
    const jumpAt = (frames = 2) => {
      let fire = Infinity;
      for (let i = callbacks.length - frames; i < callbacks.length; i++) {
        if (callbacks[i].now >= fire) break;
        const c = upTo(i);
        fire = c.now + timing.jumpDelay(cut, c.currentTime, c.now, rate) * 1000;
      }
      return fire;
    };
    /** When the cut's first frame is displayed (the first refresh at or after its time). */
    const cutShown = Math.ceil(wallOf(cut) / refresh - 1e-9) * refresh;
    const last = () => upTo(callbacks.length - 1);
    return { timing, callbacks, jumpAt, positionAt, cutShown, last };
  }

  it.each([1, 1.5])(
    'on time at %sx: skips at most 50 ms of the title and a frame of picture, and starts the seek in time',
    (rate) => {
      const { jumpAt, positionAt, callbacks, cutShown } = chromium(rate);
      const fire = jumpAt();
      const skipped = 45 - positionAt(fire);
      expect(skipped).toBeLessThanOrEqual(SOUND_LEAD_MAX_S + 1e-9);
      expect(skipped).toBeGreaterThan(0);
      // The seek starts at least the seek's own time and the guard before the cut's first frame shows.
      expect(cutShown - fire).toBeGreaterThanOrEqual((SEEK_TAKES_S + TIMER_GUARD_MIN_S) * 1000 - 1e-6);
      // The frame two before the cut has been displayed: at most one frame of picture is lost.
      expect(callbacks[callbacks.length - 2].shown).toBeLessThanOrEqual(fire);
    },
  );

  it('at 1x skips SOUND_LEAD_AIM_S: the jump is timed after the last callback before the cut, not made on it', () => {
    const { jumpAt, positionAt, callbacks } = chromium(1);
    const fire = jumpAt();
    expect(45 - positionAt(fire)).toBeCloseTo(SOUND_LEAD_AIM_S, 6);
    expect(fire).toBeGreaterThan(callbacks[callbacks.length - 1].now);
  });

  it.each([1, 1.5])(
    'at %sx, a compositor holding frames a refresh longer (no frame missed) moves the jump no earlier when the steps are known',
    (rate) => {
      const known = chromium(rate, { steps: true, holdEvery: 3 });
      const fire = known.jumpAt();
      expect(known.timing.guard(rate)).toBe(TIMER_GUARD_MIN_S);
      expect(45 - known.positionAt(fire)).toBeLessThanOrEqual(SOUND_LEAD_MAX_S + 1e-9);
      expect(known.cutShown - fire).toBeGreaterThanOrEqual((SEEK_TAKES_S + TIMER_GUARD_MIN_S) * 1000 - 1e-6);
      // Without the steps' times the longer waits count as stalls: the guard grows and the jump comes earlier.
      const blind = chromium(rate, { holdEvery: 3 });
      expect(blind.timing.guard(rate)).toBeGreaterThan(TIMER_GUARD_MIN_S);
      expect(blind.jumpAt()).toBeLessThan(fire);
    },
  );

  it('a main thread held at its rendering steps, or missing frames, guards by as long', () => {
    const busy = chromium(1, { steps: true, heldMs: 30 });
    busy.last();
    expect(busy.timing.guard()).toBeCloseTo(0.03, 6);
    const missing = new FrameTiming();
    missing.setFrameRate(25);
    const at = [100_000, 100_040, 100_080, 100_230, 100_270];
    const presented = [1, 2, 3, 7, 8];
    at.forEach((callbackAt, i) => missing.learn({ mediaTime: 44 + (presented[i] - 1) * 0.04, callbackAt, expectedDisplayTime: callbackAt, renderingAt: callbackAt - 1, presentedFrames: presented[i] }, false));
    // 150 ms between two callbacks with three frames presented unseen: held 77 ms beyond the frame and the two
    // refreshes the compositor may hold one.
    expect(missing.guard()).toBeCloseTo(0.15 - 0.04 - 2 / 60, 6);
  });

  it('jumps at once when the callbacks jitter by more than the time left (the timer could come too late)', () => {
    const { timing, last } = chromium(1.5, { jitterMs: 30 });
    const c = last();
    expect(timing.guard()).toBeCloseTo(0.03, 6);
    expect(timing.jumpDelay(45, c.currentTime, c.now, 1.5)).toBe(0);
  });

  it('jumps at once without display times, after a reset (seek, pause) and at another rate than learnt', () => {
    const { timing, last } = chromium(1);
    const c = last();
    expect(timing.jumpDelay(45, c.currentTime, c.now, 1)).toBeGreaterThan(0);
    expect(timing.jumpDelay(45, c.currentTime, c.now, 1.5)).toBe(0);
    timing.reset();
    expect(timing.jumpDelay(45, c.currentTime, c.now, 1)).toBe(0);
    const blind = new FrameTiming();
    for (let i = 0; i < 10; i++) blind.learn({ mediaTime: 44 + i * 0.04, callbackAt: 100_000 + i * 40 }, false);
    expect(blind.jumpDelay(45, 44.36, 100_360)).toBe(0);
  });

  it('never waits past the deadline, however far the position is from the cut', () => {
    const { timing, last, cutShown } = chromium(1, { frames: 10 });
    const c = last();
    const delay = timing.jumpDelay(45, c.currentTime - 0.5, c.now, 1);
    expect(c.now + delay * 1000).toBeCloseTo(timing.jumpDeadline(45, 1)!, 6);
    expect(cutShown - (c.now + delay * 1000)).toBeGreaterThanOrEqual((SEEK_TAKES_S + TIMER_GUARD_MIN_S) * 1000 - 1e-6);
  });
});

