import { buildEditPlan } from '@sift/filter-engine';
import type { AudioFilter } from './audio-filter';
import { parseVtt } from './captions';
import { FilteredPlayback, SEEK_SETTLE_S } from './filtered-playback';
import { MUTE_EARLY_S, UNMUTE_LATE_S, type GainChange } from './sound-plan';

/**
 * A video element stand-in: frames are presented by hand (with the display time a frame callback reports), seeks
 * are recorded and finished by hand, play and pause fire their events.
 */
class FakeVideo extends EventTarget {
  private time = 0;
  playbackRate = 1;
  paused = false;
  seeking = false;
  seeks: number[] = [];
  presented = 0;
  private frameCallback: ((now: number, meta: { mediaTime: number; presentedFrames: number; expectedDisplayTime?: number }) => void) | null = null;
  constructor(private readonly clock: { now: number }) {
    super();
  }
  requestVideoFrameCallback(callback: NonNullable<FakeVideo['frameCallback']>) {
    this.frameCallback = callback;
    return 1;
  }
  cancelVideoFrameCallback() {
    this.frameCallback = null;
  }
  get currentTime() {
    return this.time;
  }
  /** A write is a seek (the player's jumps and the viewer's seeks): it runs until finishSeek. */
  set currentTime(t: number) {
    this.seeks.push(t);
    this.seekTo(t);
  }
  /**
   * Presents a frame. `skipped` frames were presented before it without a callback (a busy page); `lateMs` is how
   * long after the frame's display time the callback runs (on time: before it, -16 ms); null: no display time.
   */
  present(mediaTime: number, { skipped = 0, lateMs = -16 as number | null, behindS = 0 } = {}) {
    this.time = mediaTime - behindS;
    this.presented += 1 + skipped;
    const callback = this.frameCallback!;
    this.frameCallback = null;
    callback(this.clock.now, { mediaTime, presentedFrames: this.presented, ...(lateMs !== null && { expectedDisplayTime: this.clock.now - lateMs }) });
  }
  /** A seek as the element starts one: currentTime, then 'seeking' (a handler may seek again). */
  seekTo(t: number) {
    this.time = t;
    this.seeking = true;
    this.dispatchEvent(new Event('seeking'));
  }
  finishSeek() {
    this.seeking = false;
    this.dispatchEvent(new Event('seeked'));
  }
  pause() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  play() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  }
}

const running: FilteredPlayback[] = [];
afterEach(() => {
  for (const playback of running.splice(0)) playback.stop();
});

function setup() {
  const clock = { now: 1_000 };
  const video = new FakeVideo(clock);
  const plans: { mutedNow: boolean; changes: readonly GainChange[] }[] = [];
  const audio: AudioFilter = { plan: (mutedNow, changes) => void plans.push({ mutedNow, changes }), setVolume: jest.fn(), resume: jest.fn(), close: jest.fn() };
  const plan = buildEditPlan(
    [
      { type: 'audio', start_approx: 12, end_approx: 12.8 },
      { type: 'visual', start_approx: 45, end_approx: 52 },
      { type: 'visual', start_approx: 80, end_approx: 88.3 },
    ],
    { duration: 210 },
  );
  const captions: (string | null)[] = [];
  const playback = new FilteredPlayback({ video: video as unknown as HTMLVideoElement, audio, plan, duration: 210, onCaption: (text) => captions.push(text), now: () => clock.now });
  playback.setFrameRate(25);
  playback.start();
  running.push(playback);
  const last = () => plans[plans.length - 1];
  /** Frames every 40 ms of media and wall time, from `from` up to `to`. */
  const play = (from: number, to: number, options?: Parameters<FakeVideo['present']>[1]) => {
    for (let t = from; t <= to + 1e-9; t += 0.04) {
      clock.now += 40;
      video.present(Math.round(t * 100) / 100, options);
      if (video.seeking) return;
    }
  };
  return { video, plans, last, playback, captions, clock, play };
}

