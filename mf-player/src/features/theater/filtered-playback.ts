/**
 * Filtered playback: applies the edit plan to a playing video frame by frame (001 §4, docs/decisions/0007, 0047,
 * 0075). Decisions are driven by requestVideoFrameCallback, not timeupdate (a few times a second): on every
 * presented frame it
 * - jumps over a cut before the cut's first frame can be presented: within the lead (the last frame before the cut
 *   when frame callbacks come on time, earlier when they come late or the page stalls), timed to skip at most
 *   SOUND_LEAD_AIM_S of the title when the page keeps up (frame-timing.ts, docs/decisions/0096); to the first frame
 *   at or after the cut's end;
 * - plans the filter mute with Web Audio, to the sample (sound-plan.ts), and plans it again whenever the sound
 *   starts or stops: play, playing, seeked, ratechange, and silent while paused or stalled, so a pause can never
 *   leave an unmute scheduled that fires inside a mute;
 * - shows the caption of the frame's time, never one that overlaps a mute or a cut.
 * A seek that lands inside a cut, or within one frame of its start (the viewer's, or any other), goes on to the
 * cut's end before a frame of it shows: every write of the element's currentTime is checked before the element
 * starts it (seek-guard.ts), and a seek that bypasses the setter is sent on at its 'seeking' event. The viewer's
 * seeks go through `seek`: one at a time, the last one wins.
 * Framework-free: the player session owns one and feeds it the video, the plan and the captions.
 */
import { createPlaybackSchedule, createTimeline, cutAt, decidePlayback, type EditPlan, type PlaybackSchedule, type Timeline } from '@sift/filter-engine';
import type { AudioFilter } from './audio-filter';
import { CaptionTrack, type Cue } from './captions';
import { FrameTiming, frameStartAtOrAfter } from './frame-timing';
import { guardSeeks } from './seek-guard';
import { SeekQueue } from './seek-queue';
import { HOLD_SILENT, planSound, silenceSchedule } from './sound-plan';

/**
 * After a seek the sound stays silent this long: the element may still hand the audio graph a few milliseconds
 * decoded before the seek (measured: 9 ms of a cut's first sound after a jump over it).
 */
export const SEEK_SETTLE_S = 0.1;
/** A timer backs up frame callbacks for a coming cut only this far ahead (seconds of wall time). */
const JUMP_TIMER_AHEAD_S = 1;

export type FrameVideo = Pick<
  HTMLVideoElement,
  'currentTime' | 'playbackRate' | 'paused' | 'seeking' | 'addEventListener' | 'removeEventListener'
> & {
  requestVideoFrameCallback?: HTMLVideoElement['requestVideoFrameCallback'];
  cancelVideoFrameCallback?: HTMLVideoElement['cancelVideoFrameCallback'];
};

export interface FilteredPlaybackOptions {
  video: FrameVideo;
  audio: AudioFilter;
  plan: EditPlan;
  /** Media duration in seconds (the stream's runtime). */
  duration: number;
  onCaption?: (text: string | null) => void;
  /** Wall clock in ms (tests pass a fake one); performance.now by default. */
  now?: () => number;
}

/** The element's events after which the sound starts, stops or changes speed: the sound is planned again. */
const REPLAN_EVENTS = ['play', 'playing', 'pause', 'waiting', 'ratechange'] as const;

export class FilteredPlayback {
  private schedule: PlaybackSchedule;
  private silence: PlaybackSchedule;
  private timelineValue: Timeline;
  private readonly captions: CaptionTrack;
  private readonly timing = new FrameTiming();
  private readonly seeks: SeekQueue;
  private jumpingTo: number | null = null;
  private stalled = false;
  private callbackId: number | null = null;
  private rafId: number | null = null;
  private running = false;
  /** Wall-clock ms until which the sound stays silent after a seek. */
  private settleUntil = 0;
  /** The second trigger of the next jump: a timer, in case frame callbacks come late. */
  private jumpTimer: ReturnType<typeof setTimeout> | undefined;
  /** Gives the element its own currentTime setter back (while running, every seek passes `vetSeek`). */
  private unguardSeeks: (() => void) | null = null;

