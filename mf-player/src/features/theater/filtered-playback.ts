/**
 * Filtered playback: applies the edit plan to a playing video frame by frame (001 §4, docs/decisions/0007).
 * Decisions are driven by requestVideoFrameCallback, not timeupdate (a few times a second): on every presented
 * frame it
 * - jumps over a cut before the cut's first frame can be presented: when the cut starts within the lookahead of
 *   the frame just shown (two frames, or more while a busy page makes callbacks skip frames), it seeks to the first
 *   frame at or after the cut's end;
 * - plans the filter mute with Web Audio, to the sample: the sound is silent from MUTE_EARLY_S before each mute
 *   to UNMUTE_LATE_S after it (and from MUTE_EARLY_S before each cut), so a mute is never late by more than a
 *   frame and never ends early (the edit plan's 0.25 s padding leaves room for both margins);
 * - shows the caption of the frame's time, never one that overlaps a mute or a cut.
 * A seek that lands inside a cut (the viewer's, or any other) goes on to the cut's end before a frame of it shows.
 * Framework-free: the player component owns one and feeds it the video, the plan and the captions.
 */
import { createPlaybackSchedule, createTimeline, cutAt, decidePlayback, uniteRanges, type EditPlan, type PlaybackSchedule, type Timeline } from '@sift/filter-engine';
import type { AudioFilter } from './audio-filter';
import { captionAt, showableCues, type Cue } from './captions';

/** Frames ahead of a cut at which the jump starts: a seek takes effect within a frame or two. */
export const LOOKAHEAD_FRAMES = 2;
/**
 * When the page is busy, frame callbacks come only every few frames (their presentedFrames skip): the jump then
 * starts as many frames ahead as the widest recent skip, plus one, up to this many frames.
 */
export const LOOKAHEAD_MAX_FRAMES = 25;
/** How many recent frame callbacks the skip is taken over. */
const SKIP_MEMORY = 50;
/** ...and never less than this (seconds). */
export const LOOKAHEAD_MIN_S = 0.06;
/** The mute is planned this long before its start is reached (seconds of the media). */
export const AUDIO_PLAN_WINDOW_S = 0.5;
/** A mute starts this much before the plan says, an unmute this much after: the padding makes room for both. */
export const MUTE_EARLY_S = 0.02;
export const UNMUTE_LATE_S = 0.05;
/**
 * After a seek the sound stays silent this long: the element may still hand the audio graph a few milliseconds
 * decoded before the seek (measured: 9 ms of a cut's first sound after a jump over it).
 */
export const SEEK_SETTLE_S = 0.1;
/** Seek targets go this far into the target frame, so float rounding never selects the frame before it. */
const FRAME_NUDGE_S = 0.001;
const DEFAULT_FRAME_S = 1 / 30;

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

/**
 * When the sound is silent: every mute from MUTE_EARLY_S before it to UNMUTE_LATE_S after it, and every cut from
 * MUTE_EARLY_S before it (nothing of a cut may be heard while the jump over it completes). One schedule, so
 * planning again on every frame never cuts a margin short.
 */
export function silenceSchedule(plan: EditPlan): PlaybackSchedule {
  const silent = uniteRanges([
    ...plan.mutes.map((r) => ({ start: Math.max(0, r.start - MUTE_EARLY_S), end: r.end + UNMUTE_LATE_S })),
    ...plan.cuts.map((r) => ({ start: Math.max(0, r.start - MUTE_EARLY_S), end: r.end })),
  ]);
  return createPlaybackSchedule({ cuts: [], mutes: silent, duration: plan.duration });
}

