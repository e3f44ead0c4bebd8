#!/usr/bin/env node
/**
 * Generates the demo DASH streams from catalogue.json into media/<slug>/ with ffmpeg.
 *
 * Every stream is made to be checked by a machine (see README.md, "How a test reads the media"):
 * - picture: a 2-row strip of 16 black/white cells at the top encodes the frame number (25 fps);
 *   tagged scenes are drawn as labelled boxes (red: cut me; yellow: mute me);
 * - sound: a sine tone of 200 + 10 * second Hz, plus a 4500 Hz marker tone while an audio or
 *   audiovisual tag plays (the "bad word").
 *
 * Usage: node scripts/generate.mjs [slug...]   (no slug: every title)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** How the media encode time (README.md "How a test reads the media"); shared with the verifier and tests. */
const LAYOUT = JSON.parse(readFileSync(join(root, 'layout.json'), 'utf8'));
const catalogue = JSON.parse(readFileSync(join(root, 'catalogue.json'), 'utf8'));
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const CATEGORY_NAMES = {
  4: 'Drugs & Alcohol', 6: 'Sex', 7: 'Nudity', 9: 'Kissing', 14: 'Non-Graphic Violence', 15: 'Graphic Violence',
  16: 'Blood & Gore', 18: 'Profanity', 20: 'Blasphemy', 21: 'Childish Language', 22: 'Sexual References',
  23: 'Racial Slurs',
};
const BACKGROUNDS = ['0x1d3557', '0x2d4a22', '0x3c1f4f'];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${result.status}`);
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** ffmpeg and the font come from Debian; install only what is missing (set-up runs as root). */
function ensureTools() {
  const missing = [];
  if (!has('ffmpeg')) missing.push('ffmpeg');
  if (!existsSync(FONT)) missing.push('fonts-dejavu-core');
  if (missing.length === 0) return;
  run('sh', ['-c', `apt-get update && apt-get install -y ${missing.join(' ')}`]);
}

/** Text for drawtext inside a single-quoted filter argument. */
function escapeText(text) {
  return text.replace(/\\/g, '\\\\').replace(/'/g, "\u2019").replace(/:/g, '\\:').replace(/%/g, '\\%');
}

const during = (tags) => tags.map((t) => `between(t,${t.start_approx},${t.end_approx})`).join('+') || '0';

function filterGraph(title, index) {
  const { width, height, fps, cellSize, cells, markerHz, toneBaseHz, toneStepHz, toneAmplitude } = LAYOUT;
  const d = title.duration;
  const bg = BACKGROUNDS[index % BACKGROUNDS.length];
  // The frame code: row 0 = [white, black, 14 bits of N, most significant first]; row 1 = its complement,
  // so a decoder can tell a clean read from a blurred one.
  const cell = `floor(X/${cellSize})`;
  const bit = `if(lt(${cell},2),eq(${cell},0),mod(floor(N/pow(2,${cells - 1}-${cell})),2))`;
  const code = `255*abs(floor(Y/${cellSize})-${bit})`;
  const visual = title.tags.filter((t) => t.type !== 'audio');
  const audible = title.tags.filter((t) => t.type !== 'visual');
  const font = `fontfile=${FONT}:fontcolor=white`;
  const lines = [
    `color=c=${bg}:s=${width}x${height}:r=${fps}:d=${d}[bg]`,
    `color=c=black:s=${width}x${cellSize * 2}:r=${fps}:d=${d},format=gray,geq=lum='${code}',format=yuv420p[code]`,
  ];
  const video = [
    `[bg][code]overlay=0:0:shortest=1`,
    `drawtext=${font}:fontsize=22:x=20:y=${cellSize * 2 + 12}:text='${escapeText(title.title)}'`,
    `drawtext=${font}:fontsize=64:x=(w-text_w)/2:y=${cellSize * 2 + 50}:text='%{pts\\:hms}'`,
    `drawtext=${font}:fontsize=28:x=(w-text_w)/2:y=${cellSize * 2 + 130}:text='second %{eif\\:floor(t)\\:d}  frame %{n}'`,
  ];
  for (const t of visual) {
    const on = `enable='between(t,${t.start_approx},${t.end_approx})'`;
    video.push(`drawbox=x=0:y=${cellSize * 2 + 170}:w=iw:h=50:color=red@1:t=fill:${on}`);
    video.push(
      `drawtext=${font}:fontsize=24:x=20:y=${cellSize * 2 + 182}:${on}:text='CUT ${escapeText(`${t.ref_id} ${CATEGORY_NAMES[t.category_id] ?? t.category_id} ${t.start_approx}-${t.end_approx}`)}'`,
    );
  }
  for (const t of title.tags.filter((tag) => tag.type === 'audio')) {
    const on = `enable='between(t,${t.start_approx},${t.end_approx})'`;
    video.push(`drawbox=x=0:y=${height - 50}:w=iw:h=50:color=yellow@1:t=fill:${on}`);
    video.push(
      `drawtext=fontfile=${FONT}:fontcolor=black:fontsize=24:x=20:y=${height - 38}:${on}:text='MUTE ${escapeText(`${t.ref_id} ${CATEGORY_NAMES[t.category_id] ?? t.category_id} ${t.start_approx}-${t.end_approx}`)}'`,
    );
  }
  lines.push(`${video.join(',')},format=yuv420p[v]`);
  // Within one second the frequency is constant, so sin(2*PI*f*t) is a clean tone of f Hz.
  const tone = `${toneAmplitude}*sin(2*PI*(${toneBaseHz}+${toneStepHz}*floor(t))*t)`;
  const marker = `${toneAmplitude}*gt(${during(audible)},0)*sin(2*PI*${markerHz}*t)`;
  lines.push(`aevalsrc=exprs='${tone}+${marker}':s=${LAYOUT.sampleRate}:d=${d}[a]`);
  return lines.join(';\n');
}

function generate(title, index) {
  const outDir = join(root, 'media', title.slug);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const graphFile = join(outDir, '.filtergraph.txt');
  writeFileSync(graphFile, filterGraph(title, index));
  const gop = LAYOUT.fps * LAYOUT.segmentSeconds;
  try {
    run(
      'ffmpeg',
      [
        '-hide_banner', '-loglevel', 'error', '-y',
        '-filter_complex_script', graphFile,
        '-map', '[v]', '-map', '[a]',
        '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-pix_fmt', 'yuv420p',
        '-crf', '30', '-maxrate', '120k', '-bufsize', '240k',
        // A keyframe exactly every segment: segments are exactly 2 s and every segment start is seekable.
        '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
        '-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', String(LAYOUT.sampleRate),
        '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
        '-f', 'dash', '-seg_duration', String(LAYOUT.segmentSeconds), '-use_template', '1', '-use_timeline', '0',
        '-init_seg_name', 'init-$RepresentationID$.mp4', '-media_seg_name', 'seg-$RepresentationID$-$Number%03d$.m4s',
        '-adaptation_sets', 'id=0,streams=v id=1,streams=a',
        'manifest.mpd',
      ],
      { cwd: outDir },
    );
  } finally {
    rmSync(graphFile, { force: true });
  }
}

ensureTools();
const wanted = process.argv.slice(2);
catalogue.forEach((title, index) => {
  if (wanted.length > 0 && !wanted.includes(title.slug)) return;
  const started = Date.now();
  generate(title, index);
  console.log(`${title.slug}: ${title.duration} s generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