  constructor(private readonly options: FilteredPlaybackOptions) {
    this.schedule = createPlaybackSchedule(options.plan);
    this.silence = silenceSchedule(options.plan);
    this.timelineValue = createTimeline(options.plan, options.duration);
    this.captions = new CaptionTrack(options.onCaption);
    this.captions.setHidden([...options.plan.cuts, ...options.plan.mutes]);
    this.seeks = new SeekQueue(options.video, (t) => {
      this.options.video.currentTime = this.vetSeek(t);
    });
  }

  /**
   * Where a seek to t must go, checked before the element starts it (any seek: the viewer's, a jump, the streaming
   * library's, a script's). Silent from that moment: the element may start delivering the new position's sound
   * before its 'seeking' event reaches the page (measured: 19 ms of a muted word after a click on the seek bar).
   * A target inside a cut, or within a frame of its start, goes to the cut's end from the start: redirecting at the
   * 'seeking' event comes after the element may already have shown the target's frames (seen on a busy page).
   */
  private readonly vetSeek = (t: number): number => {
    this.options.audio.plan(HOLD_SILENT.mutedNow, HOLD_SILENT.changes);
    const cut = this.cutForSeek(t);
    return cut ? this.frameStartAtOrAfter(cut.end) : t;
  };

  private wallNow(): number {
    return this.options.now?.() ?? performance.now();
  }

  get timeline(): Timeline {
    return this.timelineValue;
  }

  get frameDuration(): number {
    return this.timing.frameDuration;
  }

  /** Frames before a cut at which the jump over it starts now (1: on the last frame before it). */
  get leadFrames(): number {
    return this.timing.leadFrames(this.options.video.playbackRate);
  }

  /** Where the viewer is headed: a seek waiting to run, else the element's position. Skips count from here. */
  get position(): number {
    return this.seeks.target;
  }

  /** The new plan (the viewer saved filters); takes effect at once. */
  setPlan(plan: EditPlan, duration = this.options.duration): void {
    this.schedule = createPlaybackSchedule(plan);
    this.silence = silenceSchedule(plan);
    this.timelineValue = createTimeline(plan, duration);
    this.captions.setHidden([...plan.cuts, ...plan.mutes]);
    if (this.running) this.planAudio();
  }

  setCues(cues: readonly Cue[]): void {
    this.captions.setCues(cues);
    this.updateCaption(this.options.video.currentTime);
  }

  setCaptionsOn(on: boolean): void {
    this.captions.setOn(on);
    this.updateCaption(this.options.video.currentTime);
  }

  /** The stream's frame rate (the DASH representation's), when known: seek targets land on frame starts. */
  setFrameRate(fps: number | null | undefined): void {
    this.timing.setFrameRate(fps);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unguardSeeks = guardSeeks(this.options.video, this.vetSeek);
    for (const [type, listener] of this.listeners) this.options.video.addEventListener(type, listener);
    this.planAudio();
    this.requestFrame();
  }

  stop(): void {
    this.running = false;
    this.unguardSeeks?.();
    this.unguardSeeks = null;
    const video = this.options.video;
    for (const [type, listener] of this.listeners) video.removeEventListener(type, listener);
    clearTimeout(this.jumpTimer);
    this.seeks.clear();
    if (this.callbackId !== null) video.cancelVideoFrameCallback?.(this.callbackId);
    if (this.rafId !== null) cancelAnimationFrame(this.rafId);
    this.callbackId = null;
    this.rafId = null;
  }

  /**
   * The viewer's seek to original time t (already mapped through the timeline). While a seek or a jump runs it
   * waits, and a later one replaces it.
   */
  seek(t: number): void {
    this.seeks.request(t, this.jumpingTo !== null);
  }

  /** The first frame start at or after t, nudged into that frame. */
  frameStartAtOrAfter(t: number): number {
    return frameStartAtOrAfter(t, this.frameDuration);
  }

  /** The cut a seek to t must not show: the one containing t, or one starting within a frame after t. */
  cutForSeek(t: number) {
    const inside = cutAt(this.timelineValue, t);
    if (inside) return inside;
    const ahead = cutAt(this.timelineValue, t + this.frameDuration);
    return ahead && ahead.start > t ? ahead : undefined;
  }