describe('FilteredPlayback: cuts', () => {
  it('jumps on the last frame before a cut when frame callbacks come on time: no picture lost', () => {
    const { video, play } = setup();
    play(44, 44.92);
    expect(video.seeks).toEqual([]);
    play(44.96, 44.96);
    expect(video.seeks).toHaveLength(1);
    expect(video.seeks[0]).toBeCloseTo(52.001, 6);
  });

  it('jumps a frame earlier when callbacks come late, and as much earlier as the page stalls', () => {
    jest.useFakeTimers();
    try {
      const late = setup();
      late.play(44, 44.92, { lateMs: 20 });
      expect(late.playback.leadFrames).toBe(2);
      // Within the lead, the jump is timed: SEEK_TAKES_S and the guard (TIMER_GUARD_MIN_S: the callbacks ran as their
      // rendering steps began) before the cut's first frame can show (its display 100 ms after the callback of
      // 44.88; the frame of 44.92 came 40 ms later): 29 ms after this callback.
      expect(late.video.seeks).toEqual([]);
      jest.advanceTimersByTime(28);
      expect(late.video.seeks).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(late.video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    } finally {
      jest.useRealTimers();
    }

    jest.useFakeTimers();
    try {
      const stalling = setup();
      stalling.play(43.6, 44.0);
      // A callback 200 ms after the last: the next may come that late too, and so may a timer.
      stalling.clock.now += 200;
      stalling.video.present(44.2, { skipped: 4 });
      expect(stalling.playback.leadFrames).toBe(5);
      stalling.play(44.24, 44.76);
      expect(stalling.video.seeks).toEqual([]);
      stalling.clock.now += 40;
      stalling.video.present(44.8);
      // The cut's first frame shows 216 ms after this callback: the seek starts SEEK_TAKES_S (25 ms) and the stall
      // (200 ms less a frame and the two refreshes the compositor alone may hold a frame: 127 ms) before, 64 ms after
      // this callback (not 160 ms later, when the position is SOUND_LEAD_AIM_S before the cut).
      expect(stalling.video.seeks).toEqual([]);
      jest.advanceTimersByTime(63);
      expect(stalling.video.seeks).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(stalling.video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('times the jump to skip SOUND_LEAD_AIM_S of the title, not the whole last frame and the time its callback runs early', () => {
    jest.useFakeTimers();
    try {
      const { video, play, clock } = setup();
      play(44, 44.92);
      // The last frame before the cut: its callback runs 16 ms before it shows; currentTime (the audio clock) is 18 ms
      // behind the frame then. Jumping now would skip 58 ms.
      clock.now += 40;
      video.present(44.96, { behindS: 0.018 });
      // 18 ms on (to whole ms, down), the position is 40 ms before the cut (its first frame shows 56 ms after the
      // callback, so the seek still starts over 25 ms before it).
      expect(video.seeks).toEqual([]);
      jest.advanceTimersByTime(16);
      expect(video.seeks).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the jump cannot be timed (callbacks jitter more than the time left), never jumps before the lead says', () => {
    jest.useFakeTimers();
    try {
      const { video, clock, playback } = setup();
      // Callbacks alternately 60 ms late and 16 ms early: a timer could come 76 ms late.
      const frames = [44.6, 44.64, 44.68, 44.72, 44.76, 44.8, 44.84, 44.88];
      frames.forEach((t, i) => {
        clock.now += 40;
        video.present(t, { lateMs: i % 2 ? -16 : 60 });
      });
      expect(playback.leadFrames).toBe(1);
      // 44.92 is a frame before the lead: its deadline has passed, but the next callback still comes in time.
      clock.now += 40;
      video.present(44.92);
      expect(video.seeks).toEqual([]);
      clock.now += 40;
      video.present(44.96);
      expect(video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a pause or a seek before the timed jump cancels it', () => {
    jest.useFakeTimers();
    try {
      const paused = setup();
      paused.play(44, 44.92, { lateMs: 20 });
      paused.video.pause();
      jest.advanceTimersByTime(1000);
      expect(paused.video.seeks).toEqual([]);
      const sought = setup();
      sought.play(44, 44.92, { lateMs: 20 });
      sought.playback.seek(10);
      sought.video.finishSeek();
      jest.advanceTimersByTime(1000);
      expect(sought.video.seeks).toEqual([10]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('without display times, jumps earlier (the page cannot tell whether it is late)', () => {
    const { video, play, playback } = setup();
    play(44, 44.92, { lateMs: null });
    expect(playback.leadFrames).toBe(2);
    expect(video.seeks).toEqual([expect.closeTo(52.001, 6)]);
  });

  it('jumps on a timer when no frame callback comes before the cut', () => {
    jest.useFakeTimers();
    try {
      const { video, clock } = setup();
      clock.now += 40;
      video.present(44.5);
      expect(video.seeks).toEqual([]);
      // No frame callback comes (a busy page), but time goes on.
      (video as unknown as { time: number }).time = 44.97;
      jest.advanceTimersByTime(1000);
      expect(video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('aligns a cut end that falls inside a frame to the next frame start', () => {
    const { video, play } = setup();
    play(79.8, 79.96);
    expect(video.seeks).toEqual([expect.closeTo(88.321, 6)]);
  });

  it('sends a seek that lands inside a cut, or within one frame of its start, on to its end before a frame shows', () => {
    const { video } = setup();
    video.seekTo(47);
    expect(video.currentTime).toBeCloseTo(52.001, 6);
    video.finishSeek();
    // A click on the cut's mark lands a hair before the cut (44.999997 for a cut at 45).
    video.seekTo(44.999997);
    expect(video.currentTime).toBeCloseTo(52.001, 6);
    video.finishSeek();
    video.seekTo(44.97);
    expect(video.currentTime).toBeCloseTo(52.001, 6);
    video.finishSeek();
    // A frame and more before it is the viewer's to see.
    video.seekTo(44.9);
    expect(video.currentTime).toBe(44.9);
  });

  it("sends a script's write of currentTime into a cut to the cut's end before the element starts it, silent", () => {
    const { video, plans, play } = setup();
    play(30, 30.4);
    video.pause();
    const count = plans.length;
    // The seek the element starts is the vetted one: it never starts one to 47 (whose frame it could show).
    video.currentTime = 47;
    expect(video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    expect(plans[count]).toEqual({ mutedNow: true, changes: [] });
    video.finishSeek();
    video.currentTime = 30;
    expect(video.seeks.slice(-1)).toEqual([30]);
  });

  it('gives the element its own setter back when stopped', () => {
    const { video, playback } = setup();
    playback.stop();
    video.currentTime = 47;
    expect(video.seeks).toEqual([47]);
  });
});

describe("FilteredPlayback: the viewer's seeks", () => {
  it('queues a seek asked for while one runs; the last one asked wins, and skips count from it', () => {
    const { video, playback } = setup();
    playback.seek(96.001);
    expect(video.seeks).toEqual([96.001]);
    playback.seek(106.001);
    playback.seek(86.5);
    expect(video.seeks).toEqual([96.001]);
    expect(playback.position).toBe(86.5);
    video.finishSeek();
    // 86.5 is inside the cut 80-88.3: straight to its end.
    expect(video.seeks).toEqual([96.001, expect.closeTo(88.321, 6)]);
    video.finishSeek();
    expect(video.seeks).toHaveLength(2);
    expect(playback.position).toBeCloseTo(88.321, 6);
  });

  it("silences the sound before the viewer's seek starts (its sound can arrive before 'seeking' does)", () => {
    const { video, playback, plans, play } = setup();
    play(30, 30.4);
    const count = plans.length;
    const order: string[] = [];
    const write = Object.getOwnPropertyDescriptor(FakeVideo.prototype, 'currentTime')!;
    Object.defineProperty(video, 'currentTime', { configurable: true, get: write.get, set: (t: number) => (order.push(`seek ${t}`), write.set!.call(video, t)) });
    const plan = plans.push.bind(plans);
    plans.push = (...items) => (order.push('plan'), plan(...items));
    playback.seek(106);
    expect(order.slice(0, 2)).toEqual(['plan', 'seek 106']);
    expect(plans[count]).toEqual({ mutedNow: true, changes: [] });
  });

  it("sends the viewer's seek into a cut, or within a frame of its start, straight to the cut's end", () => {
    const { video, playback } = setup();
    playback.seek(44.999997);
    expect(video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    video.finishSeek();
    playback.seek(85);
    expect(video.seeks.slice(-1)).toEqual([expect.closeTo(88.321, 6)]);
  });

  it("waits for the player's own jump over a cut before the viewer's seek", () => {
    const { video, play, playback } = setup();
    play(44.88, 44.96);
    expect(video.seeking).toBe(true);
    playback.seek(30);
    expect(video.seeks).toEqual([expect.closeTo(52.001, 6)]);
    video.finishSeek();
    expect(video.seeks).toEqual([expect.closeTo(52.001, 6), 30]);
  });
});

describe('FilteredPlayback: a new source', () => {
  it('forgets a jump whose seek will never finish when the element is emptied (another media attached)', () => {
    const { video, playback, play } = setup();
    play(44.88, 44.96);
    expect(video.seeking).toBe(true);
    video.seeking = false;
    video.dispatchEvent(new Event('emptied'));
    playback.seek(10);
    expect(video.seeks.slice(-1)).toEqual([10]);
  });
});

describe('FilteredPlayback: sound', () => {
  it('plans the mute to the sample: a little early in, a little late out', () => {
    const { video, last, clock } = setup();
    clock.now += 40;
    video.present(11.5);
    expect(last().mutedNow).toBe(false);
    expect(last().changes[0].muted).toBe(true);
    expect(last().changes[0].inSeconds).toBeCloseTo(0.25 - MUTE_EARLY_S, 6);
    // The whole mute is within the planning horizon: its end is scheduled too.
    expect(last().changes[1]).toEqual({ muted: false, inSeconds: expect.closeTo(13.05 + UNMUTE_LATE_S - 11.5, 6) });
    video.present(12.9);
    expect(last()).toEqual({ mutedNow: true, changes: [{ muted: false, inSeconds: expect.closeTo(13.05 - 12.9 + UNMUTE_LATE_S, 6) }] });
    video.present(20);
    expect(last()).toEqual({ mutedNow: false, changes: [] });
  });

  it('a pause late in a mute cancels the scheduled unmute, and play starts muted until the mute ends', () => {
    const { video, last, play } = setup();
    play(12, 12.96);
    expect(last().mutedNow).toBe(true);
    expect(last().changes).toEqual([{ muted: false, inSeconds: expect.closeTo(13.1 - 12.96, 6) }]);
    video.pause();
    // Nothing may stay scheduled: the unmute would fire while paused, and the word play on resume.
    expect(last()).toEqual({ mutedNow: true, changes: [] });
    video.play();
    expect(last()).toEqual({ mutedNow: true, changes: [{ muted: false, inSeconds: expect.closeTo(13.1 - 12.96, 6) }] });
  });

  it('holds silence while paused or stalled and plans again on play, playing and a change of speed', () => {
    const { video, last, plans, play } = setup();
    play(11, 11.2);
    video.pause();
    expect(last()).toEqual({ mutedNow: true, changes: [] });
    video.play();
    expect(last().mutedNow).toBe(false);
    expect(last().changes[0]).toEqual({ muted: true, inSeconds: expect.closeTo(11.73 - 11.2, 6) });
    video.playbackRate = 1.5;
    video.dispatchEvent(new Event('ratechange'));
    expect(last().changes[0]).toEqual({ muted: true, inSeconds: expect.closeTo((11.73 - 11.2) / 1.5, 6) });
    video.dispatchEvent(new Event('waiting'));
    expect(last()).toEqual({ mutedNow: true, changes: [] });
    const count = plans.length;
    video.dispatchEvent(new Event('playing'));
    expect(plans.length).toBe(count + 1);
    expect(last().mutedNow).toBe(false);
  });

  it('keeps the sound silent for a moment after a seek (audio decoded before it may still arrive)', () => {
    const { video, last, clock } = setup();
    video.seekTo(30.9);
    video.finishSeek();
    expect(last()).toEqual({ mutedNow: true, changes: [{ muted: false, inSeconds: SEEK_SETTLE_S }] });
    clock.now += 60;
    video.present(30.96);
    expect(last().mutedNow).toBe(true);
    expect(last().changes[0].inSeconds).toBeCloseTo(SEEK_SETTLE_S - 0.06, 6);
    clock.now += 60;
    video.present(31.02);
    expect(last()).toEqual({ mutedNow: false, changes: [] });
  });
});

describe('FilteredPlayback: captions', () => {
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
