import { PosterCard, PosterGrid } from '@sift/ui';
import type { CollectionView } from '../landing-data/landing-data';
import { workLink } from '../featured/work-link';

/** 000 §2.1 (/first-episode-free): popular shows per streaming service, 8 per service. */
export function Collections({ collections }: { collections: readonly CollectionView[] }) {
  return (
    <div className="mk-collections">
      {collections.map(({ service, shows }) => (
        <section key={service.id} className="mk-collections__row" aria-label={`Popular on ${service.name}`}>
          <h2 className="mk-collections__title">Popular on {service.name}</h2>
          <PosterGrid className="mk-collections__grid">
            {shows.map((show, i) => (
              <PosterCard key={show.slug} title={show.title} posterUrl={show.poster_url} link={workLink(show)} priority={i < 4} />
            ))}
          </PosterGrid>
        </section>
      ))}
    </div>
  );
}
