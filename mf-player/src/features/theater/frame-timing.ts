/**
 * How the page keeps up with the video, learnt from frame callbacks (docs/decisions/0047, 0075): the frame duration,
 * whether callbacks skip presented frames (a busy page coalesces them), and how late they run against the time the
 * frame is displayed. From these, how many frames before a cut the jump over it must start so that no frame of the
 * cut is shown: on the last frame before the cut when callbacks come on time (no picture lost, at most one frame of
 * sound), a frame earlier when they come late, as many as they skip when they skip.
 */

/** Frames before a cut at which the jump starts when callbacks come on time: the last frame before it. */
export const LEAD_FRAMES = 1;
/** The most frames before a cut the jump ever starts (about a second at 25 fps). */
export const LEAD_MAX_FRAMES = 25;
/**
 * Time a seek needs to stop the next frame from being displayed: the compositor picks a frame about one display
 * refresh (16.7 ms) before it shows it, and the seek reaches the media pipeline a few ms after it is asked for.
 */
export const SEEK_TAKES_S = 0.025;
/** How many recent frame callbacks the skips and lateness are taken over (a second at 25 fps). */
export const TIMING_MEMORY = 25;
const DEFAULT_FRAME_S = 1 / 30;

export interface FrameTimingSample {
  mediaTime: number;
  presentedFrames?: number;
  /** performance.now() when the callback ran, and the frame's expected display time (requestVideoFrameCallback). */
  callbackAt?: number;
  expectedDisplayTime?: number;
}

export class FrameTiming {
  private frameS: number | null = null;
  private lastMediaTime: number | null = null;
  private lastPresented: number | null = null;
  private skips: number[] = [];
  /** Seconds each recent callback ran after its frame's expected display time (negative: before it); null unknown. */
  private lateness: (number | null)[] = [];

  get frameDuration(): number {
    return this.frameS ?? DEFAULT_FRAME_S;
  }

  /** The stream's frame rate, when the manifest says it. */
  setFrameRate(fps: number | null | undefined): void {
    if (fps && fps > 0 && Number.isFinite(fps)) this.frameS = 1 / fps;
  }

  /** After a seek: the next frame's step and count start afresh (the recent skips and lateness are kept). */
  reset(): void {
    this.lastMediaTime = null;
    this.lastPresented = null;
  }

  /** One frame callback. `seeking`: the frame belongs to a seek, whose steps say nothing of playback. */
  learn(sample: FrameTimingSample, seeking: boolean): void {
    const lastTime = this.lastMediaTime;
    const lastPresented = this.lastPresented;
    this.lastMediaTime = sample.mediaTime;
    this.lastPresented = sample.presentedFrames ?? null;
    if (seeking) return;
    if (lastTime !== null) {
      const delta = sample.mediaTime - lastTime;
      // The smallest step between presented frames is one frame (a dropped frame makes a bigger one).
      if (delta > 1 / 121 && delta < 0.101 && (this.frameS === null || delta < this.frameS - 1e-4)) this.frameS = delta;
    }
    if (sample.presentedFrames !== undefined && lastPresented !== null && sample.presentedFrames > lastPresented) {
      remember(this.skips, sample.presentedFrames - lastPresented);
    }
    const known = sample.callbackAt !== undefined && sample.expectedDisplayTime !== undefined && sample.expectedDisplayTime > 0;
    remember(this.lateness, known ? (sample.callbackAt! - sample.expectedDisplayTime!) / 1000 : null);
  }

  /**
   * How many frames before a cut's start the jump starts at `rate`: jump on a frame whose start is at most this
   * many frame durations before the cut. 1 is the last frame before the cut.
   */
  leadFrames(rate = 1): number {
    const skip = Math.max(1, ...this.skips);
    const period = this.frameDuration / (rate > 0 ? rate : 1);
    // Unknown lateness (no display times): one frame earlier, as for a late page.
    const late = this.lateness.some((l) => l === null) || !this.lateness.length ? period : Math.max(...(this.lateness as number[]));
    // Jumping on frame k before the cut leaves k periods minus the callback's lateness for the seek to take.
    let lead = Math.max(LEAD_FRAMES, skip);
    while (lead * period - late < SEEK_TAKES_S && lead < LEAD_MAX_FRAMES) lead += 1;
    return Math.min(LEAD_MAX_FRAMES, lead);
  }
}

function remember<T>(list: T[], value: T): void {
  list.push(value);
  if (list.length > TIMING_MEMORY) list.shift();
}
