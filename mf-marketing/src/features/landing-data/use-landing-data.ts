import { useLocation } from 'react-router';
import { PUBLIC_SCOPE, useApiQuery, viewKey } from '@sift/data';
import { usePrerenderedData } from '@sift/mount';
import { usePageRoute } from '@sift/ui';
import { visitPromoCode } from '../promo/visit-promo-code';
import type { LandingData, Section } from './landing-data';

/**
 * The loader and the API client (with the contracts' schemas, so zod) load after the page is shown: a pre-rendered
 * page already has its data, and the visitor should not wait for the code that refreshes it (docs/decisions/0033).
 */
const loadFresh = async (sections: readonly Section[], promoCode: string | null) => {
  const [{ loadLandingData }, { api }] = await Promise.all([import('./landing-data'), import('../../api')]);
  return loadLandingData(api(), { sections, promoCode });
};

export interface LandingDataState {
  /** What to show: the data the page was pre-rendered with, then the data just loaded; null while nothing is known. */
  data: LandingData | null;
  /** True once this visit's own load answered (the promo is checked and the banner follows the server's clock). */
  fresh: boolean;
  error: Error | null;
}

/**
 * The landing data of this page: first what it was pre-rendered with (so the app's first render is the page the
 * visitor already sees, docs/decisions/0023), then fresh from the API with the visit's promo code. Kept in the site's
 * query client (@sift/data, decision 0086) per page and promo: going back to a page shows it at once, then refreshes
 * it; an answer equal to the one shown keeps its identity, so nothing renders again (no shift, no flicker).
 */
export function useLandingData(sections: readonly Section[]): LandingDataState {
  const def = usePageRoute();
  const { search } = useLocation();
  const promoCode = visitPromoCode(search, def);
  const prerendered = usePrerenderedData<LandingData>();
  const { data, error, isFetchedAfterMount } = useApiQuery(
    viewKey(PUBLIC_SCOPE, 'marketing/landing', { page: def.name, promo: promoCode ?? '' }),
    () => loadFresh(sections, promoCode),
    // Always refreshed when a page shows (the promo banner follows the server's clock); shown at once meanwhile.
    { staleTime: 0, placeholder: prerendered ?? undefined },
  );
  return {
    // A failed load keeps what is shown: the pre-rendered data (a placeholder is dropped on error).
    data: data ?? prerendered ?? null,
    // Whatever is shown stays on an error; the sections that have nothing say why.
    fresh: isFetchedAfterMount,
    error: error ?? null,
  };
}
