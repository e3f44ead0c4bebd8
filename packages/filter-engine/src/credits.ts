/**
 * Credits and the next episode (001 §4 "Theater lobby and player", §9): credits are reached once playback
 * passes the lineup's credits + 1 + teaser_end (seconds of the original media). Works shorter than
 * CREDITS_MIN_DURATION_S never reach credits: the rule would fire in the middle of a short clip.
 */
import { CREDITS_MIN_DURATION_S, type Lineup } from '@sift/contracts';

export type CreditsSource = Pick<Lineup, 'credits' | 'teaser_end' | 'runtime_unaltered'>;

/** The time after which credits count as reached, or null when the rule does not apply. */
export function creditsThreshold(lineup: CreditsSource, duration: number = lineup.runtime_unaltered): number | null {
  if (lineup.credits === null || lineup.credits === undefined) return null;
  if (!(duration >= CREDITS_MIN_DURATION_S)) return null;
  return lineup.credits + 1 + (lineup.teaser_end ?? 0);
}

/** Whether original media time `current` has passed the credits (strictly: "passes"). */
export function isCreditsReached(lineup: CreditsSource, current: number, duration?: number): boolean {
  const threshold = creditsThreshold(lineup, duration);
  return threshold !== null && current > threshold;
}

/** The 'Next Episode' button is queued once credits are reached and there is a next episode. */
export function shouldQueueNextEpisode(
  lineup: CreditsSource,
  current: number,
  hasNextEpisode: boolean,
  duration?: number,
): boolean {
  return hasNextEpisode && isCreditsReached(lineup, current, duration);
}
