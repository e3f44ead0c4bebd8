import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { LANDING_PROMO_BANNER_UNTIL, PRERENDERED_DOCUMENT } from '@sift/contracts';

/** The free-trial code the banner offers. */
const BANNER_CODE = 'free14';

/**
 * 000 §2.9: the landing promo banner, shown until 2025-05-31 07:00 UTC when no promo is active (promoBannerShown,
 * by the server's clock). Its link applies the free-trial code, which then makes the banner give way to the deal.
 * It carries its deadline, so a page pre-rendered before it is served without the banner from then on, before and
 * without the app (the shell's server, by the site's clock).
 */
export function PromoBanner() {
  const until = { [PRERENDERED_DOCUMENT.untilAttribute]: new Date(LANDING_PROMO_BANNER_UNTIL).toISOString() };
  return (
    <aside className="mk-banner" aria-label="Offer" data-testid="promo-banner" {...until}>
      <p>
        <strong>Spring offer:</strong> your first 14 days of Sift are free. Ends May 31.{' '}
        <Link to={href('landing', undefined, { promo_code: BANNER_CODE })}>Claim the offer</Link>
      </p>
    </aside>
  );
}
