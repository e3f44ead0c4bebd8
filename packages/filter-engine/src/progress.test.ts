import { POSTER_PROGRESS_MIN_WIDTH_PERCENT } from '@sift/contracts';
import { episodeProgressPercent, posterProgress, posterProgressPercent, progressBarWidthPercent } from './progress';

describe('poster and episode progress (000 §9, 001 §9)', () => {
  it('is 98 once credits are reached', () => {
    expect(posterProgressPercent({ current: 10, run_time: 100, is_reached_credits: true })).toBe(98);
    expect(episodeProgressPercent({ current: 10, run_time: 100, is_reached_credits: true })).toBe(98);
  });

  it('is ceil(100 * current / run_time) otherwise, within 0..100', () => {
    expect(posterProgressPercent({ current: 1, run_time: 3600, is_reached_credits: false })).toBe(1);
    expect(posterProgressPercent({ current: 1800, run_time: 3600, is_reached_credits: false })).toBe(50);
    expect(posterProgressPercent({ current: 1801, run_time: 3600, is_reached_credits: false })).toBe(51);
    expect(posterProgressPercent({ current: 4000, run_time: 3600, is_reached_credits: false })).toBe(100);
    expect(posterProgressPercent({ current: 10, run_time: 0, is_reached_credits: false })).toBe(0);
  });

  it('draws a bar at least the minimum width once a location exists', () => {
    expect(progressBarWidthPercent(null)).toBe(0);
    expect(progressBarWidthPercent({ current: 0, run_time: 100, is_reached_credits: false })).toBe(POSTER_PROGRESS_MIN_WIDTH_PERCENT);
    expect(progressBarWidthPercent({ current: 50, run_time: 100, is_reached_credits: false })).toBe(50);
  });

  it("is what a poster draws: the bar's width and the percent it says, or nothing without a location", () => {
    expect(posterProgress(null)).toBeNull();
    expect(posterProgress({ current: 0, run_time: 6000, is_reached_credits: false })).toEqual({ barPercent: POSTER_PROGRESS_MIN_WIDTH_PERCENT, watchedPercent: 0 });
    expect(posterProgress({ current: 1001, run_time: 6000, is_reached_credits: false })).toEqual({ barPercent: 17, watchedPercent: 17 });
    expect(posterProgress({ current: 10, run_time: 6000, is_reached_credits: true })).toEqual({ barPercent: 98, watchedPercent: 98 });
  });
});
