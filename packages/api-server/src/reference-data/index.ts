/**
 * Reference data every installation has: streaming services and catalogs (landing ids 12, 3, 13, 15), plans,
 * promos (000 §2.2), FAQs, avatars, the sharing record, maturity ratings and browse categories. The running server
 * reads these ids and names (avatars, services, plans) as well as the seed that writes them, so they live here and
 * not in seed/: runtime code never imports seed/ (seed/ imports this).
 */
import { FIRST_EPISODE_FREE_KEY, FREE_PLAN_TITLE, ANNUAL_DIALOG_DEFAULT_HIGHLIGHT } from '@sift/contracts';

type OfferingType = 'subscription' | 'avod' | 'rental' | 'purchase';

export interface ServiceSeed {
  id: number;
  name: string;
  slug: string;
  logInLink: string;
  displayOrderLinking: number;
  color: string;
  catalogs: {
    id: number;
    slug: string;
    name: string;
    title: string;
    color: string;
    offeringType: OfferingType;
    representativeExternalId?: string;
  }[];
}

export const SIFT_SERVICE_ID = 12;
export const SIFT_CATALOG_ID = 12;

/** Catalog ids equal their service id for each service's main catalog; add-ons and stores have their own. */
export const STREAMING_SERVICES: ServiceSeed[] = [
  {
    id: 12,
    name: 'Sift',
    slug: 'sift',
    logInLink: '/login',
    displayOrderLinking: 0,
    color: '#2f6fed',
    catalogs: [{ id: 12, slug: 'sift', name: 'Sift', title: 'Sift', color: '#2f6fed', offeringType: 'subscription' }],
  },
  {
    id: 3,
    name: 'Prime Video',
    slug: 'prime-video',
    logInLink: 'https://www.amazon.com/gp/video/storefront',
    displayOrderLinking: 2,
    color: '#00a8e1',
    catalogs: [
      { id: 3, slug: 'prime-video', name: 'Prime Video', title: 'Prime Video', color: '#00a8e1', offeringType: 'subscription', representativeExternalId: 'amzn1.dv.gti.demo-3' },
      { id: 4, slug: 'freevee', name: 'Freevee', title: 'Freevee', color: '#3fd25f', offeringType: 'avod' },
      { id: 31, slug: 'amazon-channels-starz', name: 'STARZ', title: 'STARZ (Prime Video Channel)', color: '#111111', offeringType: 'subscription' },
      { id: 32, slug: 'amazon-channels-paramount-plus', name: 'Paramount+', title: 'Paramount+ (Prime Video Channel)', color: '#0064ff', offeringType: 'subscription' },
      { id: 33, slug: 'amazon-channels-mgm-plus', name: 'MGM+', title: 'MGM+ (Prime Video Channel)', color: '#b8952e', offeringType: 'subscription' },
      { id: 34, slug: 'amazon-channels-britbox', name: 'BritBox', title: 'BritBox (Prime Video Channel)', color: '#0d2b52', offeringType: 'subscription' },
      { id: 35, slug: 'amazon-store', name: 'Amazon Store', title: 'Amazon (Buy or Rent)', color: '#ff9900', offeringType: 'purchase' },
    ],
  },
  {
    id: 1,
    name: 'Netflix',
    slug: 'netflix',
    logInLink: 'https://www.netflix.com/login',
    displayOrderLinking: 1,
    color: '#e50914',
    catalogs: [{ id: 1, slug: 'netflix', name: 'Netflix', title: 'Netflix', color: '#e50914', offeringType: 'subscription' }],
  },
  {
    id: 15,
    name: 'Peacock',
    slug: 'peacock',
    logInLink: 'https://www.peacocktv.com/signin',
    displayOrderLinking: 4,
    color: '#000000',
    catalogs: [{ id: 15, slug: 'peacock', name: 'Peacock Premium/Premium+', title: 'Peacock', color: '#000000', offeringType: 'subscription' }],
  },
  {
    id: 16,
    name: 'Paramount+',
    slug: 'paramount-plus',
    logInLink: 'https://www.paramountplus.com/account/signin/',
    displayOrderLinking: 5,
    color: '#0064ff',
    catalogs: [{ id: 16, slug: 'paramount-plus', name: 'Paramount+', title: 'Paramount+', color: '#0064ff', offeringType: 'subscription' }],
  },
  {
    id: 13,
    name: 'Apple TV',
    slug: 'appletv',
    logInLink: 'https://tv.apple.com/login',
    displayOrderLinking: 3,
    color: '#1d1d1f',
    catalogs: [
      { id: 13, slug: 'appletv', name: 'Apple TV+', title: 'Apple TV+', color: '#1d1d1f', offeringType: 'subscription' },
      { id: 14, slug: 'apple-store', name: 'Apple TV Store', title: 'Apple TV (Buy or Rent)', color: '#555555', offeringType: 'rental' },
    ],
  },
];

