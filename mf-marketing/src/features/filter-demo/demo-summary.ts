/**
 * The filter demo's arithmetic (000 §2.1): for the categories the viewer has on, what the edit plan of a work cuts
 * and mutes, from the work's real tag set. The same edit plan the player uses (@sift/filter-engine).
 */
import { buildEditPlan } from '@sift/filter-engine';
import type { DemoWork } from '../landing-data/landing-data';

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

export function summarize(work: Pick<DemoWork, 'tags' | 'duration'>, enabled: ReadonlySet<number>): DemoSummary {
  const tags = work.tags
    .filter(([category]) => enabled.has(category))
    .map(([, cut, start, end]) => ({ type: cut ? ('visual' as const) : ('audio' as const), start_approx: start, end_approx: end }));
  const plan = buildEditPlan(tags, { duration: work.duration });
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
