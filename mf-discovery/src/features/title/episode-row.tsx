import { useEffect, useRef, useState } from 'react';
import { episodeProgressPercent } from '@sift/filter-engine';
import type { Episode, Work, WorkLocation } from '@sift/contracts';
import { ProgressBar, VisuallyHidden } from '@sift/ui';
import { PlayEpisodeButton } from './play';
import { ActionButton, WatchingWith } from './title-actions';
import { episodeAction, episodeLabel, isFreeEpisode } from './title-access';
import { TitleFilters } from './title-filters';
import type { NamedOffer } from './offers';

export interface EpisodeRowProps {
  show: Work;
  episode: Episode;
  location: WorkLocation | undefined;
  visitor: boolean;
  offers: readonly NamedOffer[];
  offer: NamedOffer | null;
  /** The episode the URL names: opened and scrolled to. */
  focused: boolean;
}

/**
 * An episode (001 §2 episode row): poster, progress, number, title, subtitle, rating, runtime, expandable description,
 * 'Watching with X' and 'Change How to Watch', the filter summary, and its button.
 */
export function EpisodeRow({ show, episode, location, visitor, offers, offer, focused }: EpisodeRowProps) {
  const [expanded, setExpanded] = useState(focused);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const label = episodeLabel(episode.season_number, episode.episode_number);
  const action = episodeAction(show, episode.season_number, episode.episode_number, visitor);
  const free = show.subscription_access_level === 'limited' && isFreeEpisode(episode.season_number, episode.episode_number);
  const descriptionId = `episode-${episode.id}-description`;
  return (
    <li ref={ref} className="discovery-episode" data-episode={episode.episode_number} aria-current={focused ? 'true' : undefined}>
      <div className="discovery-episode__picture">
        <img src={episode.backdrop_url} alt="" width={256} height={144} loading="lazy" />
        {location && (
          <ProgressBar
            className="discovery-episode__progress"
            size="sm"
            label={`${label}: progress`}
            value={episodeProgressPercent(location)}
            valueText={`${episodeProgressPercent(location)}% watched`}
          />
        )}
      </div>
      <div className="discovery-episode__text">
        <h3 className="discovery-episode__title">
          {episode.episode_number}. {episode.title}
          {free && <span className="discovery-badge">Free</span>}
        </h3>
        {episode.subtitle && <p className="discovery-episode__subtitle">{episode.subtitle}</p>}
        <p className="discovery-episode__facts">{[episode.rating !== 'NR' ? episode.rating : null, episode.runtime_formatted].filter(Boolean).join(' · ')}</p>
        <p id={descriptionId} className={expanded ? 'discovery-episode__description' : 'discovery-episode__description discovery-episode__description--clamped'}>
          {episode.description}
        </p>
        <button type="button" className="discovery-link-button" aria-expanded={expanded} aria-controls={descriptionId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Less' : 'More'}
          <VisuallyHidden> about {label}</VisuallyHidden>
        </button>
        {!visitor && action.kind !== 'unavailable' && <WatchingWith work={show} offers={offers} offer={offer} />}
        <TitleFilters work={episode} offer={offer} />
      </div>
      <div className="discovery-episode__action">
        <ActionButton
          action={action}
          size="md"
          play={<PlayEpisodeButton slug={episode.slug} catalogId={offer?.catalog_id ?? null} label={`Play ${label}`} />}
        />
      </div>
    </li>
  );
}
