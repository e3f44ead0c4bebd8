/** What mf-marketing serves (000 §2.1-2.4): landing and promo pages, info pages, and their redirects. */
import { AFFILIATE_APPLICATION_URL, defineRemoteRoutes, HELP_CENTER_URL, route, routeKinds } from '@sift/contracts';

const { landing, info } = routeKinds;

/** Promo redirects of 000 §2.2: path -> promo code ('/cj' uses free14). */
const PROMO_REDIRECTS: Record<string, string> = {
  '/gabb': 'gabb14',
  '/babycomeback': 'babycomeback',
  '/cj': 'free14',
  '/covenant': 'covenant',
  '/filterit': 'filterit',
  '/free14': 'free14',
  '/frugal': 'frugal',
  '/getstarted/vidfor1': 'vidfor1',
  '/getstarted/vidweek': 'vidweek',
  '/heavenly': 'heavenly',
  '/movieweek': 'movieweek',
  '/noble': 'noble',
  '/tryfree': 'tryfree',
};
/** /gabb carries three campaign tags besides its code (docs/decisions/0003). */
const GABB_CAMPAIGN = { utm_source: 'gabb', utm_medium: 'partner', utm_campaign: 'gabb14' };
const HELP_CENTER_PATHS = ['/support', '/help', '/faq', '/press', '/freeandroidtv', '/devices/support', '/contact'];

export default defineRemoteRoutes({
  routes: [
    route('landing', '/', 'Filter movies and shows your way', landing),
    route('freeMovies', '/free-movies', 'Free movies, filtered', landing),
    route('firstEpisodeFree', '/first-episode-free', 'First episode free', landing),
    route('movieguide', '/movieguide', 'Sift for Movieguide readers', { ...landing, promoCode: 'movieguide' }),
    route('affiliateSignup', '/affiliate-signup', 'VIP pass', { ...landing, promoCode: 'affiliatevippass' }),
    route('getStarted', '/getstarted', 'Get started', landing),
    route('google', '/google', 'Filter what you stream', landing),
    route('about', '/about', 'About us', info),
    route('terms', '/terms', 'Terms of use', info),
    route('privacy', '/privacy', 'Privacy policy', info),
    route('californiaPrivacy', '/california-privacy', 'California privacy notice', info),
    route('jobs', '/jobs', 'Jobs', info),
  ],
  redirects: [
    ...Object.entries(PROMO_REDIRECTS).map(([from, code]) => ({
      from,
      to: '/',
      query: { promo_code: code, ...(from === '/gabb' ? GABB_CAMPAIGN : {}) },
    })),
    { from: '/legal/terms', to: '/terms' },
    { from: '/legal/privacy', to: '/privacy' },
    ...HELP_CENTER_PATHS.map((from) => ({ from, to: `${HELP_CENTER_URL}${from}`, external: true })),
    { from: '/partners-signup', to: AFFILIATE_APPLICATION_URL, external: true },
  ],
});
