import { useLocation } from 'react-router';
import type { WorkPoster } from '@sift/contracts';
import { PageFrame, Skeleton, SkeletonGroup } from '@sift/ui';

/**
 * What a poster already knows of its title (name, poster, year), handed to the title page with the link (router
 * state): the page shows it at once while the rest of the title loads, instead of a blank skeleton. On a phone the
 * title's answer takes a round trip or two over a slow network after the tap; the name and picture need none.
 */
export interface TitlePreviewState {
  titlePreview: WorkPoster;
}

/** The link state that carries a poster's fields to its title page. */
export const titlePreviewState = (work: WorkPoster): TitlePreviewState => ({
  titlePreview: { id: work.id, slug: work.slug, title: work.title, type: work.type, year: work.year, poster_url: work.poster_url },
});

/** The preview the link to this page carried, if it is of this title (a reload or a typed address has none). */
export function useTitlePreview(slug: string): WorkPoster | null {
  const state = useLocation().state as Partial<TitlePreviewState> | null;
  const preview = state?.titlePreview;
  return preview && preview.slug === slug ? preview : null;
}

/**
 * The title page's header from the poster's fields, laid out as the loaded page lays out its header (TitleHeader), so
 * nothing moves when the rest arrives: the poster in its place, the year, and placeholders for the description and the
 * actions.
 */
export function TitlePreview({ work }: { work: WorkPoster }) {
  return (
    <PageFrame title={work.title} className="discovery-title-page">
      <div className="discovery-title discovery-title--preview">
        <div className="discovery-title__body">
          <img className="discovery-title__poster" src={work.poster_url} alt={`${work.title} poster`} width={240} height={360} fetchPriority="high" />
          <div className="discovery-title__text">
            {work.year !== null && <p className="discovery-title__facts">{work.year}</p>}
            <SkeletonGroup label="Loading the title" className="discovery-title__loading">
              <span className="ui-text-skeleton">
                <Skeleton shape="line" />
                <Skeleton shape="line" />
                <Skeleton shape="line" width="60%" />
              </span>
              <Skeleton height={44} width="60%" />
            </SkeletonGroup>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
