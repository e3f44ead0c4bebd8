/**
 * Playback decisions: for a media time, what the player must do now and when the answer can next change.
 * Built once per plan; each decision is a binary search, cheap enough to ask on every video frame.
 */
import type { EditPlan } from './edit-plan';
import { lastStartingAtOrBefore } from './time-range';

export type PlaybackDecision =
  /** Play with sound; `nextBoundary` is when the next cut or mute starts (null: none before the end). */
  | { readonly action: 'play'; readonly nextBoundary: number | null }
  /** Play muted until `nextBoundary` (the mute's end). */
  | { readonly action: 'mute'; readonly nextBoundary: number }
  /** Seek to `to` (the cut's end) now; ask again from there. */
  | { readonly action: 'jump'; readonly to: number; readonly nextBoundary: number };

const CUT = 1;
const MUTE = 2;

export interface PlaybackSchedule {
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  readonly kinds: Uint8Array;
}

export function createPlaybackSchedule(plan: EditPlan): PlaybackSchedule {
  // Cuts and mutes are each sorted and never overlap each other (the plan guarantees it): one linear merge.
  const size = plan.cuts.length + plan.mutes.length;
  const starts = new Float64Array(size);
  const ends = new Float64Array(size);
  const kinds = new Uint8Array(size);
  let c = 0;
  let m = 0;
  for (let k = 0; k < size; k++) {
    const takeCut = m >= plan.mutes.length || (c < plan.cuts.length && plan.cuts[c].start <= plan.mutes[m].start);
    const range = takeCut ? plan.cuts[c++] : plan.mutes[m++];
    starts[k] = range.start;
    ends[k] = range.end;
    kinds[k] = takeCut ? CUT : MUTE;
  }
  return { starts, ends, kinds };
}

export function decidePlayback(schedule: PlaybackSchedule, t: number): PlaybackDecision {
  const i = lastStartingAtOrBefore(schedule.starts, t);
  if (i >= 0 && t < schedule.ends[i]) {
    const end = schedule.ends[i];
    return schedule.kinds[i] === CUT ? { action: 'jump', to: end, nextBoundary: end } : { action: 'mute', nextBoundary: end };
  }
  const next = i + 1;
  return { action: 'play', nextBoundary: next < schedule.starts.length ? schedule.starts[next] : null };
}
