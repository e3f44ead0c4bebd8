/**
 * The fidelity probe: what the viewer of the theater saw and heard, and what the player did, read from the media
 * itself (packages/demo-media/README.md "How a test reads the media"). Installed before the site loads, it starts
 * watching the moment the player routes the video's sound into Web Audio (before the first frame plays):
 * - every presented frame (requestVideoFrameCallback): the frame code read from the picture, the caption showing,
 *   the frame's presentedFrames count (so frames it could not observe are counted), and the audio clock then;
 * - the player's sound, tapped twice sample-synchronously by an AudioWorklet: as it enters the player's audio graph
 *   (the content: the 4500 Hz marker sounds exactly during each audio tag) and as it leaves for the speakers (what
 *   is heard). Each 128-sample render quantum gives the level and the marker's strength on both taps;
 * - every write of the video's currentTime (the player's jumps and seeks: from where, to where, when), and the
 *   element's play, pause, seeking, seeked and ratechange events.
 * Analysis is in fidelity-analysis.ts.
 */
import type { Page } from '@playwright/test';

export interface Layout {
  width: number;
  height: number;
  fps: number;
  cellSize: number;
  cells: number;
  markerHz: number;
}

export interface SeenFrame {
  mediaTime: number;
  presentedFrames: number;
  /** The frame number read from the picture, null when the strip did not read cleanly. */
  code: number | null;
  /** The caption text showing at that frame, or null. */
  caption: string | null;
  /** performance.now() when the probe saw it. */
  wall: number;
  /** The audio context's frame (sample count) then: maps sound to media time. */
  audioFrame: number;
  rate: number;
}

export interface HeardQuantum {
  /** The AudioContext's frame at the start of the quantum. */
  frame: number;
  /** RMS level entering the player's graph (the content) and leaving it (what is heard). */
  content: number;
  contentMarker: number;
  heard: number;
  heardMarker: number;
}

/** A write of currentTime: a seek (the player's jump over a cut, the viewer's seek through the player, a test's). */
export interface SeekRecord {
  wall: number;
  audioFrame: number;
  from: number;
  to: number;
  paused: boolean;
  /** The event being handled when it was made (`click`, `keydown`, `pointerdown`: the viewer's), or null. */
  cause: string | null;
}

export interface MediaEventRecord {
  type: string;
  wall: number;
  audioFrame: number;
  mediaTime: number;
}

export interface ProbeTake {
  frames: SeenFrame[];
  quanta: HeardQuantum[];
  seeks: SeekRecord[];
  events: MediaEventRecord[];
  sampleRate: number;
}

