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
  // Cuts and mutes never overlap each other (the plan guarantees it), so one sorted list answers both.
  const ranges = [
    ...plan.cuts.map((r) => ({ ...r, kind: CUT })),
    ...plan.mutes.map((r) => ({ ...r, kind: MUTE })),
  ].sort((a, b) => a.start - b.start);
  return {
    starts: Float64Array.from(ranges, (r) => r.start),
    ends: Float64Array.from(ranges, (r) => r.end),
    kinds: Uint8Array.from(ranges, (r) => r.kind),
  };
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
