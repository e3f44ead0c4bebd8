/**
 * The filter demo's arithmetic (000 §2.1): for the categories the viewer has on, what the edit plan of a work cuts
 * and mutes, from the work's real tag set. The same rule and edit plan the player uses (@sift/filter-engine): the
 * categories on are a filter map like a profile's defaults, and a tag is on when its category is filtered by it
 * (createChoices), so a tag filed under a parent category is cut once all of that parent's leaves are on.
 */
import type { Tag } from '@sift/contracts';
import { buildEditPlan, createChoices, enabledTags } from '@sift/filter-engine';
import type { DemoTag, DemoWork } from '../landing-data/landing-data';

export interface DemoMark {
  kind: 'cut' | 'mute';
  /** Position and length on the work's timeline, in percent. */
  left: number;
  width: number;
}

export interface DemoSummary {
  /** Scenes cut (after overlapping tags are joined). */
  cuts: number;
  /** Seconds cut, rounded. */
  cutSeconds: number;
  /** Moments muted. */
  mutes: number;
  marks: DemoMark[];
}

/** A demo tag as the engine's tag: its index is its ref_id. */
const asTag = ([category, cut, start, end]: DemoTag, index: number): Tag => ({
  id: index + 1,
  ref_id: String(index),
  category_id: category,
  type: cut ? 'visual' : 'audio',
  description: '',
  spoiler: false,
  start_approx: start,
  end_approx: end,
});

export function summarize(work: Pick<DemoWork, 'tags' | 'duration'>, enabled: ReadonlySet<number>): DemoSummary {
  const globalFilters = Object.fromEntries([...enabled].map((id) => [String(id), true]));
  const choices = createChoices({ tags: work.tags.map(asTag), globalFilters });
  const plan = buildEditPlan(enabledTags(choices), { duration: work.duration });
  const percent = (seconds: number) => Math.round((seconds / work.duration) * 1000) / 10;
  const mark = (kind: DemoMark['kind']) => (range: { start: number; end: number }) => ({
    kind,
    left: percent(range.start),
    width: Math.max(percent(range.end - range.start), 0.4),
  });
  return {
    cuts: plan.cuts.length,
    cutSeconds: Math.round(plan.cuts.reduce((sum, range) => sum + range.end - range.start, 0)),
    mutes: plan.mutes.length,
    marks: [...plan.cuts.map(mark('cut')), ...plan.mutes.map(mark('mute'))],
  };
}

/** "1 min 12 s", "45 s". */
export function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (!minutes) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** The sentence under a work: what the viewer's filters do to it. */
export function describe(summary: DemoSummary): string {
  if (!summary.cuts && !summary.mutes) return 'Nothing to filter with these choices.';
  const parts = [];
  if (summary.cuts) parts.push(`${summary.cuts} ${summary.cuts === 1 ? 'scene' : 'scenes'} cut (${duration(summary.cutSeconds)})`);
  if (summary.mutes) parts.push(`${summary.mutes} ${summary.mutes === 1 ? 'moment' : 'moments'} muted`);
  return `${parts.join(', ')}.`;
}