export const ALL_CATALOGS = STREAMING_SERVICES.flatMap((s) => s.catalogs.map((c, i) => ({ ...c, serviceId: s.id, displayOrder: s.displayOrderLinking * 10 + i })));

export const SUBSCRIPTION_PLANS = [
  { id: 1, price: 0, billingFrequency: 'monthly' as const, tierLevel: 0, title: FREE_PLAN_TITLE, titleDisplay: 'First Episode Free', highlightText: null, requiresBillingInfo: false, stripePriceLookupKey: FIRST_EPISODE_FREE_KEY },
  { id: 2, price: 999, billingFrequency: 'monthly' as const, tierLevel: 1, title: 'Monthly', titleDisplay: 'Monthly', highlightText: null, requiresBillingInfo: true, stripePriceLookupKey: 'sift_monthly_999' },
  { id: 3, price: 9_990, billingFrequency: 'yearly' as const, tierLevel: 1, title: 'Yearly', titleDisplay: 'Annual', highlightText: ANNUAL_DIALOG_DEFAULT_HIGHLIGHT, requiresBillingInfo: true, stripePriceLookupKey: 'sift_yearly_9990' },
];
export const PLAN_IDS = { free: 1, monthly: 2, yearly: 3 } as const;

const coupon = (percentOff: number | null, amountOff: number | null, friendlyTitle: string, annual: { percent_off: number | null; amount_off: number | null; messaging: string } | null = null) => ({
  percent_off: percentOff,
  amount_off: amountOff,
  friendly_title: friendlyTitle,
  annual_coupon: annual,
});

/**
 * The promo codes of 000 §2.1-§2.2 (code = path name; /cj uses free14). A coupon's duration is Stripe's: 'once' (the
 * first invoice), 'repeating' for durationInMonths, 'forever'; the annual coupon takes the first year (docs/decisions/0064).
 */
export const PROMOS = [
  { code: 'movieguide', dealMessage: 'Movieguide® readers get 14 days free', useMessage: 'Movieguide® offer applied', trialPeriodDays: 14, coupon: coupon(20, null, '20% off for Movieguide® readers', { percent_off: 20, amount_off: null, messaging: '20% off your first year' }), messaging: '14 days free, then 20% off', duration: 'forever' },
  { code: 'affiliatevippass', dealMessage: 'VIP pass: 30 days free', useMessage: 'VIP pass applied', trialPeriodDays: 30, coupon: null, messaging: '30 days free' },
  { code: 'gabb14', dealMessage: 'Gabb families get 14 days free', useMessage: 'Gabb offer applied', trialPeriodDays: 14, coupon: null, messaging: '14 days free' },
  { code: 'babycomeback', dealMessage: 'Welcome back: 50% off for 3 months', useMessage: 'Welcome back offer applied', trialPeriodDays: 0, coupon: coupon(50, null, '50% off for 3 months'), messaging: '50% off for 3 months', duration: 'repeating', durationInMonths: 3 },
  { code: 'free14', dealMessage: 'Try Sift free for 14 days', useMessage: '14-day free trial applied', trialPeriodDays: 14, coupon: null, messaging: '14 days free' },
  { code: 'covenant', dealMessage: 'Covenant members get 14 days free', useMessage: 'Covenant offer applied', trialPeriodDays: 14, coupon: null, messaging: '14 days free' },
  { code: 'filterit', dealMessage: 'Filter it: 7 days free', useMessage: 'Filter it offer applied', trialPeriodDays: 7, coupon: null, messaging: '7 days free' },
  { code: 'frugal', dealMessage: 'Frugal families save $2 a month', useMessage: 'Frugal offer applied', trialPeriodDays: 0, coupon: coupon(null, 200, '$2 off every month'), messaging: '$2 off every month', duration: 'forever' },
  { code: 'vidfor1', dealMessage: 'Your first month for $1', useMessage: '$1 first month applied', trialPeriodDays: 0, coupon: coupon(null, 899, 'First month for $1'), messaging: 'First month for $1', price: 100, duration: 'once' },
  { code: 'vidweek', dealMessage: 'Try Sift free for a week', useMessage: '7-day free trial applied', trialPeriodDays: 7, coupon: null, messaging: '7 days free' },
  { code: 'heavenly', dealMessage: 'Heavenly deal: 14 days free', useMessage: 'Heavenly offer applied', trialPeriodDays: 14, coupon: null, messaging: '14 days free' },
  { code: 'movieweek', dealMessage: 'Movie week: 7 days free', useMessage: 'Movie week offer applied', trialPeriodDays: 7, coupon: null, messaging: '7 days free' },
  { code: 'noble', dealMessage: 'Noble members get 25% off', useMessage: 'Noble offer applied', trialPeriodDays: 7, coupon: coupon(25, null, '25% off', { percent_off: 25, amount_off: null, messaging: '25% off your first year' }), messaging: '7 days free, then 25% off', duration: 'forever' },
  { code: 'tryfree', dealMessage: 'Try Sift free for 7 days', useMessage: 'Free trial applied', trialPeriodDays: 7, coupon: null, messaging: '7 days free' },
];

