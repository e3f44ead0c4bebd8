/**
 * What a title's main button does (001 §1 access levels, §4 "Play is allowed only if subscription_can_play"):
 * visitors are asked to sign up ('Subscribe to Filter', or 'Try Filtering Free' with a trial promo code); members
 * play with full access, are offered 'Upgrade to Filter More' with limited access (the free episode still plays),
 * 'Upgrade to Filter {episode}' without access; an unavailable title says so.
 */
import {
  SUBSCRIBE_TO_FILTER,
  TRY_FILTERING_FREE,
  UPGRADE_TO_FILTER,
  UPGRADE_TO_FILTER_MORE,
  upgradeToFilterEpisode,
  type Work,
} from '@sift/contracts';

export type TitleAction =
  | { kind: 'signup'; label: string }
  | { kind: 'play' }
  | { kind: 'upgrade'; label: string }
  | { kind: 'unavailable' };

export interface AccessInput {
  visitor: boolean;
  /** A visitor's promo code gives trial days. */
  trial: boolean;
  work: Pick<Work, 'is_watchable' | 'subscription_access_level' | 'subscription_can_play'>;
  /** What the upgrade is for: the movie's title or an episode's "S1 E2". */
  label: string;
}

export function titleAction({ visitor, trial, work, label }: AccessInput): TitleAction {
  if (visitor) return { kind: 'signup', label: trial ? TRY_FILTERING_FREE : SUBSCRIBE_TO_FILTER };
  if (!work.is_watchable) return { kind: 'unavailable' };
  if (work.subscription_access_level === 'limited') return { kind: 'upgrade', label: UPGRADE_TO_FILTER_MORE };
  if (work.subscription_access_level === 'none') return { kind: 'upgrade', label: upgradeToFilterEpisode(label) };
  return work.subscription_can_play ? { kind: 'play' } : { kind: 'upgrade', label: upgradeToFilterEpisode(label) };
}

/** "S1 E2" */
export const episodeLabel = (season: number, episode: number) => `S${season} E${episode}`;

/** Free-tier members (limited) may play the first episode of a show (001 §1 "an episode is marked free"). */
export const isFreeEpisode = (season: number, episode: number) => season === 1 && episode === 1;

/** An episode row's button under the show's access level. */
export function episodeAction(
  show: Pick<Work, 'is_watchable' | 'subscription_access_level'>,
  season: number,
  episode: number,
  visitor: boolean,
): TitleAction {
  if (visitor) return { kind: 'signup', label: SUBSCRIBE_TO_FILTER };
  if (!show.is_watchable) return { kind: 'unavailable' };
  if (show.subscription_access_level === 'full') return { kind: 'play' };
  if (show.subscription_access_level === 'limited') return isFreeEpisode(season, episode) ? { kind: 'play' } : { kind: 'upgrade', label: UPGRADE_TO_FILTER };
  return { kind: 'upgrade', label: upgradeToFilterEpisode(episodeLabel(season, episode)) };
}
