import { Children, isValidElement, type ReactNode } from 'react';
import { classNames } from '../class-names';

export interface PosterGridProps {
  /** PosterCards (or any items); each becomes one list item. */
  children?: ReactNode;
  /** Names the list when the page shows more than one (e.g. "Watchlist"). */
  label?: string;
  className?: string;
}

/** The responsive grid of posters (browse rows' See All, discover, watchlist): as many columns as fit. */
export function PosterGrid({ children, label, className }: PosterGridProps) {
  return (
    <ul className={classNames('ui-poster-grid', className)} aria-label={label}>
      {Children.map(children, (child) =>
        isValidElement(child) || typeof child === 'string' ? <li className="ui-poster-grid__item">{child}</li> : null,
      )}
    </ul>
  );
}
