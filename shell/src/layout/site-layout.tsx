import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { OwnedRouteDef } from '@sift/contracts';
import { clickIdOf, extendProfileSession, saveBypassPricing, saveClickId, savePromoCode, saveReferralCode, track, useActiveProfile } from '@sift/app-kit';
import { Lowbar } from './lowbar';
import { scrollForNavigation } from './scroll';
import { Navbar } from './navbar';
import { WidgetSlot } from './widget-slot';
import { Contained, FallbackNavbar } from './contained';
import { useCurrentRouteDef } from '../routing/shown-route';
import { prerenderedPath, takeOverDocument } from '../document/prerendered-document';

/** After each navigation: scroll to top (or to the #part named), page background, promo code, profile session, page view (000 §2.7, §4.6). */
function useNavigationEffects(def: OwnedRouteDef | undefined) {
  const location = useLocation();
  const profile = useActiveProfile();
  const first = useRef(true);
  const stopScroll = useRef<() => void>(() => undefined);
  useEffect(() => {
    const shown = prerenderedPath();
    stopScroll.current();
    // A pre-rendered page stays where the visitor scrolled it; any other page than it replaces it (decision 0023).
    // Otherwise to the top, or (a #part in the URL) to that part, animated over 300 ms (000 §9).
    if (!(first.current && shown === location.pathname)) stopScroll.current = scrollForNavigation(location.hash);
    if (shown !== null && (shown !== location.pathname || !def || def.owner === 'shell')) takeOverDocument();
    first.current = false;
    document.body.dataset.background = def?.background ?? 'default';
    const params = new URLSearchParams(location.search);
    const promo = params.get('promo_code') ?? def?.promoCode;
    if (promo) savePromoCode(promo);
    const bypass = params.get('bypass_pricing');
    if (bypass) saveBypassPricing(bypass);
    const rupi = params.get('rupi');
    if (rupi) saveReferralCode(rupi);
    const clickId = clickIdOf(params);
    if (clickId) saveClickId(clickId);
    if (profile) extendProfileSession();
    track('page_view', { path: location.pathname, route: def?.name ?? null });
    // Runs once per navigation (location.key), not when the profile object changes identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const def = useCurrentRouteDef();
  useNavigationEffects(def);
  // Each part fails alone (docs/decisions/0073): the navbar and the lowbar here, each widget in its slot, each page
  // in its own boundary (routing/site-routes.tsx).
  return (
    <>
      <Contained part="navbar" fallback={<FallbackNavbar />} resetKey={location.key}>
        <Navbar />
      </Contained>
      <WidgetSlot slot="site-banner" />
      <div className="site-content">
        {children}
      </div>
      <Contained part="lowbar" resetKey={location.key}>
        <Lowbar />
      </Contained>
      <WidgetSlot slot="site-overlay" />
    </>
  );
}
