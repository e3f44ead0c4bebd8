import { useRef } from 'react';
import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { BROWSE_CHIP_WIDTH_PX, SEE_CONTENT_FROM, type Catalog } from '@sift/contracts';
import { Button } from '@sift/ui';
import { useElementWidth } from '../layout/use-element-width';
import { isAll } from './catalog-selection';

export interface CatalogChipsProps {
  /** Catalogs to offer as chips: the chosen ones, or the core catalogs when all are chosen. */
  catalogs: readonly Catalog[];
  selected: readonly number[];
  /** Discover's type for the chip links (the browse page's media type). */
  type?: 'movie' | 'show';
  onOpenOverlay: () => void;
}

/**
 * The catalog bar (001 §2): as many chips as fit, the bar width divided by 250 px, each leading to that catalog in
 * discover, and the button that opens the 'See Content From...' overlay.
 */
export function CatalogChips({ catalogs, selected, type, onOpenOverlay }: CatalogChipsProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(barRef);
  const count = Math.max(1, Math.floor(width / BROWSE_CHIP_WIDTH_PX));
  return (
    <div ref={barRef} className="discovery-chips" data-chip-count={count}>
      <Button variant="secondary" size="sm" onClick={onOpenOverlay} aria-haspopup="dialog">
        {SEE_CONTENT_FROM}
        <span className="discovery-chips__summary">{isAll(selected) ? 'All services' : `${selected.length} chosen`}</span>
      </Button>
      <ul className="discovery-chips__list" aria-label="Services">
        {catalogs.slice(0, Math.max(0, count - 1)).map((catalog) => (
          <li key={catalog.id}>
            <Link className="discovery-chip" to={href('discover', {}, { catalogs: catalog.id, ...(type && { type }) })}>
              <img src={catalog.logo_url} alt="" width={24} height={24} loading="lazy" />
              {catalog.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