export class FilteredPlayback {
  private schedule: PlaybackSchedule;
  private silence: PlaybackSchedule;
  private timelineValue: Timeline;
  private cues: Cue[] = [];
  private showable: Cue[] = [];
  private captionsOn = false;
  private caption: string | null = null;
  private frameS: number | null = null;
  private lastMediaTime: number | null = null;
  private lastPresented: number | null = null;
  private skips: number[] = [];
  private jumpingTo: number | null = null;
  private callbackId: number | null = null;
  private rafId: number | null = null;
  private running = false;
  /** Wall-clock ms until which the sound stays silent after a seek. */
  private settleUntil = 0;
  /** The second trigger of the next jump: a timer, in case frame callbacks come late. */
  private jumpTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: FilteredPlaybackOptions) {
    this.schedule = createPlaybackSchedule(options.plan);
    this.silence = silenceSchedule(options.plan);
    this.timelineValue = createTimeline(options.plan, options.duration);
  }

  private wallNow(): number {
    return this.options.now?.() ?? performance.now();
  }

  get timeline(): Timeline {
    return this.timelineValue;
  }

  get frameDuration(): number {
    return this.frameS ?? DEFAULT_FRAME_S;
  }

  /** The new plan (the viewer saved filters); takes effect on the next frame. */
  setPlan(plan: EditPlan, duration = this.options.duration): void {
    this.schedule = createPlaybackSchedule(plan);
    this.silence = silenceSchedule(plan);
    this.timelineValue = createTimeline(plan, duration);
    this.showable = showableCues(this.cues, [...plan.cuts, ...plan.mutes]);
  }

  setCues(cues: readonly Cue[]): void {
    this.cues = [...cues];
    this.showable = showableCues(this.cues, [...this.timelineValue.cuts, ...this.timelineValue.mutes]);
    this.updateCaption(this.options.video.currentTime);
  }

  setCaptionsOn(on: boolean): void {
    this.captionsOn = on;
    this.updateCaption(this.options.video.currentTime);
  }

  /** The stream's frame rate (the DASH representation's), when known: seek targets land on frame starts. */
  setFrameRate(fps: number | null | undefined): void {
    if (fps && fps > 0 && Number.isFinite(fps)) this.frameS = 1 / fps;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.options.video.addEventListener('seeking', this.onSeeking);
    this.options.video.addEventListener('seeked', this.onSeeked);
    this.requestFrame();
  }

  stop(): void {
    this.running = false;
    const video = this.options.video;
    video.removeEventListener('seeking', this.onSeeking);
    video.removeEventListener('seeked', this.onSeeked);
    clearTimeout(this.jumpTimer);
    if (this.callbackId !== null) video.cancelVideoFrameCallback?.(this.callbackId);
    if (this.rafId !== null) cancelAnimationFrame(this.rafId);
    this.callbackId = null;
    this.rafId = null;
  }

  /** The first frame start at or after t, nudged into that frame. */
  frameStartAtOrAfter(t: number): number {
    const frame = this.frameDuration;
    return Math.ceil(t / frame - 1e-6) * frame + FRAME_NUDGE_S;
  }

  /** Frames ahead of a cut at which the jump starts now: more while callbacks skip frames. */
  get lookaheadFrames(): number {
    return Math.min(LOOKAHEAD_MAX_FRAMES, Math.max(LOOKAHEAD_FRAMES, Math.max(0, ...this.skips) + 1));
  }

  /**
   * Handles one presented frame (requestVideoFrameCallback's mediaTime and presentedFrames, or currentTime
   * without them).
   */
  onFrame(mediaTime: number, presentedFrames?: number): void {
    this.learnFrameDuration(mediaTime);
    this.learnSkips(presentedFrames);
    if (!this.options.video.seeking && this.jumpingTo === null) this.decide(mediaTime);
    this.updateCaption(mediaTime);
  }

  private requestFrame(): void {
    if (!this.running) return;
    const video = this.options.video;
    if (video.requestVideoFrameCallback) {
      this.callbackId = video.requestVideoFrameCallback((_now, metadata) => {
        this.callbackId = null;
        this.onFrame(metadata.mediaTime, metadata.presentedFrames);
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

  private learnFrameDuration(mediaTime: number): void {
    const last = this.lastMediaTime;
    this.lastMediaTime = mediaTime;
    if (last === null || this.options.video.seeking) return;
    const delta = mediaTime - last;
    // The smallest step between presented frames is one frame (a dropped frame makes a bigger one).
    if (delta > 1 / 121 && delta < 0.101 && (this.frameS === null || delta < this.frameS - 1e-4)) this.frameS = delta;
  }

  private learnSkips(presented: number | undefined): void {
    const last = this.lastPresented;
    this.lastPresented = presented ?? null;
    if (presented === undefined || last === null || this.options.video.seeking || presented <= last) return;
    this.skips.push(presented - last);
    if (this.skips.length > SKIP_MEMORY) this.skips.shift();
  }

  private decide(t: number): void {
    const decision = decidePlayback(this.schedule, t);
    if (decision.action === 'jump') return this.jump(decision.to);
    const lookahead = Math.max(this.lookaheadFrames * this.frameDuration, LOOKAHEAD_MIN_S);
    if (decision.nextBoundary !== null) {
      const next = decidePlayback(this.schedule, decision.nextBoundary);
      if (next.action === 'jump') {
        if (decision.nextBoundary - t <= lookahead) return this.jump(next.to);
        this.armJumpTimer(decision.nextBoundary, lookahead);
      }
    }
    this.planAudio();
  }

  /**
   * A timer that jumps at the lookahead before the coming cut if no frame callback did so first: on a busy page
   * rendering (and with it the frame callbacks) can be put off while tasks such as timers still run.
   */
  private armJumpTimer(cutStart: number, lookahead: number): void {
    clearTimeout(this.jumpTimer);
    const video = this.options.video;
    const inSeconds = (cutStart - lookahead - video.currentTime) / (video.playbackRate || 1);
    if (inSeconds > AUDIO_PLAN_WINDOW_S * 2) return;
    this.jumpTimer = setTimeout(() => {
      if (!this.running || video.paused || video.seeking || this.jumpingTo !== null) return;
      const t = video.currentTime;
      const decision = decidePlayback(this.schedule, t);
      if (decision.action === 'jump') return this.jump(decision.to);
      if (decision.nextBoundary !== null && decision.nextBoundary - t <= lookahead) {
        const next = decidePlayback(this.schedule, decision.nextBoundary);
        if (next.action === 'jump') this.jump(next.to);
      }
    }, Math.max(0, inSeconds * 1000));
  }

  /** Plans the filter gain from the sound entering the audio graph now (currentTime: see audio-filter.ts). */
  private planAudio(): void {
    const video = this.options.video;
    const rate = video.playbackRate || 1;
    const t = video.currentTime;
    const settling = (this.settleUntil - this.wallNow()) / 1000;
    const now = decidePlayback(this.silence, t);
    const mutedNow = now.action === 'mute';
    const change =
      now.nextBoundary !== null && (now.nextBoundary - t) / rate <= AUDIO_PLAN_WINDOW_S
        ? { muted: !mutedNow, inSeconds: (now.nextBoundary - t) / rate }
        : null;
    if (settling > 0 && !mutedNow) {
      // Settling after a seek: silent now, sound when it ends; if a silence starts first, later frames plan it.
      this.options.audio.plan(true, change && change.inSeconds <= settling ? null : { muted: false, inSeconds: settling });
      return;
    }
    this.options.audio.plan(mutedNow, change);
  }

  private jump(to: number): void {
    clearTimeout(this.jumpTimer);
    const target = this.frameStartAtOrAfter(to);
    this.jumpingTo = target;
    // Silent through the jump: nothing of the cut may be heard while the seek completes.
    this.options.audio.plan(true, null);
    this.options.video.currentTime = target;
    this.updateCaption(target);
  }

  private readonly onSeeking = () => {
    const t = this.options.video.currentTime;
    const cut = cutAt(this.timelineValue, t);
    if (cut) {
      this.jump(cut.end);
      return;
    }
    this.lastMediaTime = null;
    this.updateCaption(t);
  };

  private readonly onSeeked = () => {
    this.jumpingTo = null;
    this.settleUntil = this.wallNow() + SEEK_SETTLE_S * 1000;
    this.lastMediaTime = null;
    const t = this.options.video.currentTime;
    this.planAudio();
    this.updateCaption(t);
  };

  private updateCaption(t: number): void {
    const text = this.captionsOn && this.jumpingTo === null ? captionAt(this.showable, t) : null;
    if (text === this.caption) return;
    this.caption = text;
    this.options.onCaption?.(text);
  }
}