  /**
   * Handles one presented frame: requestVideoFrameCallback's mediaTime, presentedFrames and expectedDisplayTime, and
   * its rendering step's time `renderingAt` (or currentTime alone without them).
   */
  onFrame(mediaTime: number, metadata: { presentedFrames?: number; expectedDisplayTime?: number } = {}, renderingAt?: number): void {
    const seeking = this.options.video.seeking;
    // A frame presented while playing: the element plays, whether or not 'playing' has been fired yet.
    if (!seeking && !this.options.video.paused) this.stalled = false;
    const { expectedDisplayTime, presentedFrames } = metadata;
    this.timing.learn({ mediaTime, expectedDisplayTime, presentedFrames, renderingAt, callbackAt: this.wallNow() }, seeking, this.options.video.playbackRate || 1);
    if (!seeking && this.jumpingTo === null) this.decide(mediaTime);
    this.updateCaption(mediaTime);
  }

  private requestFrame(): void {
    if (!this.running) return;
    const video = this.options.video;
    if (video.requestVideoFrameCallback) {
      this.callbackId = video.requestVideoFrameCallback((now, metadata) => {
        this.callbackId = null;
        this.onFrame(metadata.mediaTime, metadata, now);
        this.requestFrame();
      });
    } else {
      this.rafId = requestAnimationFrame(() => {
        this.rafId = null;
        if (!video.paused) this.onFrame(video.currentTime);
        this.requestFrame();
      });
    }
  }

  /** At media time t while playing: jump if t is in a cut or the next cut is within the lead, else plan the sound. */
  private decide(t: number): void {
    const decision = decidePlayback(this.schedule, t);
    if (decision.action === 'jump') return this.jump(decision.to);
    const next = decision.nextBoundary === null ? null : decidePlayback(this.schedule, decision.nextBoundary);
    if (next?.action === 'jump') {
      const cutStart = decision.nextBoundary!;
      // Within the lead of the cut (the next callback could come too late), and a frame before it: the jump is timed
      // to skip SOUND_LEAD_AIM_S of the title, sooner if the cut's first frame could show (frame-timing.ts). When it
      // cannot be timed (no display times, or its deadline has passed), within the lead it is made now, and a frame
      // before the lead the next callback decides (a timer backs it up): never earlier than the lead alone says.
      const left = cutStart - t;
      const lead = this.leadFrames * this.frameDuration;
      const timed = left <= lead + this.frameDuration + 1e-6 ? this.timeJump(cutStart, next.to) : 'unknown';
      if (timed !== 'timed') {
        if (left <= lead + 1e-6) return this.jump(next.to);
        this.armJumpTimer(cutStart);
      }
    }
    this.planAudio();
  }

  /**
   * Times the jump over the cut at `cutStart` (frame-timing.ts `jumpDelay`): 'now' if it must be made now,
   * 'unknown' without display times. The timer replaces any other; a frame callback that comes first times it
   * again (or jumps); a pause, a seek or a stall stops it.
   */
  private timeJump(cutStart: number, to: number): 'now' | 'timed' | 'unknown' {
    const video = this.options.video;
    const rate = video.playbackRate || 1;
    if (this.timing.jumpDeadline(cutStart, rate) === null) return 'unknown';
    const delay = this.timing.jumpDelay(cutStart, video.currentTime, this.wallNow(), rate);
    if (delay < 0.001) return 'now';
    clearTimeout(this.jumpTimer);
    this.jumpTimer = setTimeout(() => {
      if (!this.running || video.paused || video.seeking || this.stalled || this.jumpingTo !== null || video.currentTime >= to) return;
      this.jump(to);
      // Whole ms, rounded down (as browsers truncate a timer's delay): never later than the deadline.
    }, Math.floor(delay * 1000));
    return 'timed';
  }

