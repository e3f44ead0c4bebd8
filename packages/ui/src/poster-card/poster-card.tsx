import { cloneElement, useContext, type ReactElement, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { ProgressBar } from '../progress-bar/progress-bar';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { PosterLoadContext } from './poster-load-context';

/** Intrinsic poster size: 2:3, the shape of every poster_url. */
export const POSTER_WIDTH = 240;
export const POSTER_HEIGHT = 360;

export interface PosterCardProps {
  /** The work's title: the image's alt text, so the link is named by it. */
  title: string;
  posterUrl?: string | null;
  /** The image's intrinsic size, written on the img so the grid does not move while it loads. */
  width?: number;
  height?: number;
  /**
   * The link to the work, as an element without children: `<Link to={...} />` or `<a href={...} />`. The card puts
   * the poster inside it, so this package needs no router.
   */
  link?: ReactElement<{ children?: ReactNode; className?: string }>;
  /**
   * The profile's progress in this work, as the caller computed it by the product's rule (000 §9 / 001 §9): the
   * bar's width and the percent watched it says. No bar without it.
   */
  progress?: { barPercent: number; watchedPercent: number } | null;
  /** Controls over the poster, outside the link (watchlist, hide: signed-in users only, 000 §6). */
  actions?: ReactNode;
  /** For posters visible without scrolling: load at once and first. Others load lazily. */
  priority?: boolean;
  /** Show the title (and subtitle) under the poster. */
  showTitle?: boolean;
  subtitle?: ReactNode;
  className?: string;
}

/** A work's poster, linked to its page, with its watch progress and its actions. */
export function PosterCard({
  title,
  posterUrl,
  width = POSTER_WIDTH,
  height = POSTER_HEIGHT,
  link,
  progress,
  actions,
  priority = false,
  showTitle = false,
  subtitle,
  className,
}: PosterCardProps) {
  // In a row, a poster far from the screen waits (PosterRow); a priority poster never does.
  const load = useContext(PosterLoadContext) || priority;
  const image = !load ? (
    // Not loaded yet: the same 2:3 box; the link is still named by the title.
    <span className="ui-poster__placeholder ui-poster__placeholder--waiting">
      <VisuallyHidden>{title}</VisuallyHidden>
    </span>
  ) : posterUrl ? (
    <img
      className="ui-poster__image"
      src={posterUrl}
      alt={title}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  ) : (
    // No poster: the title stands in, in the same 2:3 box.
    <span className="ui-poster__placeholder">{title}</span>
  );
  const bar = progress ? (
    <ProgressBar className="ui-poster__progress" size="sm" label={`${title}: progress`} value={progress.barPercent} valueText={`${progress.watchedPercent}% watched`} />
  ) : null;
  return (
    <div className={classNames('ui-poster', className)}>
      <div className="ui-poster__frame">
        {link ? cloneElement(link, { className: classNames('ui-poster__link', link.props.className) }, image) : image}
        {bar}
        {actions && <div className="ui-poster__actions">{actions}</div>}
      </div>
      {showTitle && (
        <div className="ui-poster__caption">
          <p className="ui-poster__title">{title}</p>
          {subtitle && <p className="ui-poster__subtitle">{subtitle}</p>}
        </div>
      )}
    </div>
  );
}
