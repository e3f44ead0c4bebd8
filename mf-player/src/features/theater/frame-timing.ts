/**
 * How the page keeps up with the video, learnt from frame callbacks (docs/decisions/0047, 0075): the frame duration,
 * how late the current callback runs against the time its frame is displayed, and the longest recent wait between
 * two callbacks. From these, how many frames before a cut the jump over it must start so that no frame of the cut is
 * shown: a callback may wait for the next one only if, even after the longest recent wait, the seek started then
 * still takes effect before the cut's first frame is displayed. On time that is the last frame before the cut (no
 * picture lost, at most one frame of sound); a page that stalls jumps as much earlier as it stalls.
 *
 * Within the lead the jump is not made on the frame callback itself but timed (`jumpDelay`, docs/decisions/0096): a
 * callback runs about a display refresh before its frame shows and frames come 27-40 ms apart, so jumping on the
 * callback skipped 60-120 ms of the title before the cut. The timer fires when the position is SOUND_LEAD_AIM_S
 * before the cut, or earlier if the seek would otherwise start less than SEEK_TAKES_S (and the callbacks' recent
 * jitter) before the cut's first frame can be displayed.
 */

/** The most the jump ever starts before a cut: a second of wall time (at 1x and 25 fps, 25 frames; more when faster). */
export const LEAD_MAX_S = 1;
/**
 * Time a seek needs to stop the next frame from being displayed: the compositor picks a frame about one display
 * refresh (16.7 ms) before it shows it, and the seek reaches the media pipeline a few ms after it is asked for.
 */
export const SEEK_TAKES_S = 0.025;
/** How many recent waits between frame callbacks the longest is taken over (a second at 25 fps). */
export const TIMING_MEMORY = 25;
const DEFAULT_FRAME_S = 1 / 30;
/** At most this much of the title is skipped before a cut when the page keeps up (issue 20: 50 ms of sound). */
export const SOUND_LEAD_MAX_S = 0.05;
/** What the timed jump aims to skip before the cut (a timer never fires early; a late one skips less). */
export const SOUND_LEAD_AIM_S = 0.04;
/**
 * The least a timer is allowed to come late by (the guard grows with how long the main thread is held: `guard`). An
 * idle page's timers came at most 2.8 ms late, and its frame callbacks at most 6.3 ms after their rendering step.
 */
export const TIMER_GUARD_MIN_S = 0.005;
/** A display refresh (60 Hz). */
const REFRESH_S = 1 / 60;
/** Frames (with display times) since the last seek, pause or change of rate before a jump may be timed. */
const ANCHOR_FRAMES_MIN = 3;

/** Seek targets go this far into the target frame, so float rounding never selects the frame before it. */
const FRAME_NUDGE_S = 0.001;

/** The first frame start at or after t (frames of `frame` seconds), nudged into that frame. */
export function frameStartAtOrAfter(t: number, frame: number): number {
  return Math.ceil(t / frame - 1e-6) * frame + FRAME_NUDGE_S;
}

export interface FrameTimingSample {
  mediaTime: number;
  /** performance.now() when the callback ran, and the frame's expected display time (requestVideoFrameCallback). */
  callbackAt?: number;
  expectedDisplayTime?: number;
  /** The rendering step's own time (the callback's first argument): the callback ran callbackAt - renderingAt after it. */
  renderingAt?: number;
  /** The element's count of presented frames (requestVideoFrameCallback's metadata): a step over 1 is a frame missed. */
  presentedFrames?: number;
}

export class FrameTiming {
  private frameS: number | null = null;
  private lastMediaTime: number | null = null;
  private lastCallbackAt: number | null = null;
  /** Seconds between consecutive callbacks of uninterrupted playback, most recent last. */
  private gaps: number[] = [];
  /** Seconds the latest callback ran after its frame's expected display time (negative: before); null unknown. */
  private lateness: number | null = null;
  /** Recent lateness values (seconds), most recent last: their spread is how late a timer may come. */
  private latenesses: number[] = [];
  /**
   * Per frame since the last reset (seeks, pauses and changes of rate break the line): its display time (s) less its
   * media time over the rate. The smallest is where frames show at the earliest (display refreshes quantise them).
   */
  private anchors: number[] = [];
  private anchorRate = 1;
  /**
   * Seconds the main thread was recently held from its rendering steps, most recent last: how late a callback ran
   * after its step began and, when callbacks missed presented frames, the wait between them beyond a frame and two
   * refreshes. Only known with the steps' times; without them the guard falls back on the waits and the lateness'
   * spread (docs/decisions/0136).
   */
  private held: number[] = [];
  private lastPresented: number | null = null;

  get frameDuration(): number {
    return this.frameS ?? DEFAULT_FRAME_S;
  }

  /** The stream's frame rate, when the manifest says it. */
  setFrameRate(fps: number | null | undefined): void {
    if (fps && fps > 0 && Number.isFinite(fps)) this.frameS = 1 / fps;
  }

  /** After a seek, a pause or a change of rate: the next callback's step and wait start afresh (the history stays). */
  reset(): void {
    this.lastMediaTime = null;
    this.lastCallbackAt = null;
    this.lastPresented = null;
    this.anchors = [];
  }

