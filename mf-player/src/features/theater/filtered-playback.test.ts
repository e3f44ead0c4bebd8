import { buildEditPlan } from '@sift/filter-engine';
import type { AudioFilter } from './audio-filter';
import { parseVtt } from './captions';
import { FilteredPlayback, MUTE_EARLY_S, SEEK_SETTLE_S, UNMUTE_LATE_S } from './filtered-playback';

/** A video element stand-in: frames are presented by hand, seeks are recorded. */
class FakeVideo extends EventTarget {
  private time = 0;
  playbackRate = 1;
  paused = false;
  seeking = false;
  seeks: number[] = [];
  private frameCallback: ((now: number, meta: { mediaTime: number; presentedFrames: number }) => void) | null = null;
  requestVideoFrameCallback(callback: (now: number, meta: { mediaTime: number; presentedFrames: number }) => void) {
    this.frameCallback = callback;
    return 1;
  }
  cancelVideoFrameCallback() {
    this.frameCallback = null;
  }
  get currentTime() {
    return this.time;
  }
  /** A write is a seek (the player's jumps). */
  set currentTime(t: number) {
    this.seeks.push(t);
    this.time = t;
  }
  presented = 0;
  /** Presents a frame; `skipped` frames were presented before it without a callback (a busy page). */
  present(mediaTime: number, skipped = 0) {
    this.time = mediaTime;
    this.presented += 1 + skipped;
    const callback = this.frameCallback!;
    this.frameCallback = null;
    callback(0, { mediaTime, presentedFrames: this.presented });
  }
  /** A seek as the element does it: currentTime, then 'seeking' (a handler may seek again), then 'seeked'. */
  seekTo(t: number) {
    this.time = t;
    this.seeking = true;
    this.dispatchEvent(new Event('seeking'));
  }
  finishSeek() {
    this.seeking = false;
    this.dispatchEvent(new Event('seeked'));
  }
}

function setup() {
  const video = new FakeVideo();
  const plans: Parameters<AudioFilter['plan']>[] = [];
  const audio: AudioFilter = { plan: (...args) => void plans.push(args), setVolume: jest.fn(), resume: jest.fn(), close: jest.fn() };
  const plan = buildEditPlan(
    [
      { type: 'audio', start_approx: 12, end_approx: 12.8 },
      { type: 'visual', start_approx: 45, end_approx: 52 },
      { type: 'visual', start_approx: 80, end_approx: 88.3 },
    ],
    { duration: 210 },
  );
  const captions: (string | null)[] = [];
  const clock = { now: 0 };
  const playback = new FilteredPlayback({ video: video as unknown as HTMLVideoElement, audio, plan, duration: 210, onCaption: (text) => captions.push(text), now: () => clock.now });
  playback.setFrameRate(25);
  playback.start();
  return { video, plans, playback, captions, clock };
}

describe('FilteredPlayback', () => {
  it('jumps over a cut from the frame before it, to the first frame at or after its end', () => {
    const { video, plans } = setup();
    video.present(44.8);
    expect(video.seeks).toEqual([]);
    video.present(44.92);
    expect(video.seeks).toHaveLength(1);
    expect(video.seeks[0]).toBeCloseTo(52.001, 6);
    expect(plans[plans.length - 1]).toEqual([true, null]);
  });

  it('jumps further ahead while callbacks skip frames', () => {
    const { video, playback } = setup();
    video.present(40);
    video.present(40.2, 4);
    video.present(40.4, 4);
    expect(playback.lookaheadFrames).toBe(6);
    video.present(44.72);
    expect(video.seeks).toEqual([]);
    video.present(44.8);
    expect(video.seeks).toHaveLength(1);
    expect(video.seeks[0]).toBeCloseTo(52.001, 6);
  });

  it('jumps on a timer when no frame callback comes before the cut', () => {
    jest.useFakeTimers();
    try {
      const { video } = setup();
      video.present(44.5);
      expect(video.seeks).toEqual([]);
      // No frame callback comes (a busy page), but time goes on.
      (video as unknown as { time: number }).time = 44.93;
      jest.advanceTimersByTime(500);
      expect(video.seeks).toHaveLength(1);
      expect(video.seeks[0]).toBeCloseTo(52.001, 6);
    } finally {
      jest.useRealTimers();
    }
  });

  it('aligns a cut end that falls inside a frame to the next frame start', () => {
    const { video } = setup();
    video.present(79.96);
    expect(video.seeks).toHaveLength(1);
    expect(video.seeks[0]).toBeCloseTo(88.321, 6);
  });

  it('plans the mute to the sample: a little early in, a little late out', () => {
    const { video, plans } = setup();
    video.present(11.5);
    expect(plans[plans.length - 1][0]).toBe(false);
    expect(plans[plans.length - 1][1]!.muted).toBe(true);
    expect(plans[plans.length - 1][1]!.inSeconds).toBeCloseTo(0.25 - MUTE_EARLY_S, 6);
    video.present(12.9);
    expect(plans[plans.length - 1][0]).toBe(true);
    expect(plans[plans.length - 1][1]!.muted).toBe(false);
    expect(plans[plans.length - 1][1]!.inSeconds).toBeCloseTo(13.05 - 12.9 + UNMUTE_LATE_S, 6);
    // Past the plan's end but within the late margin: still silent, planned again without cutting the margin short.
    video.present(13.06);
    expect(plans[plans.length - 1][0]).toBe(true);
    expect(plans[plans.length - 1][1]!.inSeconds).toBeCloseTo(13.05 + UNMUTE_LATE_S - 13.06, 6);
    video.present(20);
    expect(plans[plans.length - 1]).toEqual([false, null]);
  });

  it('sends a seek that lands inside a cut on to its end, before a frame of it shows', () => {
    const { video } = setup();
    video.seekTo(47);
    expect(video.currentTime).toBeCloseTo(52.001, 6);
    video.finishSeek();
    video.present(52.04);
    expect(video.seeks.slice(-1)[0]).toBeCloseTo(52.001, 6);
  });

  it('keeps the sound silent for a moment after a seek (audio decoded before it may still arrive)', () => {
    const { video, plans, clock } = setup();
    video.seekTo(30.9);
    video.finishSeek();
    expect(plans[plans.length - 1]).toEqual([true, { muted: false, inSeconds: SEEK_SETTLE_S }]);
    clock.now += 60;
    video.present(30.96);
    expect(plans[plans.length - 1][0]).toBe(true);
    expect(plans[plans.length - 1][1]!.inSeconds).toBeCloseTo(SEEK_SETTLE_S - 0.06, 6);
    clock.now += 60;
    video.present(31.02);
    expect(plans[plans.length - 1]).toEqual([false, null]);
  });

  it('shows captions only when asked, and never a cue that overlaps a mute or a cut', () => {
    const { video, playback, captions } = setup();
    playback.setCues(parseVtt('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nOne\n\n00:00:12.000 --> 00:00:12.800\nD*mn it!\n\n00:00:43.000 --> 00:00:46.000\nInto the cut\n'));
    video.present(2);
    expect(captions).toEqual([]);
    playback.setCaptionsOn(true);
    expect(captions).toEqual(['One']);
    video.present(5);
    video.present(12.4);
    video.present(44);
    expect(captions).toEqual(['One', null]);
  });
});
