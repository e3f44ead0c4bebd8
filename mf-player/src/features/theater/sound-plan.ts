/**
 * The filter mute's plan (docs/decisions/0047, 0075): when the sound must be silent, and what the filter gain does
 * from now on, as a list of changes to schedule in Web Audio (to the sample). Pure: the player asks it on every
 * frame and on every event after which the sound starts or stops (play, playing, seeked, ratechange, pause).
 */
import { createPlaybackSchedule, decidePlayback, uniteRanges, type EditPlan, type PlaybackSchedule } from '@sift/filter-engine';

/** A mute starts this much before the plan says, an unmute this much after: the padding makes room for both. */
export const MUTE_EARLY_S = 0.02;
export const UNMUTE_LATE_S = 0.05;
/**
 * How far ahead (seconds of wall time) the gain's changes are scheduled. The plan is made again on every frame; a
 * page too busy to run frame callbacks for this long still mutes on time (pauses, stalls, seeks and changes of rate
 * replace the plan at once, so a long horizon never plays a stale one).
 */
export const SOUND_PLAN_AHEAD_S = 2;

export interface GainChange {
  muted: boolean;
  /** Seconds of wall time from now. */
  inSeconds: number;
}

export interface SoundPlan {
  mutedNow: boolean;
  /** In time order. */
  changes: GainChange[];
}

/** Silent: nothing plays (paused, stalled, seeking), so nothing may be heard when the element starts again. */
export const HOLD_SILENT: SoundPlan = Object.freeze({ mutedNow: true, changes: [] }) as SoundPlan;

/**
 * When the sound is silent: every mute from MUTE_EARLY_S before it to UNMUTE_LATE_S after it, and every cut from
 * MUTE_EARLY_S before it (nothing of a cut may be heard while the jump over it completes). One schedule, so
 * planning again on every frame never cuts a margin short.
 */
export function silenceSchedule(plan: EditPlan): PlaybackSchedule {
  const silent = uniteRanges([
    ...plan.mutes.map((r) => ({ start: Math.max(0, r.start - MUTE_EARLY_S), end: r.end + UNMUTE_LATE_S })),
    ...plan.cuts.map((r) => ({ start: Math.max(0, r.start - MUTE_EARLY_S), end: r.end })),
  ]);
  return createPlaybackSchedule({ cuts: [], mutes: silent, duration: plan.duration });
}

export const isSilentAt = (silence: PlaybackSchedule, t: number) => decidePlayback(silence, t).action === 'mute';

/**
 * The gain from media time `t` on, playing at `rate`: silent now or not, and every change within `ahead` seconds.
 * `settle` seconds of silence come first (after a seek, audio decoded before it may still arrive).
 */
export function planSound(silence: PlaybackSchedule, t: number, rate: number, settle = 0, ahead = SOUND_PLAN_AHEAD_S): SoundPlan {
  const speed = rate > 0 ? rate : 1;
  const inSeconds = (boundary: number) => (boundary - t) / speed;
  const now = decidePlayback(silence, t);
  const changes: GainChange[] = [];
  let muted = now.action === 'mute';
  let next = now.nextBoundary;
  while (next !== null && inSeconds(next) <= ahead) {
    const there = decidePlayback(silence, next);
    const mutedThere = there.action === 'mute';
    if (mutedThere !== muted) changes.push({ muted: mutedThere, inSeconds: inSeconds(next) });
    muted = mutedThere;
    if (there.nextBoundary === null || there.nextBoundary <= next) break;
    next = there.nextBoundary;
  }
  if (!(settle > 0)) return { mutedNow: now.action === 'mute', changes };
  // Silent until the settle ends; then whatever the schedule says there.
  const later = changes.filter((c) => c.inSeconds > settle);
  const soundAtSettle = !isSilentAt(silence, t + settle * speed);
  return { mutedNow: true, changes: soundAtSettle ? [{ muted: false, inSeconds: settle }, ...later] : later };
}
