import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ANNUAL_BANNER_SHOWN_KEY, ANNUAL_PROMO_DEFAULT_MESSAGE, UPGRADE_TO_ANNUAL } from '@sift/contracts';
import { href, track, useActiveProfile, useUser } from '@sift/app-kit';
import { Button } from '@sift/ui';
import { serverNow } from '../../server-clock';
import { annualBannerShows, annualOfferEligible, readTime, writeTime } from './widget-rules';

/**
 * The annual upgrade banner (002 §4), a widget in the shell's `site-banner` slot (docs/decisions/0055): on /browse,
 * inside its window by the server's clock, at most once per hour per session. It leads to the account's annual preview.
 */
export function AnnualBanner() {
  const location = useLocation();
  const user = useUser();
  const profile = useActiveProfile();
  const [shown, setShown] = useState(false);
  const onBrowse = location.pathname === href('browse');
  const eligible = annualOfferEligible(user, profile);

  useEffect(() => {
    if (!onBrowse || !eligible) {
      setShown(false);
      return undefined;
    }
    let live = true;
    void serverNow().then((now) => {
      if (!live || !annualBannerShows({ onBrowse, eligible, now, lastShownAt: readTime(sessionStorage, ANNUAL_BANNER_SHOWN_KEY) })) return;
      writeTime(sessionStorage, ANNUAL_BANNER_SHOWN_KEY, now);
      setShown(true);
      track('annual_banner_shown');
    });
    return () => {
      live = false;
    };
  }, [onBrowse, eligible]);

  if (!shown || !onBrowse) return null;
  return (
    <aside className="ac-banner" aria-label="Annual plan offer" data-testid="annual-banner">
      <p className="ac-banner__text">
        <strong>{ANNUAL_PROMO_DEFAULT_MESSAGE}</strong> when you switch to the annual plan.
      </p>
      <Button asChild size="sm">
        <Link to={href('account', undefined, { show_annual: 1 })} onClick={() => track('annual_banner_clicked')}>
          {UPGRADE_TO_ANNUAL}
        </Link>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setShown(false)} aria-label="Dismiss the annual plan offer">
        <span aria-hidden="true">×</span>
      </Button>
    </aside>
  );
}
