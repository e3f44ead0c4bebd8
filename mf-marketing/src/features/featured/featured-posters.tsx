import { useId } from 'react';
import { POSTER_CAROUSEL_INTERVAL_MS } from '@sift/contracts';
import { Carousel, PosterCard, PosterGrid } from '@sift/ui';
import type { PosterView } from '../landing-data/landing-data';
import { workLink } from './work-link';

/** Posters per slide of the carousel. */
const PER_SLIDE = 4;

/**
 * 000 §2.1, §2.9: the featured posters (12 from content/v2/works) as a carousel of poster grids that rotates every
 * 4 s, and not under reduced motion (the UI kit's Carousel).
 */
export function FeaturedPosters({ works, title = 'Featured on Sift' }: { works: readonly PosterView[]; title?: string }) {
  const headingId = useId();
  const slides = [];
  for (let i = 0; i < works.length; i += PER_SLIDE) {
    slides.push(
      <PosterGrid label={`${title}, ${i / PER_SLIDE + 1}`} className="mk-featured__grid">
        {works.slice(i, i + PER_SLIDE).map((work) => (
          <PosterCard key={work.slug} title={work.title} posterUrl={work.poster_url} link={workLink(work)} showTitle subtitle={work.year ?? undefined} />
        ))}
      </PosterGrid>,
    );
  }
  return (
    <section className="mk-section mk-featured" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Carousel label="Posters" slides={slides} intervalMs={POSTER_CAROUSEL_INTERVAL_MS} />
    </section>
  );
}
