import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import type { RouteDef } from '@sift/contracts';
import { extendProfileSession, saveBypassPricing, savePromoCode, saveReferralCode, track, useActiveProfile } from '@sift/app-kit';
import { Lowbar } from './lowbar';
import { Navbar } from './navbar';
import { WidgetSlot } from './widget-slot';
import { useCurrentRouteDef } from '../routing/route-handle';

/** After each navigation: scroll to top, page background, promo code, profile session, page view (000 §2.7, §4.6). */
function useNavigationEffects(def: RouteDef | undefined) {
  const location = useLocation();
  const profile = useActiveProfile();
  useEffect(() => {
    window.scrollTo(0, 0);
    document.body.dataset.background = def?.background ?? 'default';
    const params = new URLSearchParams(location.search);
    const promo = params.get('promo_code') ?? def?.promoCode;
    if (promo) savePromoCode(promo);
    const bypass = params.get('bypass_pricing');
    if (bypass) saveBypassPricing(bypass);
    const rupi = params.get('rupi');
    if (rupi) saveReferralCode(rupi);
    if (profile) extendProfileSession();
    track('page_view', { path: location.pathname, route: def?.name ?? null });
    // Runs once per navigation (location.key), not when the profile object changes identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

export function SiteLayout() {
  const navigation = useNavigation();
  const def = useCurrentRouteDef();
  useNavigationEffects(def);
  return (
    <>
      {navigation.state !== 'idle' && <div className="progress-bar" role="progressbar" aria-label="Loading page" />}
      <Navbar />
      <WidgetSlot slot="site-banner" />
      <div className="site-content">
        <Outlet />
      </div>
      <Lowbar />
      <WidgetSlot slot="site-overlay" />
    </>
  );
}
