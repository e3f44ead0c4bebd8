#!/usr/bin/env node
/**
 * Writes the WebVTT captions of each demo title (media/<slug>/captions-en.vtt) from catalogue.json. Made for
 * checking caption hiding: every audio and audiovisual tag has a cue over exactly its time, saying the word
 * the player mutes (cue id = the tag's ref_id), and a narrative cue starts every 4 s elsewhere (cue id
 * `n<second>`), so cues run up to, across and inside every cut and mute. Deterministic: the same catalogue gives
 * the same files. No ffmpeg needed.
 *
 * Usage: node scripts/captions.mjs [slug...]   (no slug: every title)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogue = JSON.parse(readFileSync(join(root, 'catalogue.json'), 'utf8'));

/** What each audio category's tagged word says in the captions (starred, as the tag descriptions are). */
const WORDS = {
  18: 'D*mn it!',
  20: 'Oh my G*d!',
  21: 'Shut up, stupid!',
  22: '(a crude joke about the captain)',
  23: '(a racial slur)',
  4: '(clinking glasses)',
  6: '(heavy breathing)',
  7: '(splashing)',
  9: '(a long kiss)',
  14: '(a punch lands)',
  15: '(shouting and blows)',
  16: '(a groan of pain)',
};
const NARRATIVE_EVERY_S = 4;
const NARRATIVE_LENGTH_S = 3;

const stamp = (t) => {
  const ms = Math.round(t * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

function captionsOf(title) {
  const spoken = title.tags.filter((t) => t.type !== 'visual');
  const cues = spoken.map((t) => ({ id: t.ref_id, start: t.start_approx, end: t.end_approx, text: WORDS[t.category_id] ?? '(tagged sound)' }));
  // Narrative cues keep clear of the spoken words by half a second, so a word is always its own cue.
  for (let s = 1; s + NARRATIVE_LENGTH_S <= title.duration; s += NARRATIVE_EVERY_S) {
    const end = s + NARRATIVE_LENGTH_S;
    if (spoken.some((t) => t.start_approx < end + 0.5 && t.end_approx > s - 0.5)) continue;
    cues.push({ id: `n${s}`, start: s, end, text: `${title.title}, second ${s}.` });
  }
  cues.sort((a, b) => a.start - b.start || a.end - b.end);
  return `WEBVTT - ${title.title}\n\n${cues.map((c) => `${c.id}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}\n`).join('\n')}`;
}

const wanted = process.argv.slice(2);
for (const title of catalogue) {
  if (wanted.length > 0 && !wanted.includes(title.slug)) continue;
  writeFileSync(join(root, 'media', title.slug, 'captions-en.vtt'), captionsOf(title));
  console.log(`${title.slug}: captions-en.vtt written`);
}
