import type { DemoTag } from '../landing-data/landing-data';
import { describe as sentence, duration, summarize } from './demo-summary';

// Profanity (18, audio), nudity (7, picture), blood (16, picture): seconds of a 600 s work.
const tags: DemoTag[] = [
  [18, 0, 10, 11],
  [18, 0, 100, 100.8],
  [7, 1, 200, 230],
  [16, 1, 225, 240],
  [15, 1, 400, 420],
];
const work = { duration: 600, tags };

describe('the filter demo (000 §2.1)', () => {
  it('cuts picture tags and mutes sound tags of the categories that are on, joining overlaps', () => {
    const summary = summarize(work, new Set([6, 7, 16, 18]));
    expect(summary.cuts).toBe(1); // 200-230 and 225-240 are one scene
    expect(summary.cutSeconds).toBe(40);
    expect(summary.mutes).toBe(2);
    expect(summary.marks.filter((m) => m.kind === 'cut')).toEqual([{ kind: 'cut', left: 33.3, width: 6.7 }]);
    expect(sentence(summary)).toBe('1 scene cut (40 s), 2 moments muted.');
  });

  it('follows the categories the viewer switches', () => {
    expect(summarize(work, new Set([15])).cuts).toBe(1);
    expect(sentence(summarize(work, new Set([15, 7])))).toBe('2 scenes cut (50 s).');
    expect(sentence(summarize(work, new Set()))).toBe('Nothing to filter with these choices.');
  });

  it("filters a tag filed under a parent category by the engine's rule: once all the parent's leaves are on", () => {
    // Violence (3) is the parent of Graphic (15), Non-Graphic (14) and Blood & Gore (16); the leaf-only copy never cut this.
    const parentTag = { duration: 600, tags: [[3, 1, 500, 520]] as DemoTag[] };
    expect(summarize(parentTag, new Set([15, 14, 16])).cuts).toBe(1);
    expect(summarize(parentTag, new Set([15, 14]))).toMatchObject({ cuts: 0, mutes: 0 });
  });

  it('says durations in minutes and seconds', () => {
    expect(duration(45)).toBe('45 s');
    expect(duration(72)).toBe('1 min 12 s');
    expect(duration(120)).toBe('2 min');
  });
});