/** Runs in the page (serialised into an init script): no closures over test code. */
function probe(layout: Layout) {
  const worklet = `
    class Tap extends AudioWorkletProcessor {
      constructor() { super(); this.batch = []; }
      level(ch) { if (!ch) return 0; let s = 0; for (let i = 0; i < ch.length; i++) s += ch[i] * ch[i]; return Math.sqrt(s / ch.length); }
      marker(ch) {
        if (!ch) return 0;
        const c = 2 * Math.cos((2 * Math.PI * ${layout.markerHz}) / sampleRate);
        let a = 0, b = 0;
        for (let i = 0; i < ch.length; i++) { const x = ch[i] + c * a - b; b = a; a = x; }
        return Math.sqrt(Math.max(0, a * a + b * b - c * a * b)) / ch.length;
      }
      process(inputs) {
        const content = inputs[0][0], heard = inputs[1][0];
        this.batch.push(currentFrame, this.level(content), this.marker(content), this.level(heard), this.marker(heard));
        if (this.batch.length >= 320) { this.port.postMessage(this.batch); this.batch = []; }
        return true;
      }
    }
    registerProcessor('sift-probe', Tap);`;
  const moduleUrl = URL.createObjectURL(new Blob([worklet], { type: 'text/javascript' }));
  const state = {
    quanta: [] as number[],
    sampleRate: 0,
    frames: [] as unknown[],
    seeks: [] as unknown[],
    events: [] as unknown[],
    watching: false,
    video: null as HTMLVideoElement | null,
    context: null as AudioContext | null,
  };
  (window as unknown as { __siftProbe: typeof state }).__siftProbe = state;
  const audioFrame = () => (state.context ? Math.round(state.context.currentTime * state.context.sampleRate) : 0);
  const taps = new WeakMap<BaseAudioContext, Promise<AudioWorkletNode>>();
  const connect = AudioNode.prototype.connect as (this: AudioNode, target: AudioNode, output?: number, input?: number) => AudioNode;
  const tapOf = (context: BaseAudioContext) => {
    let tap = taps.get(context);
    if (!tap) {
      tap = context.audioWorklet.addModule(moduleUrl).then(() => {
        const node = new AudioWorkletNode(context, 'sift-probe', { numberOfInputs: 2, numberOfOutputs: 1 });
        const sink = context.createGain();
        sink.gain.value = 0;
        connect.call(node, sink);
        connect.call(sink, context.destination);
        node.port.onmessage = (event) => {
          for (const value of event.data as number[]) state.quanta.push(value);
        };
        state.sampleRate = context.sampleRate;
        return node;
      });
      taps.set(context, tap);
    }
    return tap;
  };

  // Every seek: the element's currentTime setter, wrapped.
  const time = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime')!;
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    enumerable: time.enumerable,
    get: time.get,
    set(this: HTMLMediaElement, value: number) {
      if (this === state.video) {
        const cause = (window as unknown as { event?: Event }).event?.type ?? null;
        state.seeks.push({ wall: performance.now(), audioFrame: audioFrame(), from: time.get!.call(this), to: value, paused: this.paused, cause });
      }
      time.set!.call(this, value);
    },
  });

  const canvas = document.createElement('canvas');
  // Only the code strip (the top two rows of cells) is drawn and read, in one read: cheap enough for every frame.
  const read = (video: HTMLVideoElement) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!w) return null;
    const cellW = w / layout.cells;
    const cellH = (h * layout.cellSize) / layout.height;
    const strip = Math.ceil(cellH * 2);
    if (canvas.width !== w || canvas.height !== strip) {
      canvas.width = w;
      canvas.height = strip;
    }
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(video, 0, 0, w, strip, 0, 0, w, strip);
    const data = ctx.getImageData(0, 0, w, strip).data;
    const bit = (i: number, row: number) => {
      const x0 = Math.floor((i + 0.5) * cellW) - 4;
      const y0 = Math.floor((row + 0.5) * cellH) - 4;
      let sum = 0;
      for (let y = y0; y < y0 + 8; y++) {
        for (let x = x0; x < x0 + 8; x++) {
          const p = (y * w + x) * 4;
          sum += (data[p] + data[p + 1] + data[p + 2]) / 3;
        }
      }
      return sum / 64 >= 128 ? 1 : 0;
    };
    if (bit(0, 0) !== 1 || bit(1, 0) !== 0) return null;
    let n = 0;
    for (let i = 2; i < layout.cells; i++) {
      const b = bit(i, 0);
      if (bit(i, 1) === b) return null;
      n = n * 2 + b;
    }
    return n;
  };
  const watch = (video: HTMLVideoElement) => {
    if (state.watching) return;
    state.watching = true;
    state.video = video;
    for (const type of ['play', 'playing', 'pause', 'seeking', 'seeked', 'ratechange', 'waiting']) {
      video.addEventListener(type, () => state.events.push({ type, wall: performance.now(), audioFrame: audioFrame(), mediaTime: video.currentTime }));
    }
    const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
      const captions = document.querySelector<HTMLElement>('[data-testid=captions]');
      state.frames.push({
        mediaTime: meta.mediaTime,
        presentedFrames: meta.presentedFrames,
        code: read(video),
        caption: captions && !captions.hidden && captions.textContent ? captions.textContent : null,
        wall: performance.now(),
        audioFrame: audioFrame(),
        rate: video.playbackRate,
      });
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };

  const createSource = AudioContext.prototype.createMediaElementSource;
  AudioContext.prototype.createMediaElementSource = function (this: AudioContext, element: HTMLMediaElement) {
    const source = createSource.call(this, element);
    state.context = this;
    // The player's video: watched from now on, before its first frame (its own frame callback comes after).
    if (element instanceof HTMLVideoElement) watch(element);
    void tapOf(this).then((node) => connect.call(source, node, 0, 0));
    return source;
  };
  AudioNode.prototype.connect = function (this: AudioNode, target: AudioNode, output?: number, input?: number) {
    const result = connect.call(this, target, output, input);
    if (target === this.context.destination) void tapOf(this.context).then((node) => connect.call(this, node, 0, 1));
    return result;
  } as typeof AudioNode.prototype.connect;
}

export async function installPlayerProbe(page: Page, layout: Layout): Promise<void> {
  await page.addInitScript({ content: `(${probe.toString()})(${JSON.stringify(layout)});` });
}

/** Waits until the probe watches the player's frames and hears its sound (it starts by itself with the player). */
export async function watchFrames(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = (window as unknown as { __siftProbe: { sampleRate: number; watching: boolean } }).__siftProbe;
    return state.watching && state.sampleRate > 0;
  });
}

/** Takes what the probe gathered so far and empties it. */
export async function takeProbe(page: Page): Promise<ProbeTake> {
  const raw = await page.evaluate(() => {
    const state = (window as unknown as { __siftProbe: { quanta: number[]; frames: unknown[]; seeks: unknown[]; events: unknown[]; sampleRate: number } }).__siftProbe;
    const taken = { quanta: state.quanta, frames: state.frames, seeks: state.seeks, events: state.events, sampleRate: state.sampleRate };
    state.quanta = [];
    state.frames = [];
    state.seeks = [];
    state.events = [];
    return taken;
  });
  const quanta: HeardQuantum[] = [];
  for (let i = 0; i + 4 < raw.quanta.length; i += 5) {
    quanta.push({ frame: raw.quanta[i], content: raw.quanta[i + 1], contentMarker: raw.quanta[i + 2], heard: raw.quanta[i + 3], heardMarker: raw.quanta[i + 4] });
  }
  return { frames: raw.frames as SeenFrame[], quanta, seeks: raw.seeks as SeekRecord[], events: raw.events as MediaEventRecord[], sampleRate: raw.sampleRate };
}

/** Plays the theater's video from one time to another (seek while paused, play, pause when reached). */
export async function playBetween(page: Page, from: number, to: number): Promise<void> {
  await page.evaluate(
    async ([a, b]) => {
      const video = document.querySelector('video')!;
      video.pause();
      await new Promise((resolve) => {
        video.addEventListener('seeked', resolve, { once: true });
        video.currentTime = a;
      });
      await video.play();
      await new Promise<void>((resolve) => {
        const tick = () => (video.currentTime >= b || video.ended ? resolve() : requestAnimationFrame(tick));
        tick();
      });
      video.pause();
    },
    [from, to] as const,
  );
}
