import { CREDITS_MIN_DURATION_S } from '@sift/contracts';
import { creditsThreshold, isCreditsReached, shouldQueueNextEpisode } from './credits';

const lineup = { credits: 1200, teaser_end: 0, runtime_unaltered: 1300 };

describe('credits (001 §4, §9)', () => {
  it('are reached once time passes credits + 1 + teaser end', () => {
    expect(creditsThreshold(lineup)).toBe(1201);
    expect(isCreditsReached(lineup, 1201)).toBe(false);
    expect(isCreditsReached(lineup, 1201.01)).toBe(true);
    expect(creditsThreshold({ ...lineup, teaser_end: 30 })).toBe(1231);
    expect(isCreditsReached({ ...lineup, teaser_end: 30 }, 1220)).toBe(false);
  });

  it('never apply to a work shorter than the minimum duration, or without credits', () => {
    expect(isCreditsReached({ credits: 100, teaser_end: 0, runtime_unaltered: CREDITS_MIN_DURATION_S - 1 }, 170)).toBe(false);
    expect(isCreditsReached({ credits: 100, teaser_end: 0, runtime_unaltered: CREDITS_MIN_DURATION_S }, 170)).toBe(true);
    expect(isCreditsReached({ ...lineup, credits: null }, 1299)).toBe(false);
    expect(isCreditsReached(lineup, 1250, 120)).toBe(false);
  });

  it('queue the next episode only when there is one', () => {
    expect(shouldQueueNextEpisode(lineup, 1250, true)).toBe(true);
    expect(shouldQueueNextEpisode(lineup, 1250, false)).toBe(false);
    expect(shouldQueueNextEpisode(lineup, 1100, true)).toBe(false);
  });
});