  /** One frame callback. `seeking`: the frame belongs to a seek, whose steps say nothing of playback. */
  learn(sample: FrameTimingSample, seeking: boolean, rate = 1): void {
    const lastTime = this.lastMediaTime;
    const lastAt = this.lastCallbackAt;
    const lastPresented = this.lastPresented;
    const known = sample.callbackAt !== undefined && sample.expectedDisplayTime !== undefined && sample.expectedDisplayTime > 0;
    this.lateness = known ? (sample.callbackAt! - sample.expectedDisplayTime!) / 1000 : null;
    if (seeking) return this.reset();
    if (known) {
      this.latenesses.push(this.lateness!);
      if (this.latenesses.length > TIMING_MEMORY) this.latenesses.shift();
      const speed = rate > 0 ? rate : 1;
      if (speed !== this.anchorRate) this.anchors = [];
      this.anchorRate = speed;
      this.anchors.push(sample.expectedDisplayTime! / 1000 - sample.mediaTime / speed);
      if (this.anchors.length > TIMING_MEMORY) this.anchors.shift();
    }
    this.lastMediaTime = sample.mediaTime;
    this.lastCallbackAt = sample.callbackAt ?? null;
    this.lastPresented = sample.presentedFrames ?? null;
    if (lastTime !== null) {
      const delta = sample.mediaTime - lastTime;
      // The smallest step between presented frames is one frame (a dropped frame makes a bigger one).
      if (delta > 1 / 121 && delta < 0.101 && (this.frameS === null || delta < this.frameS - 1e-4)) this.frameS = delta;
    }
    if (lastAt !== null && sample.callbackAt !== undefined && sample.callbackAt > lastAt) {
      this.gaps.push((sample.callbackAt - lastAt) / 1000);
      if (this.gaps.length > TIMING_MEMORY) this.gaps.shift();
    }
    // The first frame after a seek, a pause or a change of rate comes with the work of that change (the theater
    // renders its controls again): it says nothing of how the page keeps up, as its wait says nothing.
    if (lastAt !== null && sample.callbackAt !== undefined && sample.renderingAt !== undefined && sample.presentedFrames !== undefined) {
      let held = Math.max(0, sample.callbackAt - sample.renderingAt) / 1000;
      // Frames presented without a callback: the main thread may have missed rendering steps. The compositor alone
      // holds a frame up to two refreshes longer, or replaces one before it is shown (a 25 fps stream on a 60 Hz
      // display waits 17 to 67 ms between frames, which a timer does not feel): only a wait beyond that counts.
      if (lastPresented !== null && sample.presentedFrames - lastPresented > 1) {
        const beyond = (sample.callbackAt - lastAt) / 1000 - this.frameDuration / (rate > 0 ? rate : 1) - 2 * REFRESH_S;
        held = Math.max(held, beyond);
      }
      this.held.push(held);
      if (this.held.length > TIMING_MEMORY) this.held.shift();
    }
  }

  /**
   * How many frames before a cut's start the jump starts at `rate`: jump on a frame whose start is at most this many
   * frame durations before the cut (1: the last frame before it). Waiting for the next callback is safe only if
   * lateness + the longest recent wait + the seek's own time fit in the frames left before the cut's first frame.
   */
  leadFrames(rate = 1): number {
    const period = this.frameDuration / (rate > 0 ? rate : 1);
    // Unknown: as late as a frame, and a wait of two frames.
    const late = this.lateness ?? period;
    const wait = this.gaps.length ? Math.max(...this.gaps) : 2 * period;
    const frames = Math.ceil((late + wait + SEEK_TAKES_S) / period - 1e-9) - 1;
    return Math.min(Math.ceil(LEAD_MAX_S / period), Math.max(1, frames));
  }

  /**
   * The latest wall time (ms, performance.now) at which a seek over a cut starting at media time `cutStart` may
   * start, at `rate`: SEEK_TAKES_S and the guard before the earliest the cut's first frame can be displayed (the
   * earliest display line of the frames since the last reset). null without enough frames to tell.
   */
  jumpDeadline(cutStart: number, rate = 1): number | null {
    const speed = rate > 0 ? rate : 1;
    if (this.anchors.length < ANCHOR_FRAMES_MIN || speed !== this.anchorRate) return null;
    const shownAt = Math.min(...this.anchors) + cutStart / speed;
    return (shownAt - SEEK_TAKES_S - this.guard(speed)) * 1000;
  }

  /**
   * How late a timer may come (seconds), at least TIMER_GUARD_MIN_S. With the rendering steps' times: the longest the
   * main thread was recently held from one (a timer due then waits as long). Without them, on the safe side: the
   * spread of the recent callbacks' lateness, or the longest recent wait between callbacks beyond a frame at `rate`
   * (which also counts the compositor holding a frame: up to 27 ms at 1x, 40 ms at 1.5x for a 25 fps stream).
   */
  guard(rate = 1): number {
    if (this.held.length >= 2) return Math.max(TIMER_GUARD_MIN_S, ...this.held);
    if (this.latenesses.length < 2) return Math.max(TIMER_GUARD_MIN_S, 2 * this.frameDuration);
    const spread = Math.max(...this.latenesses) - Math.min(...this.latenesses);
    const cadence = this.frameDuration / (rate > 0 ? rate : 1);
    const stall = this.gaps.length ? Math.max(...this.gaps) - cadence : 0;
    return Math.max(TIMER_GUARD_MIN_S, spread, stall);
  }

  /**
   * Once the jump over a cut at `cutStart` is within the lead: seconds from now (`nowMs`, the element at
   * `currentTime`) at which to make it; 0: now. When the position is SOUND_LEAD_AIM_S before the cut, or at the
   * deadline if that comes first; now when the display times are unknown or the deadline has passed.
   */
  jumpDelay(cutStart: number, currentTime: number, nowMs: number, rate = 1): number {
    const speed = rate > 0 ? rate : 1;
    const deadline = this.jumpDeadline(cutStart, speed);
    if (deadline === null) return 0;
    const bySound = (cutStart - currentTime - SOUND_LEAD_AIM_S) / speed;
    return Math.max(0, Math.min(bySound, (deadline - nowMs) / 1000));
  }
}
