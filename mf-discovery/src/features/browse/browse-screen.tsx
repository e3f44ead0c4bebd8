import { useState } from 'react';
import type { Catalog } from '@sift/contracts';
import { CatalogChips } from '../catalog-selection/catalog-chips';
import { isAll, useCatalogSelection } from '../catalog-selection/catalog-selection';
import { IntroModal } from '../catalog-selection/intro-modal';
import { useServiceFilters } from '../catalog-selection/use-service-filters';
import { ServiceOverlay } from '../catalog-selection/service-overlay';
import { BrowseRows } from './browse-rows';
import { HeroCarousel } from './hero-carousel';

export interface BrowseScreenProps {
  mediaType?: 'movie' | 'show';
  orderBy?: 'popular' | 'rating';
}

/** /browse and its variants (001 §2): hero, the catalog bar and its overlay, the intro modal, category rows. */
export function BrowseScreen({ mediaType, orderBy }: BrowseScreenProps) {
  const selection = useCatalogSelection();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { data: filters } = useServiceFilters();
  const groups = filters?.sorted_catalogs ?? [];
  const allCatalogs: Catalog[] = groups.flatMap((g) => g.catalogs);
  const chipCatalogs = isAll(selection.selected)
    ? (groups.find((g) => g.key === 'core_catalogs')?.catalogs ?? [])
    : allCatalogs.filter((c) => selection.selected.includes(c.id));
  const all = isAll(selection.selected);
  return (
    <>
      <HeroCarousel mediaType={mediaType} />
      <CatalogChips catalogs={chipCatalogs} selected={selection.selected} type={mediaType} onOpenOverlay={() => setOverlayOpen(true)} />
      <BrowseRows
        query={{
          ...(mediaType && { media_type: mediaType }),
          ...(orderBy === 'rating' && { order_by: 'rating' as const }),
          ...(!all && { catalogs: selection.selected.join(','), restrict: 'yes' }),
        }}
      />
      {/* The intro offers the overlay, so both wait for the catalogs. */}
      {groups.length > 0 && (
        <>
          <ServiceOverlay open={overlayOpen} onOpenChange={setOverlayOpen} groups={groups} selection={selection} />
          <IntroModal onChooseServices={() => setOverlayOpen(true)} />
        </>
      )}
    </>
  );
}
