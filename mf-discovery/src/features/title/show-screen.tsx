import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { href } from '@sift/app-kit';
import { EPISODES_TAB, MORE_LIKE_THIS, type Work } from '@sift/contracts';
import { PageFrame, PageSkeleton, Tabs } from '@sift/ui';
import { api } from '../../api';
import { apiKey, useApiQuery } from '@sift/data';
import { MoreLikeThis, useMoreLikeThis } from '../recommendations/more-like-this';
import { profileScopeOf, useViewer } from '../viewer/use-viewer';
import { EpisodeRow } from './episode-row';
import { HiddenAlert } from './hidden-alert';
import { MarketingSection } from './marketing-section';
import { nextUpEpisode } from './next-up';
import { useChosenOffer } from './offers';
import { PlayEpisodeButton } from './play';
import { episodeLabel, titleAction } from './title-access';
import { TitleActions } from './title-actions';
import { TitleFilters } from './title-filters';
import { TitleHeader } from './title-header';
import { useTrial } from './use-trial';
import { WorkScreen } from './work-screen';

export interface ShowScreenProps {
  slug: string;
  seasonNumber?: number;
  episodeNumber?: number;
}

function ShowDetails({ work, seasonNumber, episodeNumber }: { work: Work } & Omit<ShowScreenProps, 'slug'>) {
  const viewer = useViewer();
  const visitor = viewer.kind === 'visitor';
  const key = profileScopeOf(viewer);
  const trial = useTrial(visitor);
  const { offers, offer } = useChosenOffer(work);
  const related = useMoreLikeThis(work.id);
  const [params] = useSearchParams();
  const locations = useApiQuery(key && apiKey(key, 'work-locations/', { show_id: work.id }), () => api().discovery.workLocations({ show_id: work.id }));
  const nextUp = useMemo(() => nextUpEpisode(work.seasons, locations.data ?? []), [work.seasons, locations.data]);
  const byEpisode = new Map((locations.data ?? []).map((l) => [l.work_id, l]));

  // 001 §2: the season in the URL, else the next-up episode's, else season 1.
  const waiting = Boolean(key) && !locations.data && !locations.error && seasonNumber === undefined;
  const seasonShown = seasonNumber ?? nextUp?.season_number ?? work.seasons[0]?.season_number ?? 1;
  const season = work.seasons.find((s) => s.season_number === seasonShown) ?? work.seasons[0];
  const firstEpisode = work.seasons[0]?.episodes[0];
  const playEpisode = nextUp ? work.seasons.flatMap((s) => s.episodes).find((e) => e.id === nextUp.id) : firstEpisode;
  const label = playEpisode ? episodeLabel(playEpisode.season_number, playEpisode.episode_number) : work.title;
  const action = titleAction({ visitor, trial, work, label });

  const episodes = (
    <div className="discovery-episodes">
      <nav className="discovery-seasons" aria-label="Seasons">
        {work.seasons.map((s) => (
          <Link
            key={s.id}
            className="discovery-season"
            to={href('showSeason', { slug: work.slug, season_number: s.season_number })}
            aria-current={s.season_number === season?.season_number ? 'page' : undefined}
            replace
          >
            Season {s.season_number}
          </Link>
        ))}
      </nav>
      {waiting ? (
        <PageSkeleton label="Loading episodes" />
      ) : season ? (
        <ol className="discovery-episode-list" aria-label={`Season ${season.season_number} episodes`}>
          {season.episodes.map((episode) => (
            <EpisodeRow
              key={episode.id}
              show={work}
              episode={episode}
              location={byEpisode.get(episode.id)}
              visitor={visitor}
              offers={offers}
              offer={offer}
              focused={episodeNumber === episode.episode_number && seasonNumber === season.season_number}
            />
          ))}
        </ol>
      ) : (
        <p className="discovery-empty">No episodes yet.</p>
      )}
    </div>
  );

  return (
    <PageFrame title={work.title} description={work.description} className="discovery-title-page">
      <HiddenAlert work={work} />
      <TitleHeader work={work}>
        <TitleActions
          work={work}
          action={action}
          offers={offers}
          offer={offer}
          play={playEpisode && <PlayEpisodeButton slug={playEpisode.slug} catalogId={offer?.catalog_id ?? null} label={nextUp ? `Play ${label}` : 'Play'} size="lg" />}
        />
        <TitleFilters work={work} />
      </TitleHeader>
      {visitor ? (
        <MarketingSection title={work.title} cta={action.kind === 'signup' ? action.label : ''} />
      ) : (
        <Tabs
          label={work.title}
          className="discovery-show-tabs"
          items={[
            { value: 'episodes', label: EPISODES_TAB, content: episodes },
            ...(related && related.length > 0
              ? [{ value: 'more-like-this', label: MORE_LIKE_THIS, content: <MoreLikeThis works={related} category={params.get('category')} headingLevel={3} /> }]
              : []),
          ]}
        />
      )}
    </PageFrame>
  );
}

/** /show/:slug, /show/:slug/season/:season_number, .../episode/:episode_number (001 §2). */
export function ShowScreen({ slug, seasonNumber, episodeNumber }: ShowScreenProps) {
  return <WorkScreen slug={slug}>{(work) => <ShowDetails work={work} seasonNumber={seasonNumber} episodeNumber={episodeNumber} />}</WorkScreen>;
}
