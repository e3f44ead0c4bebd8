import { Link } from 'react-router';
import type { WorkSummary } from '@sift/contracts';
import { titleHref } from '../posters/title-href';
import { titlePreviewState } from '../title/title-preview';
import { WorkRequestButton } from '../requests/work-request-button';

/**
 * One search result (001 §2): poster, title, year, rating (not when NR), runtime, description, a purchase tag when it
 * costs extra; watchable results list their offering groups (type and catalogue title, lowercase) and link to their
 * page, the others offer a Request button.
 */
export function SearchResult({ work, selected, requested }: { work: WorkSummary; selected: boolean; requested: boolean }) {
  const facts = [work.year, work.rating !== 'NR' ? work.rating : null, work.runtime_formatted].filter(Boolean);
  return (
    <li className="discovery-result" data-selected={selected || undefined} data-watchable={work.is_watchable} aria-current={selected || undefined}>
      <img className="discovery-result__poster" src={work.poster_url} alt="" width={60} height={90} loading="lazy" />
      <div className="discovery-result__text">
        <p className="discovery-result__title">
          {work.is_watchable ? <Link to={titleHref(work)} state={titlePreviewState(work)} tabIndex={-1}>{work.title}</Link> : work.title}
          {work.additional_cost && <span className="discovery-badge discovery-badge--purchase">Buy or Rent</span>}
        </p>
        {facts.length > 0 && <p className="discovery-result__facts">{facts.join(' · ')}</p>}
        <p className="discovery-result__description">{work.description}</p>
        {work.is_watchable ? (
          <ul className="discovery-result__offers" aria-label="Where to watch">
            {work.offering_groups.map((group) => (
              <li key={group.type}>
                {group.type.toLowerCase()}: {group.catalogs.map((c) => c.title.toLowerCase()).join(', ')}
              </li>
            ))}
          </ul>
        ) : (
          <WorkRequestButton workId={work.id} title={work.title} requested={requested} />
        )}
      </div>
    </li>
  );
}