export const FAQS = [
  { slug: 'what-is-sift', question: 'What is Sift?', answer: 'Sift lets your family watch movies and shows from the streaming services you already have, with the profanity, nudity, violence and other content you choose skipped or muted.' },
  { slug: 'which-services', question: 'Which streaming services work with Sift?', answer: "Sift's own catalogue, Prime Video and its channels, Netflix, Peacock, Paramount+ and Apple TV. Disney+, Max and Hulu cannot be filtered." },
  { slug: 'which-devices', question: 'Which devices can I use?', answer: 'Android TV, Apple TV, Chromecast, Fire TV and Roku; Android, iPad and iPhone; and Chrome, Edge and Firefox on a computer. Filtering on Roku, Google Cast and AirPlay is for ad-free content only.' },
  { slug: 'how-many-profiles', question: 'How many profiles can I have?', answer: 'Up to 6 profiles per account, each with its own default filters, watchlist and resume positions.' },
  { slug: 'parental-controls', question: 'Can I lock filters for my kids?', answer: 'Yes. Parental controls set filters that every profile and device must use, guarded by a passcode of at least 4 digits.' },
  { slug: 'cancel-anytime', question: 'Can I cancel at any time?', answer: 'Yes. Cancel from your account page; you keep access until the end of the period you paid for.' },
  { slug: 'how-many-titles', question: 'How many titles can I filter?', answer: 'Filters are available for over 20,000 movies and shows, and more are tagged every week.' },
];

export const AVATAR_GROUPS = [
  { id: 1, title: 'Classics', names: ['sunny', 'ocean', 'forest', 'berry', 'sunset', 'storm'] },
  { id: 2, title: 'Animals', names: ['fox', 'owl', 'bear', 'whale', 'tiger', 'panda'] },
  { id: 3, title: 'Space', names: ['comet', 'planet', 'rocket', 'moon', 'star', 'nebula'] },
];
const AVATAR_COLORS = ['#f4b400', '#0f9d58', '#4285f4', '#db4437', '#ab47bc', '#00acc1'];
export const AVATARS = AVATAR_GROUPS.flatMap((g) =>
  g.names.map((name, i) => ({ id: (g.id - 1) * 6 + i + 1, groupId: g.id, slug: `${g.title.toLowerCase()}-${name}`, color: AVATAR_COLORS[i], ordering: i })),
);
/** 000 §5: an empty avatar falls back to this one. */
export const DEFAULT_AVATAR_ID = 1;

export const SHARING_PROGRAM = {
  id: 1,
  title: 'Give a month, get a month',
  description: 'Share your link: friends who join get their first month free, and you get a free month when they do.',
  imagePath: '/images/sharing.svg',
  rewardsTitle: 'Your rewards',
  rewardsHelpText: 'Rewards may take 1-3 business days to appear on your account.',
  endsAt: null,
  endsRewardsAt: null,
};

export const MATURITY_RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA', 'NR'].map(
  (rating, i) => ({ id: i + 1, rating, ordering: i }),
);
export const maturityIdOf = (rating: string) => MATURITY_RATINGS.find((m) => m.rating === rating)?.id ?? null;

export const BROWSE_CATEGORIES = [
  'Action', 'Adventure', 'Animation', 'Comedy', 'Crime', 'Documentary', 'Drama', 'Family', 'Fantasy', 'History',
  'Horror', 'Music', 'Mystery', 'Romance', 'Science Fiction', 'Thriller', 'War', 'Western', 'Kids', 'Faith',
].map((name, i) => ({ slug: name.toLowerCase().replace(/\s+/g, '-'), name, sortKey: i + 1 }));
