import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** The rotation button while the slides rotate. */
  stop: string;
  /** The rotation button while they do not. */
  start: string;
}

export interface CarouselProps {
  /** Names the carousel ("Featured", "Popular now"). */
  label: string;
  slides: readonly ReactNode[];
  /** Time per slide: POSTER_CAROUSEL_INTERVAL_MS (landing, 4000) or BROWSE_CAROUSEL_AUTOPLAY_MS (browse, 6000). */
  intervalMs: number;
  /** Rotate on its own (default true). Never under prefers-reduced-motion unless the user presses play. */
  autoplay?: boolean;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  labels?: Partial<CarouselLabels>;
  className?: string;
}

const DEFAULT_LABELS: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  stop: 'Stop automatic slide show',
  start: 'Start automatic slide show',
};

/**
 * A rotating set of slides, following the WAI-ARIA carousel pattern: a rotation button first (WCAG 2.2.2), previous
 * and next buttons, slides labelled "n of m". It does not rotate while hovered or while focus is inside it, nor
 * under reduced motion (000 §2.9) unless the user starts it.
 */
export function Carousel({
  label,
  slides,
  intervalMs,
  autoplay = true,
  initialIndex = 0,
  onIndexChange,
  labels,
  className,
}: CarouselProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const slidesId = useId();
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));
  /** 'auto' follows `autoplay` and the motion setting; the rotation button makes it the user's own choice. */
  const [playState, setPlayState] = useState<'auto' | 'playing' | 'stopped'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Slides fade in once the carousel has moved; the first one is there at once (a pre-rendered page's main image). */
  const [moved, setMoved] = useState(false);

  const playing = playState === 'playing' || (playState === 'auto' && autoplay && !reducedMotion);
  const rotating = playing && !hovered && !focused && count > 1;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  const go = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    setIndex(wrapped);
    setMoved(true);
    onIndexChange?.(wrapped);
  };

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => go(current + 1), intervalMs);
    return () => clearTimeout(timer);
    // A new timer for every slide shown, so a manual move gives the new slide its whole interval.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rotating, current, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={classNames('ui-carousel', moved && 'ui-carousel--moved', className)}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 && (
        <div className="ui-carousel__controls">
          <button
            type="button"
            className="ui-carousel__button ui-carousel__rotation"
            onClick={() => setPlayState(playing ? 'stopped' : 'playing')}
          >
            <span className={playing ? 'ui-carousel__icon-pause' : 'ui-carousel__icon-play'} aria-hidden="true" />
            <VisuallyHidden>{playing ? text.stop : text.start}</VisuallyHidden>
          </button>
          <button type="button" className="ui-carousel__button" aria-controls={slidesId} onClick={() => go(current - 1)}>
            <span className="ui-carousel__icon-previous" aria-hidden="true" />
            <VisuallyHidden>{text.previous}</VisuallyHidden>
          </button>
          <button type="button" className="ui-carousel__button" aria-controls={slidesId} onClick={() => go(current + 1)}>
            <span className="ui-carousel__icon-next" aria-hidden="true" />
            <VisuallyHidden>{text.next}</VisuallyHidden>
          </button>
        </div>
      )}
      {/* Announce slide changes the user makes, not the automatic ones. */}
      <div id={slidesId} className="ui-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="ui-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== current}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
