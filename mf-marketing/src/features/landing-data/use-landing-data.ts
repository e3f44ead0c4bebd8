import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
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

/** What was loaded in this visit, per page and promo: going back to a page shows it at once, then refreshes it. */
const loaded = new Map<string, LandingData>();

export interface LandingDataState {
  /** What to show: the data the page was pre-rendered with, then the data just loaded; null while nothing is known. */
  data: LandingData | null;
  /** True once this visit's own load answered (the promo is checked and the banner follows the server's clock). */
  fresh: boolean;
  error: Error | null;
}

/** Content equal for the visitor: a reload that changes nothing does not render again (no shift, no flicker). */
const same = (a: LandingData | null, b: LandingData) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The landing data of this page: first what it was pre-rendered with (so the app's first render is the page the
 * visitor already sees, docs/decisions/0023), then fresh from the API with the visit's promo code.
 */
export function useLandingData(sections: readonly Section[]): LandingDataState {
  const def = usePageRoute();
  const { search } = useLocation();
  const promoCode = visitPromoCode(search, def);
  const key = `${def.name}|${promoCode ?? ''}`;
  const prerendered = usePrerenderedData<LandingData>();
  const [state, setState] = useState<LandingDataState & { key: string }>(() => ({
    key,
    data: loaded.get(key) ?? prerendered ?? null,
    fresh: false,
    error: null,
  }));

  useEffect(() => {
    let live = true;
    // api() itself throws when the shell has not configured the API: that is an error to show too.
    loadFresh(sections, promoCode).then(
      (data) => {
        loaded.set(key, data);
        if (live) setState((previous) => ({ key, data: same(previous.data, data) ? previous.data : data, fresh: true, error: null }));
      },
      (error: Error) => {
        // Whatever is shown stays; the sections that have nothing say why.
        if (live) setState((previous) => ({ ...previous, key, fresh: true, error }));
      },
    );
    return () => {
      live = false;
    };
    // `sections` is a constant of each page; the key names everything else the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (state.key === key) return { data: state.data, fresh: state.fresh, error: state.error };
  return { data: loaded.get(key) ?? state.data, fresh: false, error: null };
}
