/**
 * Benchmark (not a test): how long building an edit plan from 10,000 tags takes, and what one playback
 * decision costs. Prints figures only (medians). Run: pnpm bench
 */
import { LEAF_FILTER_CATEGORY_IDS, type Tag } from '@sift/contracts';
import {
  buildEditPlan,
  createChoices,
  createPlaybackSchedule,
  createTimeline,
  decidePlayback,
  enabledTags,
  toFilteredTime,
} from '../src/index';

const TAGS = 10_000;
const DURATION = 3 * 60 * 60;

// A fixed pseudo-random sequence, so every run measures the same input.
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const types: Tag['type'][] = ['audio', 'visual', 'audiovisual'];
const tags: Tag[] = Array.from({ length: TAGS }, (_, i) => {
  const start = random() * DURATION;
  return {
    id: i + 1,
    ref_id: `t${i}`,
    type: types[i % 3],
    category_id: LEAF_FILTER_CATEGORY_IDS[i % LEAF_FILTER_CATEGORY_IDS.length],
    description: '',
    spoiler: false,
    start_approx: start,
    end_approx: start + random() * 8,
  };
});

/** The median of `runs` timed runs after WARMUP untimed ones (so the JIT has compiled the code being measured). */
const WARMUP = 10;
function time<T>(runs: number, fn: () => T): { perRunMs: number; result: T } {
  let result = fn();
  for (let i = 1; i < WARMUP; i++) result = fn();
  const each: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = fn();
    each.push(performance.now() - started);
  }
  each.sort((a, b) => a - b);
  return { perRunMs: each[Math.floor(runs / 2)], result };
}

const globalFilters = Object.fromEntries(LEAF_FILTER_CATEGORY_IDS.map((id) => [String(id), true]));
const choices = time(40, () => createChoices({ tags, globalFilters }));
const on = enabledTags(choices.result);
const plan = time(40, () => buildEditPlan(on, { duration: DURATION }));
const timeline = time(40, () => createTimeline(plan.result));
const schedule = time(40, () => createPlaybackSchedule(plan.result));

const DECISIONS = 1_000_000;
const times = Float64Array.from({ length: 4096 }, () => random() * DURATION);
let sink = 0;
const started = performance.now();
for (let i = 0; i < DECISIONS; i++) if (decidePlayback(schedule.result, times[i & 4095]).action === 'jump') sink++;
const decisionNs = ((performance.now() - started) * 1e6) / DECISIONS;
const mapStarted = performance.now();
for (let i = 0; i < DECISIONS; i++) sink += toFilteredTime(timeline.result, times[i & 4095]) > 0 ? 0 : 1;
const mapNs = ((performance.now() - mapStarted) * 1e6) / DECISIONS;

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(`tags: ${TAGS} (${on.length} on), media ${DURATION} s`);
console.log(`choices from tag set:        ${ms(choices.perRunMs)}`);
console.log(`edit plan from ${on.length} tags:    ${ms(plan.perRunMs)} (${plan.result.cuts.length} cuts, ${plan.result.mutes.length} mutes)`);
console.log(`timeline:                    ${ms(timeline.perRunMs)}`);
console.log(`playback schedule:           ${ms(schedule.perRunMs)}`);
console.log(`one playback decision:       ${decisionNs.toFixed(0)} ns`);
console.log(`one original->filtered map:  ${mapNs.toFixed(0)} ns`);
if (sink < 0) console.log(sink);