  /**
   * A timer that jumps at the lead before the coming cut if no frame callback did so first: on a busy page
   * rendering (and with it the frame callbacks) can be put off while tasks such as timers still run.
   */
  private armJumpTimer(cutStart: number): void {
    clearTimeout(this.jumpTimer);
    const video = this.options.video;
    const rate = video.playbackRate || 1;
    const lead = this.leadFrames * this.frameDuration;
    const inSeconds = (cutStart - lead - video.currentTime) / rate;
    if (video.paused || inSeconds > JUMP_TIMER_AHEAD_S) return;
    this.jumpTimer = setTimeout(() => {
      if (!this.running || video.paused || video.seeking || this.jumpingTo !== null) return;
      const t = video.currentTime;
      const decision = decidePlayback(this.schedule, t);
      if (decision.action === 'jump') return this.jump(decision.to);
      if (decision.nextBoundary !== null && decision.nextBoundary - t <= this.leadFrames * this.frameDuration + 1e-6) {
        const next = decidePlayback(this.schedule, decision.nextBoundary);
        if (next.action === 'jump') this.jump(next.to);
      }
    }, Math.max(0, inSeconds * 1000));
  }

  /**
   * Plans the filter gain from the sound entering the audio graph now (currentTime: see audio-filter.ts). Silent
   * while nothing plays (paused, stalled, seeking), so the sound starts silent wherever it resumes, until planned.
   */
  private planAudio(): void {
    const video = this.options.video;
    if (video.paused || video.seeking || this.stalled || this.jumpingTo !== null) {
      this.options.audio.plan(HOLD_SILENT.mutedNow, HOLD_SILENT.changes);
      return;
    }
    const settle = Math.max(0, (this.settleUntil - this.wallNow()) / 1000);
    const plan = planSound(this.silence, video.currentTime, video.playbackRate || 1, settle);
    this.options.audio.plan(plan.mutedNow, plan.changes);
  }

  private jump(to: number): void {
    clearTimeout(this.jumpTimer);
    const target = this.frameStartAtOrAfter(to);
    this.jumpingTo = target;
    // Silent through the jump: nothing of the cut may be heard while the seek completes.
    this.options.audio.plan(HOLD_SILENT.mutedNow, HOLD_SILENT.changes);
    this.options.video.currentTime = target;
    this.updateCaption(target);
  }

  private readonly onSoundEvent = (event: Event) => {
    // The wait across a pause, a stall or a change of rate says nothing of how the page keeps up.
    if (event.type !== 'playing') this.timing.reset();
    if (event.type === 'waiting') this.stalled = true;
    if (event.type === 'playing' || event.type === 'pause') this.stalled = false;
    if (event.type === 'pause') clearTimeout(this.jumpTimer);
    const video = this.options.video;
    // Starting again (or at another speed): jump now if a cut is within the lead, else plan the sound from here.
    if (!video.paused && !video.seeking && this.jumpingTo === null && !this.stalled) this.decide(video.currentTime);
    else this.planAudio();
  };

  private readonly onSeeking = () => {
    // A jump timed for the old position is void (the new one is decided on its frames).
    clearTimeout(this.jumpTimer);
    const t = this.options.video.currentTime;
    const cut = this.cutForSeek(t);
    if (cut) {
      this.jump(cut.end);
      return;
    }
    this.options.audio.plan(HOLD_SILENT.mutedNow, HOLD_SILENT.changes);
    this.timing.reset();
    this.updateCaption(t);
  };

  private readonly onSeeked = () => {
    this.jumpingTo = null;
    this.timing.reset();
    // A seek the viewer asked for while this one ran goes now.
    if (this.seeks.next()) return;
    this.settleUntil = this.wallNow() + SEEK_SETTLE_S * 1000;
    const video = this.options.video;
    this.updateCaption(video.currentTime);
    if (!video.paused && !this.stalled) this.decide(video.currentTime);
    else this.planAudio();
  };

  private get listeners(): [string, EventListener][] {
    return [['seeking', this.onSeeking], ['seeked', this.onSeeked], ['emptied', this.onEmptied], ...REPLAN_EVENTS.map((type): [string, EventListener] => [type, this.onSoundEvent])];
  }

  /** A new source (another stream's media): no seek of the old one will finish. */
  private readonly onEmptied = () => {
    this.jumpingTo = null;
    this.seeks.clear();
    this.timing.reset();
    this.planAudio();
  };

  private updateCaption(t: number): void {
    this.captions.update(t, this.jumpingTo !== null);
  }
}
