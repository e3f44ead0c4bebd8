/**
 * The next-up episode of a show (001 §2: the show page opens its season), from the profile's work locations
 * (newest first): the most recently watched episode, or the one after it once its credits were reached.
 */
import type { Season, WorkLocation } from '@sift/contracts';

export interface EpisodeRef {
  id: number;
  season_number: number;
  episode_number: number;
}

export function nextUpEpisode(seasons: readonly Season[], locations: readonly WorkLocation[]): EpisodeRef | null {
  const episodes: EpisodeRef[] = seasons
    .flatMap((s) => s.episodes.map((e) => ({ id: e.id, season_number: s.season_number, episode_number: e.episode_number })))
    .sort((a, b) => a.season_number - b.season_number || a.episode_number - b.episode_number);
  const index = new Map(episodes.map((e, i) => [e.id, i]));
  const latest = locations.find((l) => index.has(l.work_id));
  if (!latest) return null;
  const i = index.get(latest.work_id)!;
  if (latest.is_reached_credits) return episodes[i + 1] ?? episodes[i];
  return episodes[i];
}
