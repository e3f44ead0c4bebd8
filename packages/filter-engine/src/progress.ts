/**
 * Poster and episode progress (000 §9, 001 §9): 98% once credits are reached, else ceil(100*current/run_time),
 * and a bar never narrower than POSTER_PROGRESS_MIN_WIDTH_PERCENT once a work location exists.
 */
import {
  EPISODE_PROGRESS_AT_CREDITS,
  POSTER_PROGRESS_AT_CREDITS,
  POSTER_PROGRESS_MIN_WIDTH_PERCENT,
  type WorkLocation,
} from '@sift/contracts';

export type ProgressSource = Pick<WorkLocation, 'current' | 'run_time' | 'is_reached_credits'>;

function percent(location: ProgressSource, atCredits: number): number {
  if (location.is_reached_credits) return atCredits;
  if (!(location.run_time > 0)) return 0;
  return Math.min(100, Math.max(0, Math.ceil((100 * location.current) / location.run_time)));
}

export const posterProgressPercent = (location: ProgressSource): number => percent(location, POSTER_PROGRESS_AT_CREDITS);

export const episodeProgressPercent = (location: ProgressSource): number =>
  percent(location, EPISODE_PROGRESS_AT_CREDITS);

/** The bar's width in percent: no bar without a location, else at least the minimum width. */
export function progressBarWidthPercent(location: ProgressSource | null | undefined): number {
  if (!location) return 0;
  return Math.max(POSTER_PROGRESS_MIN_WIDTH_PERCENT, posterProgressPercent(location));
}

/** What a poster draws (000 §9): the bar's width and the percent watched it says; null without a location (no bar). */
export interface PosterProgress {
  barPercent: number;
  watchedPercent: number;
}

export function posterProgress(location: ProgressSource | null | undefined): PosterProgress | null {
  return location ? { barPercent: progressBarWidthPercent(location), watchedPercent: posterProgressPercent(location) } : null;
}
