/**
 * The route table of spec 000 §2 (with 001 §2 and 002 §2): every path, the app that owns it, its guard and its
 * page background. The shell builds its router from this table and each remote renders the routes it owns, so
 * a path is written once. Route names follow the spec's route names where it gives them.
 */
import { AFFILIATE_APPLICATION_URL, HELP_CENTER_URL } from './constants';

export const REMOTE_NAMES = ['marketing', 'discovery', 'player', 'membership', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** The shell owns the profile chooser and logout; every other page belongs to a remote. */
export type RouteOwner = RemoteName | 'shell';

/**
 * - public: anyone.
 * - public-only: signed-in users are sent to /browse (landing and auth pages, 000 §2.1, §6).
 * - private: signed-out users are sent to /login.
 */
export type Access = 'public' | 'public-only' | 'private';
export type Background = 'default' | 'grey' | 'white';
export type Wizard = 'signup' | 'setup' | 'cancel';

export interface RouteDef {
  name: string;
  path: string;
  owner: RouteOwner;
  title: string;
  access: Access;
  /** Signing in from here returns here: the full path travels as /login?next=... (000 §2.7). */
  remembersRedirect: boolean;
  /** A signed-in user must have picked a profile; otherwise /profiles?redirect=... (000 §2.7). */
  needsProfile: boolean;
  /** Profiles without account access are sent to /browse (000 §6). */
  needsAccountAccess: boolean;
  background: Background;
  /** Step number within its wizard (002 §2.1, §2.4). */
  step?: number;
  wizard?: Wizard;
  /** Landing pages that set a promo code on arrival (000 §2.1). */
  promoCode?: string;
}

export interface RedirectDef {
  from: string;
  /** A path pattern using the same :params as `from`, or an absolute URL when `external`. */
  to: string;
  query?: Record<string, string>;
  external?: boolean;
}

type Flags = Partial<Omit<RouteDef, 'name' | 'path' | 'owner' | 'title'>>;
const route = (name: string, path: string, owner: RouteOwner, title: string, flags: Flags = {}): RouteDef => ({
  access: 'public',
  remembersRedirect: false,
  needsProfile: false,
  needsAccountAccess: false,
  background: 'default',
  ...flags,
  name,
  path,
  owner,
  title,
});

const landing: Flags = { access: 'public-only' };
const info: Flags = { access: 'public' };
const auth: Flags = { access: 'public-only' };
const browsing: Flags = { access: 'public', remembersRedirect: true, needsProfile: true };
const privatePage: Flags = { access: 'private', remembersRedirect: true, needsProfile: true };
const accountPage: Flags = { ...privatePage, needsAccountAccess: true };
const signup = (step: number, access: Access = 'public'): Flags => ({
  access,
  remembersRedirect: access === 'private',
  wizard: 'signup',
  step,
});
const setup: Flags = { ...privatePage, wizard: 'setup' };
const cancel = (step: number): Flags => ({ ...accountPage, background: 'white', wizard: 'cancel', step });

export const ROUTES: readonly RouteDef[] = [
  // 000 §2.1 public landing pages (mf-marketing)
  route('landing', '/', 'marketing', 'Filter movies and shows your way', landing),
  route('freeMovies', '/free-movies', 'marketing', 'Free movies, filtered', landing),
  route('firstEpisodeFree', '/first-episode-free', 'marketing', 'First episode free', landing),
  route('movieguide', '/movieguide', 'marketing', 'Sift for Movieguide readers', { ...landing, promoCode: 'movieguide' }),
  route('affiliateSignup', '/affiliate-signup', 'marketing', 'VIP pass', { ...landing, promoCode: 'affiliatevippass' }),
  route('getStarted', '/getstarted', 'marketing', 'Get started', landing),
  route('google', '/google', 'marketing', 'Filter what you stream', landing),
  // 000 §2.4 info pages (mf-marketing)
  route('about', '/about', 'marketing', 'About us', info),
  route('terms', '/terms', 'marketing', 'Terms of use', info),
  route('privacy', '/privacy', 'marketing', 'Privacy policy', info),
  route('californiaPrivacy', '/california-privacy', 'marketing', 'California privacy notice', info),
  route('jobs', '/jobs', 'marketing', 'Jobs', info),
  // 000 §2.5 authentication (mf-membership)
  route('login', '/login', 'membership', 'Log in', auth),
  route('oauth', '/oauth/:provider', 'membership', 'Signing you in', auth),
  route('passwordRequest', '/password-request', 'membership', 'Reset your password', auth),
  route('passwordReset', '/password-reset/:id', 'membership', 'Choose a new password', auth),
  route('externalWelcome', '/external-welcome/:resetId', 'membership', 'Welcome', { ...auth, background: 'grey' }),
  route('externalWelcomeBack', '/external-welcome-back/:resetId', 'membership', 'Welcome back', {
    ...auth,
    background: 'grey',
  }),
  route('logout', '/logout', 'shell', 'Log out', info),
  // 001 §2 browsing (mf-discovery)
  route('discover', '/discover', 'discovery', 'Discover', browsing),
  route('browse', '/browse', 'discovery', 'Browse', browsing),
  route('browseMovies', '/browse/movies', 'discovery', 'Movies', browsing),
  route('browseShows', '/browse/shows', 'discovery', 'Shows', browsing),
  route('browseRecommendedTv', '/browse/recommended-tv', 'discovery', 'Recommended shows', browsing),
  route('movie', '/movie/:slug', 'discovery', 'Movie', browsing),
  route('show', '/show/:slug', 'discovery', 'Show', browsing),
  route('showSeason', '/show/:slug/season/:season_number', 'discovery', 'Show', browsing),
  route('showEpisode', '/show/:slug/season/:season_number/episode/:episode_number', 'discovery', 'Show', browsing),
  route('watchlist', '/watchlist', 'discovery', 'My Watchlist', privatePage),
  // private pages
  route('profiles', '/profiles', 'shell', "Who's Watching?", { access: 'private', remembersRedirect: true }),
  route('scheduleACall', '/schedule-a-call', 'account', 'Schedule a call', accountPage),
  // the theater (mf-player); the spec shows it as an overlay without a path: docs/decisions/0003
  route('theater', '/watch/:slug', 'player', 'Theater', privatePage),
  // 002 §2.1 sign-up wizard (mf-membership)
  route('wizardSelectServicesV2', '/wizard/v2/services', 'membership', 'Which services do you use?', signup(2)),
  route('wizardDevicesV2', '/wizard/v2/devices', 'membership', 'Where do you watch?', signup(3)),
  route('wizardMiniFiltersV2', '/wizard/v2/mini-filters', 'membership', 'Pick your filters', signup(4)),
  route('membershipEmail', '/membership/email', 'membership', 'Create an account', signup(6)),
  route('membershipSignup', '/membership/signup', 'membership', 'Sign up', signup(7)),
  route('membershipConfirmEmail', '/membership/confirm-email', 'membership', 'Confirm your email', signup(8)),
  route('membershipLogin', '/membership/login', 'membership', 'Log in', signup(10)),
  route('membershipPlan', '/membership/plan', 'membership', 'Choose Your Plan', signup(11, 'private')),
  route('membershipPayment', '/membership/payment', 'membership', 'Payment', signup(12, 'private')),
  route('membershipSuccess', '/membership/success', 'membership', 'Welcome, Fam!', signup(13, 'private')),
  // 002 §2.2 setup wizard (mf-membership)
  route('setupIntro', '/setup/intro', 'membership', 'Set up Sift', setup),
  route('setupDevices', '/setup/devices', 'membership', 'Your devices', setup),
  route('setupV2SimpleFilters', '/setup/v2/simple-filters', 'membership', 'Choose your filters', setup),
  route('setupV2ReviewSimple', '/setup/v2/review-simple', 'membership', 'Review your filters', setup),
  route('setupV2Devices', '/setup/v2/devices', 'membership', 'Your devices', setup),
  route('setupV2DeviceType', '/setup/v2/devices/:type_id', 'membership', 'Register your device', setup),
  route('setupV2Services', '/setup/v2/services', 'membership', 'Your streaming services', setup),
  route('setupV3SimpleFilters', '/setup/v3/simple-filters', 'membership', 'Choose your filters', setup),
  route('setupV3ReviewSimple', '/setup/v3/review-simple', 'membership', 'Review your filters', setup),
  route('setupV3Services', '/setup/v3/services', 'membership', 'Your streaming services', setup),
  route('setupV3PickTitle', '/setup/v3/pick-title', 'membership', 'Pick a title', setup),
  route('setupV3TitleFilters', '/setup/v3/title-filters', 'membership', 'Preview your filters', setup),
  route('setupV3PlayTitle', '/setup/v3/play-title', 'membership', 'Play your title', setup),
  route('setupV4Intro', '/setup/v4/intro', 'membership', 'Set up Sift', setup),
  route('setupV4Services', '/setup/v4/services', 'membership', 'Your streaming services', setup),
  route('setupV4Connections', '/setup/v4/connections', 'membership', 'Connect your services', setup),
  route('setupV4Devices', '/setup/v4/devices', 'membership', 'Your devices', setup),
  // 001 §2 services, filters and devices (mf-player)
  route('services', '/services', 'player', 'Link Services', accountPage),
  route('defaultFilters', '/default-filters', 'player', 'Default Filters', privatePage),
  route('devices', '/devices', 'player', 'TV Devices', accountPage),
  route('devicesLink', '/devices/link', 'player', 'Register a TV device', accountPage),
  route('devicesLinkType', '/devices/link/:type_id', 'player', 'Register a TV device', accountPage),
  route('tvLink', '/link/:code?', 'player', 'Link your TV', accountPage),
  // 002 §2.3 account area (mf-account)
  route('account', '/account', 'account', 'Account', accountPage),
  route('sharing', '/sharing', 'account', 'Refer a Friend', accountPage),
  route('sharingHowItWorks', '/sharing/how-it-works', 'account', 'How it Works', accountPage),
  // 002 §2.4 cancel flow (mf-account)
  route('cancel', '/membership/cancel', 'account', 'Why are you leaving?', cancel(1)),
  route('cancelOffers', '/membership/cancel/offers', 'account', 'Before you go', cancel(2)),
  route('cancelDiscount', '/membership/cancel/discount/:offer_id', 'account', 'A discount for you', cancel(3)),
  route('cancelConfirm', '/membership/cancel/confirm', 'account', 'Confirm cancellation', cancel(4)),
  route('cancelConfirmation', '/membership/cancel/confirmation', 'account', 'Your subscription is cancelled', cancel(5)),
  route('rescueEmail', '/membership/rescue/email', 'account', 'Priority support', cancel(6)),
  // 002 §2.5 TV device promotion (mf-account)
  route('tvDevicesAndroidTv', '/tvdevices/androidtv', 'account', 'Android TV offer', accountPage),
  route('tvDevicesAppleTv', '/tvdevices/appletv', 'account', 'Apple TV offer', accountPage),
  route('tvDevicesFireTv', '/tvdevices/firetv', 'account', 'Fire TV offer', accountPage),
  route('tvDevicesGoogleTv', '/tvdevices/googletv', 'account', 'Google TV offer', accountPage),
  route('offersTvDevices', '/offers/tvdevices', 'account', 'TV device offers', accountPage),
];

/** Promo redirects of 000 §2.2: path -> promo code ('/cj' uses free14). */
export const PROMO_REDIRECTS: Readonly<Record<string, string>> = {
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
/** /gabb carries three campaign tags besides its code. */
const GABB_CAMPAIGN = { utm_source: 'gabb', utm_medium: 'partner', utm_campaign: 'gabb14' };

const HELP_CENTER_PATHS = ['/support', '/help', '/faq', '/press', '/freeandroidtv', '/devices/support', '/contact'];

export const REDIRECTS: readonly RedirectDef[] = [
  ...Object.entries(PROMO_REDIRECTS).map(([from, code]) => ({
    from,
    to: '/',
    query: { promo_code: code, ...(from === '/gabb' ? GABB_CAMPAIGN : {}) },
  })),
  { from: '/peacock', to: '/discover', query: { catalogs: '15' } },
  { from: '/tv', to: '/devices/link' },
  { from: '/firetv', to: '/devices/link/firetv' },
  { from: '/androidtv', to: '/devices/link/androidtv' },
  { from: '/appletv', to: '/devices/link/appletv' },
  { from: '/reset-password/:id', to: '/password-reset/:id' },
  { from: '/devices/register', to: '/devices/link' },
  { from: '/devices/register/:type_id', to: '/devices/link/:type_id' },
  { from: '/my-library', to: '/watchlist' },
  { from: '/browse/watchlist', to: '/watchlist' },
  { from: '/legal/terms', to: '/terms' },
  { from: '/legal/privacy', to: '/privacy' },
  ...HELP_CENTER_PATHS.map((from) => ({ from, to: `${HELP_CENTER_URL}${from}`, external: true })),
  { from: '/partners-signup', to: AFFILIATE_APPLICATION_URL, external: true },
];

const byName = new Map(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: string): RouteDef {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route name: ${name}`);
  return found;
}

export function routesOwnedBy(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** Fills a path pattern's :params; optional params ('?') that are missing are dropped. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Missing route parameter ${key} for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return filled || '/';
}

/** The href of a named route: href('movie', {slug: 'up'}) -> '/movie/up'. */
export function href(
  name: string,
  params?: Record<string, string | number | undefined>,
  query?: Record<string, string | number | undefined>,
): string {
  const path = fillPath(routeByName(name).path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
