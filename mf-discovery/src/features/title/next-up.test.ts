import { nextUpEpisode } from './next-up';

const episode = (id: number, season: number, number: number) => ({ id, season_number: season, episode_number: number }) as never;
const seasons = [
  { id: 1, season_number: 1, episodes: [episode(11, 1, 1), episode(12, 1, 2)] },
  { id: 2, season_number: 2, episodes: [episode(21, 2, 1), episode(22, 2, 2)] },
];
const at = (work_id: number, is_reached_credits = false) => ({ work_id, current: 100, run_time: 1000, is_reached_credits });

describe('nextUpEpisode', () => {
  it('is the most recently watched episode while it is not finished', () => {
    expect(nextUpEpisode(seasons, [at(21), at(12, true)])).toMatchObject({ id: 21, season_number: 2 });
  });

  it('moves to the next episode, across seasons, once the credits were reached', () => {
    expect(nextUpEpisode(seasons, [at(12, true), at(11, true)])).toMatchObject({ id: 21, season_number: 2, episode_number: 1 });
    expect(nextUpEpisode(seasons, [at(11, true)])).toMatchObject({ id: 12, season_number: 1 });
  });

  it('stays on the last episode of a finished show and is null without progress', () => {
    expect(nextUpEpisode(seasons, [at(22, true)])).toMatchObject({ id: 22 });
    expect(nextUpEpisode(seasons, [at(999)])).toBeNull();
    expect(nextUpEpisode(seasons, [])).toBeNull();
  });
});
