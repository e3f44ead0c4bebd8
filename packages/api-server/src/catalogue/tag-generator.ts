/**
 * Tags of synthetic catalogue tag sets, generated from the tag set's seed each time they are read. The result
 * is the same on every read and in every process, so lineups can key on ref_id as with stored tags.
 */
import type { Tag } from '@sift/contracts';
import { createRandom } from '../reference-data/random';

const CATEGORY_WEIGHTS: [number, number][] = [
  [18, 30], [22, 8], [20, 8], [21, 5], [23, 2], [6, 6], [7, 6], [9, 8], [4, 7], [15, 6], [14, 10], [16, 4],
];
const AUDIO = new Set([18, 22, 20, 21, 23]);
const DESCRIPTIONS: Record<number, string[]> = {
  18: ['"d*mn"', '"h*ll"', '"sh*t"', '"f-word"', '"a**"', '"b*tch"'],
  22: ['Crude sexual joke', 'Sexual innuendo', 'Reference to an affair'],
  20: ['"OMG"', '"Jesus" as an exclamation', '"G-d d*mn"'],
  21: ['"shut up"', '"stupid"', '"idiot"', '"crap"'],
  23: ['Racial slur'],
  6: ['Couple in bed, implied sex', 'Sexual movements under sheets', 'Passionate scene leading to sex'],
  7: ['Bare back', 'Brief rear nudity', 'Woman in underwear', 'Shirtless man in shower'],
  9: ['Brief kiss', 'Long kiss', 'Kissing on the couch'],
  4: ['Drinking wine at dinner', 'Character is drunk', 'Smoking a cigarette', 'Drug use implied'],
  15: ['Man is shot at close range', 'Brutal fight', 'Stabbing'],
  14: ['Punch to the face', 'Car crash', 'Shoving match', 'Gunfire, no injuries shown'],
  16: ['Bloody wound', 'Blood on the floor', 'Gory injury'],
};

export function generateTags(tagSetId: number, seed: number, count: number, duration: number): Tag[] {
  const rng = createRandom(seed);
  const length = Math.max(duration, 600);
  const tags: Tag[] = [];
  for (let i = 0; i < count; i++) {
    const categoryId = rng.weighted(CATEGORY_WEIGHTS);
    const start = Math.round(rng.next() * (length - 30) * 10) / 10;
    const span = AUDIO.has(categoryId) ? 0.4 + rng.next() * 1.6 : 1 + rng.next() * 25;
    tags.push({
      // Above every stored tag id, and unique per tag set and position.
      id: 1_000_000_000 + tagSetId * 1000 + (i % 1000),
      type: AUDIO.has(categoryId) ? 'audio' : rng.chance(0.5) ? 'visual' : 'audiovisual',
      description: rng.pick(DESCRIPTIONS[categoryId]),
      category_id: categoryId,
      ref_id: `g${seed.toString(36)}-${i}`,
      spoiler: rng.chance(0.03),
      start_approx: start,
      end_approx: Math.round((start + span) * 10) / 10,
    });
  }
  return tags.sort((a, b) => a.start_approx - b.start_approx || a.id - b.id);
}
