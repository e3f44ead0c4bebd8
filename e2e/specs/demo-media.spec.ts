/**
 * Each demo stream plays in Chromium with dash.js, and the frame code drawn in its picture matches the
 * player's clock, playing and after seeks. Self-contained: it serves packages/demo-media/media and a test page
 * itself, so it needs neither the API server nor the site.
 */
import { readFileSync, createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DEMO_MEDIA = path.resolve(__dirname, '..', '..', 'packages', 'demo-media');
const MEDIA_DIR = path.join(DEMO_MEDIA, 'media');
const DASH_JS = path.join(DEMO_MEDIA, 'node_modules', 'dashjs', 'dist', 'modern', 'umd', 'dash.all.min.js');

interface Title {
  slug: string;
  duration: number;
  tags: { type: string; start_approx: number; end_approx: number }[];
}
interface Layout {
  toneBaseHz: number;
  toneStepHz: number;
  width: number;
  height: number;
  fps: number;
  cellSize: number;
  cells: number;
}
const catalogue: Title[] = JSON.parse(readFileSync(path.join(DEMO_MEDIA, 'catalogue.json'), 'utf8'));
const layout: Layout = JSON.parse(readFileSync(path.join(DEMO_MEDIA, 'layout.json'), 'utf8'));
const FRAME_S = 1 / layout.fps;

interface Shown {
  code: number | null;
  mediaTime: number;
  currentTime: number;
}
interface Heard {
  t: number;
  peakHz: number;
  peakDb: number;
  markerDb: number;
  hzPerBin: number;
}
/** What the test page puts on window. */
interface TestPage {
  listen(from: number, to: number): Promise<Heard[]>;
  load(url: string): void;
  nextFrame(): Promise<Shown>;
  seekAndRead(t: number): Promise<Shown>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.mpd': 'application/dash+xml',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.js': 'text/javascript',
};

/**
 * The test page. readCode() samples the centre of every cell of the two-row strip (scaled to the video's
 * size) and returns the frame number, or null when the strip does not read cleanly (row 1 must be row 0's
 * complement, cells 0 and 1 white and black).
 */
const PAGE = `<!doctype html><html><body style="margin:0;background:#000">
<video id="v" width="${layout.width}" height="${layout.height}" playsinline></video>
<script src="/dash.all.min.js"></script>
<script>
const video = document.getElementById('v');
const canvas = document.createElement('canvas');
const L = ${JSON.stringify(layout)};
window.load = (url) => {
  const player = dashjs.MediaPlayer().create();
  player.initialize(video, url, true);
  window.player = player;
};
window.readCode = () => {
  const w = video.videoWidth, h = video.videoHeight;
  canvas.width = w; canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.drawImage(video, 0, 0, w, h);
  const cellW = w / L.cells, cellH = (h * L.cellSize) / L.height;
  const bit = (i, row) => {
    const x = Math.floor((i + 0.5) * cellW) - 4, y = Math.floor((row + 0.5) * cellH) - 4;
    const d = ctx.getImageData(x, y, 8, 8).data;
    let sum = 0;
    for (let p = 0; p < d.length; p += 4) sum += (d[p] + d[p + 1] + d[p + 2]) / 3;
    return sum / (d.length / 4) >= 128 ? 1 : 0;
  };
  if (bit(0, 0) !== 1 || bit(1, 0) !== 0) return null;
  let n = 0;
  for (let i = 2; i < L.cells; i++) {
    const b = bit(i, 0);
    if (bit(i, 1) === b) return null;
    n = n * 2 + b;
  }
  return n;
};
// Resolves after the next frame is presented, with its media time and the code read from it.
window.nextFrame = () => new Promise((resolve) => video.requestVideoFrameCallback((_, meta) =>
  resolve({ mediaTime: meta.mediaTime, code: window.readCode(), currentTime: video.currentTime })));
// Seeks while paused and reads the first frame presented after the seek (drawn inside the frame callback,
// so the canvas holds exactly the frame whose mediaTime the browser reports).
window.seekAndRead = async (t) => {
  video.pause();
  const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
  video.currentTime = t;
  // A frame presented just before the seek took effect (a busy machine) can still call back: wait for the
  // seek's frame. Half a second apart is far from a wrong frame near t, which the checks below catch.
  const frame = await new Promise((resolve) => {
    const onFrame = (_, meta) => Math.abs(meta.mediaTime - t) > 0.5
      ? video.requestVideoFrameCallback(onFrame)
      : resolve({ mediaTime: meta.mediaTime, code: window.readCode() });
    video.requestVideoFrameCallback(onFrame);
  });
  await seeked;
  return { ...frame, currentTime: video.currentTime };
};
// Plays from one time to another through an AnalyserNode and samples the spectrum on every animation frame.
window.listen = async (from, to) => {
  const ctx = new AudioContext();
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 16384;
  analyser.smoothingTimeConstant = 0;
  ctx.createMediaElementSource(video).connect(analyser);
  analyser.connect(ctx.destination);
  video.pause();
  const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
  video.currentTime = from;
  await seeked;
  await video.play();
  await ctx.resume();
  const bins = new Float32Array(analyser.frequencyBinCount);
  const hzPerBin = ctx.sampleRate / analyser.fftSize;
  const samples = [];
  while (video.currentTime < to) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    analyser.getFloatFrequencyData(bins);
    let peak = 1;
    for (let i = 1; i < bins.length; i++) if (bins[i] > bins[peak]) peak = i;
    samples.push({ t: video.currentTime, peakHz: peak * hzPerBin, peakDb: bins[peak],
      markerDb: bins[Math.round(L.markerHz / hzPerBin)], hzPerBin });
  }
  video.pause();
  return samples;
};
</script></body></html>`;

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    const file =
      url.pathname === '/dash.all.min.js'
        ? DASH_JS
        : path.join(MEDIA_DIR, path.normalize(url.pathname.replace(/^\/media\//, '')));
    if (!file.startsWith(MEDIA_DIR) && file !== DASH_JS) {
      res.writeHead(403).end();
      return;
    }
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

for (const title of catalogue) {
  test(`${title.slug} plays with dash.js and its picture's timecode matches currentTime`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await page.evaluate((url) => (window as unknown as TestPage).load(url), `/media/${title.slug}/manifest.mpd`);
    await page.waitForFunction(() => {
      const video = document.querySelector('video')!;
      return !video.paused && video.currentTime > 1;
    });

    // While playing: the drawn frame is the presented one or, when the frame callback ran late on a loaded
    // machine, a slightly newer one (playback goes on while the callback waits); codes never go backwards.
    // The exact frame-for-frame check is the paused seek below, where nothing moves.
    const frames = await page.evaluate(async () => {
      const out = [];
      for (let i = 0; i < 8; i++) out.push(await (window as unknown as TestPage).nextFrame());
      return out;
    });
    let previous = -1;
    for (const frame of frames) {
      expect(frame.code).not.toBeNull();
      const codeTime = frame.code! * FRAME_S;
      expect(codeTime).toBeGreaterThanOrEqual(frame.mediaTime - FRAME_S - 0.001);
      expect(codeTime).toBeLessThan(frame.mediaTime + 0.5);
      expect(Math.abs(codeTime - frame.currentTime)).toBeLessThan(0.5);
      expect(frame.code!).toBeGreaterThanOrEqual(previous);
      previous = frame.code!;
    }

    // After seeks (inside segments, on a segment boundary, near the end): the shown frame is currentTime's.
    const targets = [title.duration * 0.4 + 0.52, 10, 61.3, title.duration - 3.7, 2.18];
    for (const t of targets) {
      const shown = await page.evaluate((at) => (window as unknown as TestPage).seekAndRead(at), t);
      expect(shown.currentTime).toBeCloseTo(t, 2);
      expect(shown.code, `frame code at ${t} s`).not.toBeNull();
      const codeTime = shown.code! * FRAME_S;
      expect(Math.abs(codeTime - shown.mediaTime)).toBeLessThanOrEqual(FRAME_S + 0.001);
      // The shown frame is the one whose span [n/fps, (n+1)/fps) holds currentTime (one frame of slack).
      expect(codeTime).toBeLessThanOrEqual(shown.currentTime + FRAME_S);
      expect(codeTime).toBeGreaterThan(shown.currentTime - 2 * FRAME_S);
    }
    expect(errors).toEqual([]);
  });
}

test('the sound tells the second, and the marker sounds during an audio tag only', async ({ page }) => {
  const title = catalogue.find((t) => t.slug === 'midnight-garden')!;
  const word = title.tags.find((t) => t.type === 'audio')!;
  const from = Math.floor(word.start_approx) - 1;
  const to = Math.ceil(word.end_approx) + 3;
  await page.goto(`${origin}/`);
  await page.evaluate((url) => (window as unknown as TestPage).load(url), `/media/${title.slug}/manifest.mpd`);
  await page.waitForFunction(() => document.querySelector('video')!.readyState >= 3);
  const heard = await page.evaluate(([a, b]) => (window as unknown as TestPage).listen(a, b), [from, to]);

  // The analyser looks at the last 0.34 s and output adds latency: judge only the middle of each second,
  // away from the marker.
  const steady = heard.filter((h) => {
    const into = h.t - Math.floor(h.t);
    return into > 0.5 && into < 0.95 && (h.t < word.start_approx - 0.5 || h.t > word.end_approx + 0.8);
  });
  expect(steady.length).toBeGreaterThan(10);
  for (const h of steady) {
    const expected = layout.toneBaseHz + layout.toneStepHz * Math.floor(h.t);
    expect(Math.abs(h.peakHz - expected), `tone at ${h.t.toFixed(2)} s`).toBeLessThanOrEqual(h.hzPerBin);
    expect(h.markerDb).toBeLessThan(h.peakDb - 40);
  }
  const during = heard.filter((h) => h.t > word.start_approx + 0.3 && h.t < word.end_approx - 0.05);
  // How many looks land inside the word depends on how busy the machine is; one is enough to hear the marker.
  expect(during.length).toBeGreaterThan(0);
  for (const h of during) expect(h.markerDb, `marker at ${h.t.toFixed(2)} s`).toBeGreaterThan(h.peakDb - 15);
});
