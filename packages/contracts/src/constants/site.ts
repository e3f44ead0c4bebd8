/**
 * The product, its addresses, and the site's constants of spec 000 §9 (shell, login, landing, footer).
 */
export const PRODUCT_NAME = 'Sift';
export const SUPPORT_EMAIL = 'support@sift.example';
export const HELP_CENTER_URL = 'https://help.sift.example';
export const AFFILIATE_APPLICATION_URL = 'https://help.sift.example/affiliates/apply';
export const GIFT_CARDS_URL = 'https://help.sift.example/gift-cards';
export const SUPPORT_ARTICLE_LOGIN_URL = 'https://help.sift.example/articles/cannot-log-in';

// ---- spec 000 §9 ----
export const EMAIL_MODAL_DELAY_MS = 20_000;
export const SEARCH_DEBOUNCE_MS = 200;
export const SCROLL_ANIMATION_MS = 300;
export const COUNTDOWN_DEFAULT_S = 7_200;
export const LANDING_DEFAULT_FILTER_CATEGORY_IDS = [6, 7, 16, 18] as const;
export const FEATURED_POSTERS_LIMIT = 12;
export const TOP_TITLES_LIMIT = 7;
export const COLLECTIONS_PER_SERVICE = 8;
export const LANDING_DEMO_WORKS = 3;
export const LANDING_SERVICE_IDS = [12, 3, 13, 15] as const;
export const POSTER_PROGRESS_AT_CREDITS = 98;
export const POSTER_PROGRESS_MIN_WIDTH_PERCENT = 0.15;
export const ANNUAL_DIALOG_DEFAULT_PRICE_CENTS = 11_988;
export const ANNUAL_DIALOG_DEFAULT_HIGHLIGHT = 'Get 2 Months Free';
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (NIST 800-63B asks for at least 64); bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 1000;
export const CONFIRMATION_CODE_LENGTH = 6;
export const SESSION_INACTIVITY_MS = 30 * 60 * 1000;
export const PROFILE_SESSION_MARKER_MS = 2 * 60 * 60 * 1000;
export const PROFILE_ID_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUIRED_EXTENSION_VERSION = '0.3.1';
export const BUILD_DATE = '2025-10-29';
export const PROFILE_LIMIT = 6;
/** "default about 10,000 seconds ahead" (000 §4.6). */
export const PROMO_CODE_TTL_S = 10_000;
export const LANDING_PROMO_BANNER_UNTIL = '2025-05-31T07:00:00Z';
export const POSTER_CAROUSEL_INTERVAL_MS = 4_000;
export const NAVBAR_NAME_MAX_LENGTH = 11;
export const NAVBAR_NAME_CUT_LENGTH = 8;
export const FREE_PLAN_TITLE = 'FirstEpisodeFree';
export const FIRST_EPISODE_FREE_KEY = 'fef';
/** 000 §1: "The landing page claims filters for over 20,000 shows." */
export const FILTERED_SHOWS_CLAIM = 20_000;
/** 000 §1: the devices marketing lists, by kind. */
export const SUPPORTED_DEVICES = {
  tv: ['Android TV', 'Apple TV', 'Chromecast', 'Fire TV', 'Roku'],
  mobile: ['Android', 'iPad', 'iPhone'],
  computer: ['Chrome', 'Edge', 'Firefox'],
} as const;
/** The footer's external links (000 §2.1); the spec names them, the addresses are ours. */
export const BLOG_URL = 'https://blog.sift.example';
export const CONTACT_URL = 'https://help.sift.example/contact';
export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/siftfilters' },
  { name: 'Instagram', url: 'https://www.instagram.com/siftfilters' },
  { name: 'YouTube', url: 'https://www.youtube.com/@siftfilters' },
] as const;
export const JOBS_EMAIL = 'jobs@sift.example';
export const PRIVACY_EMAIL = 'privacy@sift.example';
/**
 * Dispatched on `window` once per page load, when the first page has settled (app-kit's whenPageSettled): what is not
 * the first page's own loads after it. The shared zod names it too (it is below the contracts in the share graph).
 */
export const PAGE_SETTLED_EVENT = 'sift:page-settled';
