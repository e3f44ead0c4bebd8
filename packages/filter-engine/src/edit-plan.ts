/**
 * The edit plan: from the tags that are on, the ranges of the original media to cut (visual and audiovisual
 * tags) and to mute (audio tags). Cuts and mutes are each sorted and disjoint, never overlap each other, and a
 * cut wins over a mute. The plan depends only on the set of tags, not their order.
 */
import type { Tag } from '@sift/contracts';
import { CUT_CHAIN_GAP_S, MUTE_CHAIN_GAP_S, MUTE_POST_ROLL_S, MUTE_PRE_ROLL_S } from './edit-plan-defaults';
import { sortNumbers, subtractRanges, type TimeRange } from './time-range';

export interface EditPlanOptions {
  /** Media duration in seconds; ranges are clipped to it and cuts near the end reach it. */
  duration?: number | null;
  mutePreRoll?: number;
  mutePostRoll?: number;
  muteChainGap?: number;
  cutChainGap?: number;
}

export interface EditPlan {
  readonly cuts: readonly TimeRange[];
  readonly mutes: readonly TimeRange[];
  readonly duration: number | null;
}

type TagTimes = Pick<Tag, 'type' | 'start_approx' | 'end_approx'>;

/**
 * The union of ranges given as separate start and end lists, bridging gaps shorter than `bridge`. Starts and
 * ends are sorted each on its own (sortNumbers: no comparator, no objects): the union of intervals depends only on
 * the sweep of its start and end events, not on which start goes with which end. At equal times starts come
 * first, so touching ranges unite.
 */
function sweepUnion(starts: Float64Array, ends: Float64Array, bridge: number): TimeRange[] {
  sortNumbers(starts);
  sortNumbers(ends);
  const out: { start: number; end: number }[] = [];
  let open = 0;
  let i = 0;
  let j = 0;
  let current: { start: number; end: number } | null = null;
  while (j < ends.length) {
    if (i < starts.length && starts[i] <= ends[j]) {
      const s = starts[i++];
      if (open++ === 0) {
        // Reopen the last range when this start touches it or comes within the bridge.
        if (current && (s <= current.end || s - current.end < bridge)) continue;
        current = { start: s, end: s };
        out.push(current);
      }
    } else {
      const e = ends[j++];
      if (--open === 0) current!.end = e;
    }
  }
  return out;
}

/**
 * Builds the plan from the tags that are on (see enabledTags). A tag whose end is before its start is
 * ignored: it covers no time. Two passes over the tags and four linear-in-practice sorts (pnpm bench).
 */
export function buildEditPlan(tags: readonly TagTimes[], options: EditPlanOptions = {}): EditPlan {
  const {
    duration = null,
    mutePreRoll = MUTE_PRE_ROLL_S,
    mutePostRoll = MUTE_POST_ROLL_S,
    muteChainGap = MUTE_CHAIN_GAP_S,
    cutChainGap = CUT_CHAIN_GAP_S,
  } = options;
  const limit = duration === null ? Infinity : duration;
  // One pass: room for every tag in both lists, then only the filled part is used.
  const cutStarts = new Float64Array(tags.length);
  const cutEnds = new Float64Array(tags.length);
  const muteStarts = new Float64Array(tags.length);
  const muteEnds = new Float64Array(tags.length);
  let c = 0;
  let m = 0;
  for (const tag of tags) {
    if (!(tag.end_approx >= tag.start_approx)) continue;
    // Clipped to the media; a range left empty is dropped.
    if (tag.type === 'audio') {
      const start = Math.max(0, tag.start_approx - mutePreRoll);
      const end = Math.min(limit, tag.end_approx + mutePostRoll);
      if (end > start) {
        muteStarts[m] = start;
        muteEnds[m++] = end;
      }
    } else {
      const start = Math.max(0, tag.start_approx);
      const end = Math.min(limit, tag.end_approx);
      if (end > start) {
        cutStarts[c] = start;
        cutEnds[c++] = end;
      }
    }
  }
  const cuts = sweepUnion(cutStarts.subarray(0, c), cutEnds.subarray(0, c), cutChainGap);
  // The media's edges chain like another cut would: no flash of picture before the first or after the last cut.
  if (cuts.length > 0 && cuts[0].start > 0 && cuts[0].start < cutChainGap) cuts[0] = { ...cuts[0], start: 0 };
  const last = cuts.length - 1;
  if (duration !== null && last >= 0 && cuts[last].end < duration && duration - cuts[last].end < cutChainGap) {
    cuts[last] = { ...cuts[last], end: duration };
  }
  const mutes = subtractRanges(sweepUnion(muteStarts.subarray(0, m), muteEnds.subarray(0, m), muteChainGap), cuts);
  return { cuts, mutes, duration };
}
