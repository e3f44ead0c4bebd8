import { useEffect, useState } from 'react';
import type { Catalog } from '@sift/contracts';
import { whenPageSettled } from '@sift/app-kit';
import { LazyPart, lazyPart } from '@sift/ui';
import { CatalogChips } from '../catalog-selection/catalog-chips';
import { isAll, useCatalogSelection } from '../catalog-selection/catalog-selection';
import { introSeen } from '../catalog-selection/intro-seen';
import { useServiceFilters } from '../catalog-selection/use-service-filters';
import { BrowseRows } from './browse-rows';
import { HeroCarousel } from './hero-carousel';

// The two dialogs load when they are wanted, not with the page: the intro on a browser's first visit only, the
// overlay when it is first opened (a member's first /browse, issue 19: docs/decisions/0139).
const IntroModal = lazyPart(() => import('../catalog-selection/intro-modal').then((m) => ({ default: m.IntroModal })));
const loadOverlay = () => import('../catalog-selection/service-overlay');
const ServiceOverlay = lazyPart(() => loadOverlay().then((m) => ({ default: m.ServiceOverlay })));

export interface BrowseScreenProps {
  mediaType?: 'movie' | 'show';
  orderBy?: 'popular' | 'rating';
}

/** /browse and its variants (001 §2): hero, the catalog bar and its overlay, the intro modal, category rows. */
export function BrowseScreen({ mediaType, orderBy }: BrowseScreenProps) {
  const selection = useCatalogSelection();
  const [overlayOpen, setOverlayOpenState] = useState(false);
  const [overlayWanted, setOverlayWanted] = useState(false);
  const [introWanted] = useState(() => !introSeen());
  const setOverlayOpen = (open: boolean) => {
    if (open) setOverlayWanted(true);
    setOverlayOpenState(open);
  };
  // The overlay's code comes once the page has settled (as the search panel's), so a press on 'See Content From...'
  // rarely waits for it.
  useEffect(() => {
    void whenPageSettled().then(() => loadOverlay().catch(() => undefined));
  }, []);
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
      {groups.length > 0 && overlayWanted && (
        <LazyPart>
          <ServiceOverlay open={overlayOpen} onOpenChange={setOverlayOpen} groups={groups} selection={selection} />
        </LazyPart>
      )}
      {groups.length > 0 && introWanted && (
        <LazyPart>
          <IntroModal onChooseServices={() => setOverlayOpen(true)} />
        </LazyPart>
      )}
    </>
  );
}
