/**
 * How the page keeps up with the video, learnt from frame callbacks (docs/decisions/0047, 0075): the frame duration,
 * how late the current callback runs against the time its frame is displayed, and the longest recent wait between
 * two callbacks. From these, how many frames before a cut the jump over it must start so that no frame of the cut is
 * shown: a callback may wait for the next one only if, even after the longest recent wait, the seek started then
 * still takes effect before the cut's first frame is displayed. On time that is the last frame before the cut (no
 * picture lost, at most one frame of sound); a page that stalls jumps as much earlier as it stalls.
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

export interface FrameTimingSample {
  mediaTime: number;
  /** performance.now() when the callback ran, and the frame's expected display time (requestVideoFrameCallback). */
  callbackAt?: number;
  expectedDisplayTime?: number;
}

export class FrameTiming {
  private frameS: number | null = null;
  private lastMediaTime: number | null = null;
  private lastCallbackAt: number | null = null;
  /** Seconds between consecutive callbacks of uninterrupted playback, most recent last. */
  private gaps: number[] = [];
  /** Seconds the latest callback ran after its frame's expected display time (negative: before); null unknown. */
  private lateness: number | null = null;

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
  }

  /** One frame callback. `seeking`: the frame belongs to a seek, whose steps say nothing of playback. */
  learn(sample: FrameTimingSample, seeking: boolean): void {
    const lastTime = this.lastMediaTime;
    const lastAt = this.lastCallbackAt;
    const known = sample.callbackAt !== undefined && sample.expectedDisplayTime !== undefined && sample.expectedDisplayTime > 0;
    this.lateness = known ? (sample.callbackAt! - sample.expectedDisplayTime!) / 1000 : null;
    if (seeking) return this.reset();
    this.lastMediaTime = sample.mediaTime;
    this.lastCallbackAt = sample.callbackAt ?? null;
    if (lastTime !== null) {
      const delta = sample.mediaTime - lastTime;
      // The smallest step between presented frames is one frame (a dropped frame makes a bigger one).
      if (delta > 1 / 121 && delta < 0.101 && (this.frameS === null || delta < this.frameS - 1e-4)) this.frameS = delta;
    }
    if (lastAt !== null && sample.callbackAt !== undefined && sample.callbackAt > lastAt) {
      this.gaps.push((sample.callbackAt - lastAt) / 1000);
      if (this.gaps.length > TIMING_MEMORY) this.gaps.shift();
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
}
