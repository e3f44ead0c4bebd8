/**
 * The edit plan: from the tags that are on, the ranges of the original media to cut (visual and audiovisual
 * tags) and to mute (audio tags). Cuts and mutes are each sorted and disjoint, never overlap each other, and a
 * cut wins over a mute. The plan depends only on the set of tags, not their order.
 */
import type { Tag } from '@sift/contracts';
import { CUT_CHAIN_GAP_S, MUTE_CHAIN_GAP_S, MUTE_POST_ROLL_S, MUTE_PRE_ROLL_S } from './edit-plan-defaults';
import { subtractRanges, uniteRanges, type TimeRange } from './time-range';

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
 * Builds the plan from the tags that are on (see enabledTags). A tag whose end is before its start is
 * ignored: it covers no time.
 */
export function buildEditPlan(tags: readonly TagTimes[], options: EditPlanOptions = {}): EditPlan {
  const {
    duration = null,
    mutePreRoll = MUTE_PRE_ROLL_S,
    mutePostRoll = MUTE_POST_ROLL_S,
    muteChainGap = MUTE_CHAIN_GAP_S,
    cutChainGap = CUT_CHAIN_GAP_S,
  } = options;
  const clip = (r: TimeRange): TimeRange => ({
    start: Math.max(0, r.start),
    end: duration === null ? r.end : Math.min(duration, r.end),
  });
  const cutRanges: TimeRange[] = [];
  const muteRanges: TimeRange[] = [];
  for (const tag of tags) {
    if (!(tag.end_approx >= tag.start_approx)) continue;
    if (tag.type === 'audio') {
      muteRanges.push(clip({ start: tag.start_approx - mutePreRoll, end: tag.end_approx + mutePostRoll }));
    } else {
      cutRanges.push(clip({ start: tag.start_approx, end: tag.end_approx }));
    }
  }
  const cuts = uniteRanges(cutRanges, cutChainGap).map((r) => ({ ...r }));
  // The media's edges chain like another cut would: no flash of picture before the first or after the last cut.
  if (cuts.length > 0 && cuts[0].start > 0 && cuts[0].start < cutChainGap) cuts[0] = { ...cuts[0], start: 0 };
  const last = cuts.length - 1;
  if (duration !== null && last >= 0 && cuts[last].end < duration && duration - cuts[last].end < cutChainGap) {
    cuts[last] = { ...cuts[last], end: duration };
  }
  const mutes = subtractRanges(uniteRanges(muteRanges, muteChainGap), cuts);
  return { cuts, mutes, duration };
}
