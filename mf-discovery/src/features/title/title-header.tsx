import type { ReactNode } from 'react';
import type { Work } from '@sift/contracts';

/** The title's picture and facts (001 §2, §3): year, rating (left out when NR), runtime, description, services. */
export function TitleHeader({ work, children }: { work: Work; children?: ReactNode }) {
  const facts = [work.year, work.rating !== 'NR' ? work.rating : null, work.runtime_formatted, work.type === 'show' ? `${work.seasons.length} ${work.seasons.length === 1 ? 'Season' : 'Seasons'}` : null].filter(Boolean);
  const services = [...new Set(work.offering_groups.flatMap((g) => g.catalogs.map((c) => c.title)))];
  return (
    <div className="discovery-title">
      <img className="discovery-title__backdrop" src={work.backdrop_url} alt="" width={1280} height={720} fetchPriority="high" />
      <div className="discovery-title__body">
        <img className="discovery-title__poster" src={work.poster_url} alt={`${work.title} poster`} width={240} height={360} />
        <div className="discovery-title__text">
          <p className="discovery-title__facts">{facts.join(' · ')}</p>
          {work.subtitle && <p className="discovery-title__subtitle">{work.subtitle}</p>}
          <p className="discovery-title__description">{work.description}</p>
          {services.length > 0 && <p className="discovery-title__services">Watch on {services.join(', ')}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
