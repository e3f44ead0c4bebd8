#!/usr/bin/env node
/**
 * Checks the generated media against catalogue.json and layout.json by decoding them with ffmpeg:
 * - every video frame's code equals its frame number (and its complement row matches);
 * - every second's tone is the second's frequency;
 * - the marker tone sounds inside every audio and audiovisual tag and nowhere else;
 * - segments are 2 s long and the stream lasts the catalogue's duration.
 * Exits non-zero on the first title that fails. Usage: node scripts/verify.mjs [slug...]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogue = JSON.parse(readFileSync(join(root, 'catalogue.json'), 'utf8'));
const L = JSON.parse(readFileSync(join(root, 'layout.json'), 'utf8'));

/** A representation's init segment followed by its media segments: a playable fragmented MP4. */
function representation(dir, id) {
  const segments = readdirSync(dir)
    .filter((f) => f.startsWith(`seg-${id}-`))
    .sort();
  return { count: segments.length, bytes: Buffer.concat([join(dir, `init-${id}.mp4`), ...segments.map((f) => join(dir, f))].map((f) => readFileSync(f))) };
}

function ffmpeg(input, args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', ...args, 'pipe:1'], {
    input,
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
  return result.stdout;
}

/** Reads the frame code from a 16x2 grey thumbnail of the code strip (each pixel is one cell's average). */
export function decodeCells(row0, row1) {
  const bits = (row) => row.map((v) => (v >= 128 ? 1 : 0));
  const a = bits(row0);
  const b = bits(row1);
  if (a[0] !== 1 || a[1] !== 0) return null;
  let n = 0;
  for (let i = 2; i < L.cells; i++) {
    if (a[i] === b[i]) return null;
    n = n * 2 + a[i];
  }
  return n;
}

function goertzel(samples, from, to, hz) {
  const k = (2 * Math.cos((2 * Math.PI * hz) / L.sampleRate));
  let s1 = 0;
  let s2 = 0;
  for (let i = from; i < to; i++) {
    const s = samples[i] + k * s1 - s2;
    s2 = s1;
    s1 = s;
  }
  const power = s1 * s1 + s2 * s2 - k * s1 * s2;
  return Math.sqrt(Math.max(0, power)) / ((to - from) / 2);
}

function verify(title) {
  const dir = join(root, 'media', title.slug);
  const problems = [];
  const video = representation(dir, 0);
  const audio = representation(dir, 1);
  const segmentsExpected = Math.ceil(title.duration / L.segmentSeconds);
  if (video.count !== segmentsExpected) problems.push(`video has ${video.count} segments, expected ${segmentsExpected}`);

  // Video: the code strip averaged down to one pixel per cell.
  const strip = ffmpeg(video.bytes, [
    '-vf', `crop=${L.width}:${L.cellSize * 2}:0:0,scale=${L.cells}:2:flags=area,format=gray`,
    '-f', 'rawvideo',
  ]);
  const frameBytes = L.cells * 2;
  const frames = strip.length / frameBytes;
  if (frames !== title.duration * L.fps) problems.push(`${frames} frames, expected ${title.duration * L.fps}`);
  let wrong = 0;
  for (let f = 0; f < frames; f++) {
    const px = [...strip.subarray(f * frameBytes, (f + 1) * frameBytes)];
    if (decodeCells(px.slice(0, L.cells), px.slice(L.cells)) !== f) wrong++;
  }
  if (wrong > 0) problems.push(`${wrong} frames carry a wrong code`);

  // Audio: per second, the expected tone must dominate its neighbours; the marker must follow the tags.
  const pcm = ffmpeg(audio.bytes, ['-f', 'f32le', '-ac', '1', '-ar', String(L.sampleRate)]);
  const samples = new Float32Array(pcm.buffer, pcm.byteOffset, pcm.length / 4);
  const margin = Math.round(0.1 * L.sampleRate);
  const audible = title.tags.filter((t) => t.type !== 'visual');
  for (let s = 0; s < title.duration; s++) {
    const from = s * L.sampleRate + margin;
    const to = (s + 1) * L.sampleRate - margin;
    if (to > samples.length) {
      problems.push(`audio ends early at ${s} s`);
      break;
    }
    const hz = L.toneBaseHz + L.toneStepHz * s;
    const own = goertzel(samples, from, to, hz);
    const near = Math.max(goertzel(samples, from, to, hz - L.toneStepHz), goertzel(samples, from, to, hz + L.toneStepHz));
    if (!(own > 0.1 && own > 5 * near)) problems.push(`second ${s}: tone ${hz} Hz not found (${own.toFixed(3)} vs ${near.toFixed(3)})`);
  }
  // The marker, checked in 0.1 s windows away from tag edges (the encoder smears edges by a few ms).
  const win = L.sampleRate / 10;
  for (let w = 0; (w + 1) * win <= samples.length && w < title.duration * 10; w++) {
    const t0 = w / 10;
    const t1 = t0 + 0.1;
    const inside = audible.some((t) => t0 >= t.start_approx + 0.05 && t1 <= t.end_approx - 0.05);
    const near = audible.some((t) => t1 > t.start_approx - 0.05 && t0 < t.end_approx + 0.05);
    if (near && !inside) continue;
    const level = goertzel(samples, w * win, (w + 1) * win, L.markerHz);
    if (inside && level < 0.1) problems.push(`marker missing at ${t0.toFixed(1)} s`);
    if (!near && level > 0.02) problems.push(`marker heard outside tags at ${t0.toFixed(1)} s`);
  }
  return problems;
}

const wanted = process.argv.slice(2);
let failed = false;
for (const title of catalogue) {
  if (wanted.length > 0 && !wanted.includes(title.slug)) continue;
  const problems = verify(title);
  if (problems.length === 0) console.log(`${title.slug}: ok`);
  else {
    failed = true;
    console.log(`${title.slug}: ${problems.length} problems\n  ${problems.slice(0, 20).join('\n  ')}`);
  }
}
process.exit(failed ? 1 : 0);
