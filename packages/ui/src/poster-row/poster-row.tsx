import { Children, isValidElement, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { PosterLoadContext } from '../poster-card/poster-load-context';
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
  /**
   * The row is on screen when it first renders (the page's first rows): its posters load at once instead of waiting
   * for the row to be seen.
   */
  eager?: boolean;
  className?: string;
}

/** Posters loaded before the row's width is known (a desktop row shows about 8). */
const FIRST_POSTERS = 8;
/** A row's posters load when it comes this close to the screen. */
const NEAR_MARGIN = '300px 0px';

/**
 * Which posters of a row should load: none until the row comes near the screen, then those within one more screen
 * width to the right of what is visible, growing as the viewer scrolls the row. Images beyond are placeholders of the
 * same size, so nothing moves when they load (issue 19: a browser's own lazy loading fetched every poster of every
 * row within 2,500 px, some 160 images on a phone).
 */
function usePostersToLoad(eager: boolean) {
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [near, setNear] = useState(eager);
  const [count, setCount] = useState(FIRST_POSTERS);

  const measure = useCallback(() => {
    const list = listRef.current;
    const first = list?.firstElementChild as HTMLElement | null;
    if (!list || !first) return;
    const step = first.getBoundingClientRect().width + parseFloat(getComputedStyle(list).columnGap || '0');
    if (step <= 0) return;
    const wanted = Math.ceil((list.scrollLeft + 2 * list.clientWidth) / step);
    setCount((current) => Math.max(current, wanted));
  }, []);

  useEffect(() => {
    const section = sectionRef.current;
    if (near || !section || typeof IntersectionObserver === 'undefined') {
      if (!near && typeof IntersectionObserver === 'undefined') setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(section);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return undefined;
    const list = listRef.current;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // The row is measured once the browser has laid it out, and again when it resizes: a ResizeObserver calls back
    // after layout, where an effect reading sizes would force one (on a phone, a forced layout per row at start).
    let observer: ResizeObserver | null = null;
    if (list && typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => measure());
      observer.observe(list);
    } else measure();
    list?.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      list?.removeEventListener('scroll', onScroll);
    };
  }, [near, measure]);

  return { sectionRef, listRef, loads: (index: number) => near && index < count };
}

/**
 * A titled row of posters that scrolls sideways (browse rows, More Like This): a region named by its heading, a list
 * of its posters, and previous/next buttons for pointer users (keyboard users tab through the posters, and the row
 * scrolls to the focused one by itself). Only the posters near the screen load their images.
 */
export function PosterRow({ title, action, children, headingLevel = 2, labels, eager = false, className }: PosterRowProps) {
  const headingId = useId();
  const { sectionRef, listRef, loads } = usePostersToLoad(eager);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * Math.max(200, list.clientWidth * 0.9), behavior: 'smooth' });
  };
  let index = 0;
  return (
    <section ref={sectionRef} className={classNames('ui-poster-row', className)} aria-labelledby={headingId}>
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
        {Children.map(children, (child) =>
          isValidElement(child) ? (
            <li className="ui-poster-row__item">
              <PosterLoadContext.Provider value={loads(index++)}>{child}</PosterLoadContext.Provider>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

export interface PosterRowSkeletonProps {
  /** Posters drawn (a row shows as many as fit; the rest are cut off like a real row's). */
  posters?: number;
  className?: string;
}

/**
 * The placeholder of a PosterRow while its posters load: the same header and list boxes, so the row that replaces
 * it takes exactly its height and nothing below moves (CLS). Hidden from assistive technology: put it in a
 * SkeletonGroup, which says "Loading" once.
 */
export function PosterRowSkeleton({ posters = 10, className }: PosterRowSkeletonProps) {
  return (
    <div className={classNames('ui-poster-row', 'ui-poster-row--skeleton', className)} aria-hidden="true">
      <div className="ui-poster-row__header">
        <span className="ui-poster-row__title ui-poster-row__title--skeleton">{'\u00a0'}</span>
        <div className="ui-poster-row__paging">
          <span className="ui-poster-row__button" />
          <span className="ui-poster-row__button" />
        </div>
      </div>
      <ul className="ui-poster-row__list">
        {Array.from({ length: posters }, (_, i) => (
          <li key={i} className="ui-poster-row__item">
            <span className="ui-poster-skeleton ui-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}
