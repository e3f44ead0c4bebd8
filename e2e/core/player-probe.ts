/**
 * The fidelity probe: what the viewer of the theater saw and heard, read from the media itself
 * (packages/demo-media/README.md "How a test reads the media"). Installed before the site loads, it
 * - reads the frame code from the picture of every presented frame (requestVideoFrameCallback), with what the
 *   captions showed at that frame;
 * - taps the player's sound twice, sample-synchronously, with an AudioWorklet: as it enters the player's audio graph
 *   (the content: the 4500 Hz marker sounds exactly during each audio tag) and as it leaves for the speakers (what
 *   is heard). Each 128-sample render quantum gives the level and the marker's strength on both taps.
 * The analysis below turns those into the figures of the fidelity harness.
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
  const state = { quanta: [] as number[], sampleRate: 0, frames: [] as unknown[], watching: false };
  (window as unknown as { __siftProbe: typeof state }).__siftProbe = state;
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
  const createSource = AudioContext.prototype.createMediaElementSource;
  AudioContext.prototype.createMediaElementSource = function (this: AudioContext, element: HTMLMediaElement) {
    const source = createSource.call(this, element);
    void tapOf(this).then((node) => connect.call(source, node, 0, 0));
    return source;
  };
  AudioNode.prototype.connect = function (this: AudioNode, target: AudioNode, output?: number, input?: number) {
    const result = connect.call(this, target, output, input);
    if (target === this.context.destination) void tapOf(this.context).then((node) => connect.call(this, node, 0, 1));
    return result;
  } as typeof AudioNode.prototype.connect;

  (window as unknown as { __siftWatchFrames: () => void }).__siftWatchFrames = () => {
    if (state.watching) return;
    state.watching = true;
    const video = document.querySelector('video')!;
    const canvas = document.createElement('canvas');
    const captions = document.querySelector<HTMLElement>('[data-testid=captions]');
    // Only the code strip (the top two rows of cells) is drawn and read, in one read: cheap enough for every frame.
    const read = () => {
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
    const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
      state.frames.push({
        mediaTime: meta.mediaTime,
        presentedFrames: meta.presentedFrames,
        code: read(),
        caption: captions && !captions.hidden && captions.textContent ? captions.textContent : null,
      });
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
}

export async function installPlayerProbe(page: Page, layout: Layout): Promise<void> {
  await page.addInitScript({ content: `(${probe.toString()})(${JSON.stringify(layout)});` });
}

/** Starts reading frames; call once the player plays (its own frame callback then runs first on every frame). */
export async function watchFrames(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __siftProbe: { sampleRate: number } }).__siftProbe.sampleRate > 0);
  await page.evaluate(() => (window as unknown as { __siftWatchFrames: () => void }).__siftWatchFrames());
}

/** Takes what the probe gathered so far and empties it. */
export async function takeProbe(page: Page): Promise<{ frames: SeenFrame[]; quanta: HeardQuantum[]; sampleRate: number }> {
  const raw = await page.evaluate(() => {
    const state = (window as unknown as { __siftProbe: { quanta: number[]; frames: unknown[]; sampleRate: number } }).__siftProbe;
    const taken = { quanta: state.quanta, frames: state.frames, sampleRate: state.sampleRate };
    state.quanta = [];
    state.frames = [];
    return taken;
  });
  const quanta: HeardQuantum[] = [];
  for (let i = 0; i + 4 < raw.quanta.length; i += 5) {
    quanta.push({ frame: raw.quanta[i], content: raw.quanta[i + 1], contentMarker: raw.quanta[i + 2], heard: raw.quanta[i + 3], heardMarker: raw.quanta[i + 4] });
  }
  return { frames: raw.frames as SeenFrame[], quanta, sampleRate: raw.sampleRate };
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

// ---- analysis ----

export interface Range {
  start: number;
  end: number;
}

const MARKER_ON = 0.02;
const SILENT = 0.002;
const SOUND = 0.01;

export const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Frames whose picture shows a time inside a cut. */
export function framesInCuts(frames: SeenFrame[], cuts: Range[], fps: number): SeenFrame[] {
  return frames.filter((f) => f.code !== null && cuts.some((c) => f.code! / fps >= c.start && f.code! / fps < c.end));
}

/** Frames that showed a caption while their picture was inside a mute or a cut. */
export function captionsInFiltered(frames: SeenFrame[], filtered: Range[], fps: number): SeenFrame[] {
  return frames.filter((f) => f.caption !== null && f.code !== null && filtered.some((r) => f.code! / fps >= r.start && f.code! / fps < r.end));
}

/** Presented frames the probe did not see (callbacks coalesce when the main thread is busy). */
export function unobservedFrames(frames: SeenFrame[]): number {
  let missed = 0;
  for (let i = 1; i < frames.length; i++) missed += Math.max(0, frames[i].presentedFrames - frames[i - 1].presentedFrames - 1);
  return missed;
}

export interface MuteTiming {
  /** ms the silence began after the plan's mute start (negative: early). */
  startLateMs: number;
  /** ms the sound came back before the plan's mute end (positive: early; negative: late, as intended). */
  endEarlyMs: number;
  /** Quanta in which the marker (the tagged word) was heard. */
  markerHeard: number;
}

/**
 * Times one played mute from the two taps, in the audio graph's own frames (sample-exact, no clock mapping). In the
 * content, the marker starts at the first tag's start and stops at the last tag's end (`tagsSpan`), so the plan's
 * mute start and end sit at known distances from them. The silence heard around the marker is walked back to its
 * start and forward to its end. When the content only begins inside the mute (after a jump over a cut that ends
 * there), the plan's start counts from the content's first sound.
 */
export function timeMute(quanta: HeardQuantum[], sampleRate: number, mute: Range, tagsSpan: Range): MuteTiming | null {
  const first = quanta.findIndex((q) => q.contentMarker > MARKER_ON);
  if (first < 0) return null;
  let last = first;
  for (let i = first; i < quanta.length; i++) if (quanta[i].contentMarker > MARKER_ON) last = i;
  const onset = quanta[first].frame;
  const offset = quanta[last].frame + 128;
  const firstSound = quanta.find((q) => q.content > SOUND)?.frame ?? onset;
  const plannedStart = Math.max(onset - (tagsSpan.start - mute.start) * sampleRate, firstSound);
  const plannedEnd = offset + (mute.end - tagsSpan.end) * sampleRate;
  const silent = (q: HeardQuantum) => q.heard < SILENT;
  // Start: back from the marker's onset through the silence; if the onset itself was heard, on to the silence.
  let startFrame: number;
  if (silent(quanta[first])) {
    let i = first;
    while (i > 0 && silent(quanta[i - 1])) i--;
    startFrame = quanta[i].frame;
  } else {
    const next = quanta.findIndex((q, i) => i > first && silent(q));
    startFrame = next < 0 ? offset : quanta[next].frame;
  }
  // End: forward from the marker's end through the silence; if the end itself was heard, back to the silence.
  let endFrame: number;
  if (silent(quanta[last])) {
    let j = last;
    while (j + 1 < quanta.length && silent(quanta[j + 1])) j++;
    endFrame = quanta[j].frame + 128;
  } else {
    let j = last;
    while (j > first && !silent(quanta[j])) j--;
    endFrame = quanta[j].frame + 128;
  }
  return {
    startLateMs: ((startFrame - plannedStart) / sampleRate) * 1000,
    endEarlyMs: ((plannedEnd - endFrame) / sampleRate) * 1000,
    markerHeard: quanta.filter((q) => q.heardMarker > MARKER_ON && q.content > SOUND).length,
  };
}
