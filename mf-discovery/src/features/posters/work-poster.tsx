import { memo, useContext } from 'react';
import { Link } from 'react-router';
import type { WorkLocation, WorkPoster as WorkPosterData } from '@sift/contracts';
import { posterProgress } from '@sift/filter-engine';
import { PosterCard, PosterLoadContext } from '@sift/ui';
import { useViewer } from '../viewer/use-viewer';
import { HideButton } from './hide-button';
import { titleHref } from './title-href';
import { titlePreviewState } from '../title/title-preview';
import { usePrefetchTitle } from '../title/use-work';
import { WatchlistButton } from './watchlist-button';

export interface WorkPosterProps {
  /** A poster's fields (a WorkSummary has them too). */
  work: WorkPosterData;
  location?: WorkLocation | null;
  /** The slot's width in CSS px: the image is laid out (and fetched lazily) at this size. */
  width?: number;
  priority?: boolean;
  showTitle?: boolean;
  category?: string | null;
}

/**
 * A work's poster with its progress and, for members, the watchlist and hide actions (000 §6, 001 §4). Memoised: a
 * page holds a hundred or more, and an answer that changes another part of the page must not render them all again.
 */
export const WorkPoster = memo(function WorkPoster({ work, location, width = 150, priority, showTitle, category }: WorkPosterProps) {
  const w = Math.round(width);
  const member = useViewer().kind === 'member';
  // A poster far from the screen (its row not yet scrolled to it) gets its actions when it comes near: they are most
  // of a poster's rendering, and a row holds thirty.
  const near = useContext(PosterLoadContext) || Boolean(priority);
  const prefetch = usePrefetchTitle();
  const intent = () => prefetch(work.slug);
  return (
    <PosterCard
      title={work.title}
      posterUrl={work.poster_url}
      width={w}
      height={Math.round(w * 1.5)}
      priority={priority}
      link={<Link to={titleHref(work, category)} state={titlePreviewState(work)} onPointerEnter={intent} onFocus={intent} onTouchStart={intent} />}
      progress={posterProgress(location)}
      showTitle={showTitle}
      subtitle={showTitle && work.year ? String(work.year) : undefined}
      actions={
        member && near ? (
          <>
            <WatchlistButton work={work} />
            <HideButton work={work} />
          </>
        ) : undefined
      }
    />
  );
});
