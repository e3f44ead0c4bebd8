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
    route('landing', '/', 'Filter movies and shows your way', {
      ...landing,
      description: 'Sift skips or mutes profanity, nudity, violence and more in the movies and shows you stream. Filters for over 20,000 titles; every profile chooses its own.',
    }),
    route('freeMovies', '/free-movies', 'Free movies, filtered', {
      ...landing,
      description: 'Watch free, ad-supported movies with the scenes you choose skipped or muted. Try Sift filters free.',
    }),
    route('firstEpisodeFree', '/first-episode-free', 'First episode free', {
      ...landing,
      description: 'Start popular shows on Prime Video, Apple TV, Peacock and Sift with the first episode free and filtered.',
    }),
    route('movieguide', '/movieguide', 'Sift for Movieguide readers', {
      ...landing,
      promoCode: 'movieguide',
      description: 'Movieguide® readers get 14 days of Sift free: watch movies and shows with the scenes you choose filtered.',
    }),
    route('affiliateSignup', '/affiliate-signup', 'VIP pass', {
      ...landing,
      promoCode: 'affiliatevippass',
      description: 'Your Sift VIP pass: 30 days free of filtered movies and shows for the whole family.',
    }),
    route('getStarted', '/getstarted', 'Get started', {
      ...landing,
      description: 'Set up Sift in five minutes: choose your filters, link your streaming services and start watching.',
    }),
    route('google', '/google', 'Filter what you stream', {
      ...landing,
      description: 'Skip the bad parts: Sift filters profanity, nudity and violence on the streaming services you already use.',
    }),
    route('about', '/about', 'About us', { ...info, description: 'Why Sift exists, what we believe and who makes it.' }),
    route('terms', '/terms', 'Terms of use', { ...info, description: 'The terms of using Sift: accounts, subscriptions, trials, cancellation and filters.' }),
    route('privacy', '/privacy', 'Privacy policy', { ...info, description: 'What Sift collects, why, who we share it with, and your choices. We never sell your data.' }),
    route('californiaPrivacy', '/california-privacy', 'California privacy notice', {
      ...info,
      description: 'Your rights under the California Consumer Privacy Act, and how to use them with Sift.',
    }),
    route('jobs', '/jobs', 'Jobs', { ...info, description: 'Work at Sift: open positions, benefits and how to apply.' }),
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
