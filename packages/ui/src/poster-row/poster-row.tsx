import { Children, isValidElement, useId, useRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface PosterRowProps {
  /** The row's heading (a browse category, "Shows on Netflix"). */
  title: ReactNode;
  /** Beside the heading: e.g. the See All link. */
  action?: ReactNode;
  /** PosterCards (or a see-more card); each becomes one list item. */
  children?: ReactNode;
  /** Heading level inside the page (default 2). */
  headingLevel?: 2 | 3;
  labels?: { previous?: string; next?: string };
  className?: string;
}

/**
 * A titled row of posters that scrolls sideways (browse rows, More Like This): a region named by its heading, a list
 * of its posters, and previous/next buttons for pointer users (keyboard users tab through the posters, and the row
 * scrolls to the focused one by itself).
 */
export function PosterRow({ title, action, children, headingLevel = 2, labels, className }: PosterRowProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * Math.max(200, list.clientWidth * 0.9), behavior: 'smooth' });
  };
  return (
    <section className={classNames('ui-poster-row', className)} aria-labelledby={headingId}>
      <div className="ui-poster-row__header">
        <Heading id={headingId} className="ui-poster-row__title">
          {title}
        </Heading>
        {action && <div className="ui-poster-row__action">{action}</div>}
        <div className="ui-poster-row__paging" aria-hidden="true">
          <button type="button" tabIndex={-1} className="ui-poster-row__button" onClick={() => page(-1)}>
            <span className="ui-poster-row__icon-previous" />
            <VisuallyHidden>{labels?.previous ?? 'Scroll back'}</VisuallyHidden>
          </button>
          <button type="button" tabIndex={-1} className="ui-poster-row__button" onClick={() => page(1)}>
            <span className="ui-poster-row__icon-next" />
            <VisuallyHidden>{labels?.next ?? 'Scroll on'}</VisuallyHidden>
          </button>
        </div>
      </div>
      <ul ref={listRef} className="ui-poster-row__list">
        {Children.map(children, (child) => (isValidElement(child) ? <li className="ui-poster-row__item">{child}</li> : null))}
      </ul>
    </section>
  );
}
