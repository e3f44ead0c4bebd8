/**
 * Membership (spec 002 §9), signup and payment (our choices where the spec leaves them open: docs/decisions/0035-0039),
 * and the storage, cookie and header names of the site.
 */
// ---- spec 002 §9 ----
export const PASSCODE_MIN_LENGTH = 4;
export const GIFT_CARD_CODE_MAX_LENGTH = 16;
export const GIFT_CARD_PIN_MAX_LENGTH = 4;
export const CANCEL_EXPLANATION_MAX_LENGTH = 250;
export const SUBSCRIPTION_POLL_MS = 1_000;
export const SUBSCRIPTION_POLL_TIMES = 5;
export const DEFAULT_COUNTRY = 'US';
export const DISCOUNT_OFFER_PERCENT_OFF = 50;
export const DISCOUNT_OFFER_MONTHS = 3;
export const DEVICE_CREDIT_DOLLARS = 30;
export const CANCEL_SAVE_TICKET_PRIORITY = 'Urgent';
export const CANCEL_SAVE_TICKET_TRIGGER = 'Cancel Save Offer';
export const ANNUAL_PROMO_DEFAULT_MESSAGE = '2 Months Free';
export const ANNUAL_PROMO_WINDOW = { start: '2024-11-25T00:00:00Z', end: '2025-07-06T00:00:00Z' } as const;
export const ANNUAL_PROMO_INTERVAL_MS = 60 * 60 * 1000;
export const BILLING_TAKEOVER_INTERVAL_MS = 10_800_000;
export const BILLING_MODAL_MIN_MS = 750;
export const GIFT_CARD_SUCCESS_MS = 2_000;
export const TOAST_MS = 2_500;
export const OFFER_REPORT_DEBOUNCE_MS = 100;
export const WORKS_WALL_LIMIT = 60;
export const DESCRIPTION_TRUNCATE_LENGTH = 150;
export const WIZARD_STEPS = 13;
export const SETUP_STEPS = 6;
export const MOST_COMMON_FILTER_IDS = [18, 6, 7] as const;
export const UNFILTERABLE_SERVICES = ['Disney+', 'Max', 'Hulu'] as const;

// ---- membership signup and payment (our own choices where the spec leaves them open: docs/decisions/0035-0039) ----
/** The card token a plan without billing info is subscribed with (002 §4). */
export const PLACEHOLDER_PAYMENT_TOKEN = 'placeholder';
/** Confirmation step: at least 1 s of "checking", then a 2 s pause on success before moving on (002 §5). */
export const CONFIRM_CODE_MIN_MS = 1_000;
export const CONFIRM_CODE_PAUSE_MS = 2_000;
/** The two sign-up variants of 002 §4, split 50/50 and sticky per browser. */
export const SIGNUP_EXPERIMENT = { name: 'signup_confirmation', variants: ['control', 'double'] } as const;
/** The social providers Sift signs in with (000 §4.4). */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
/** How long a social sign-in may take between leaving the site and coming back. */
export const SOCIAL_LOGIN_STATE_TTL_MS = 10 * 60 * 1000;
/** The card-entry script of the card payment provider (Stripe.js). */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';
/** Devices of the sign-up wizard's devices step (002 §2.1), saved as the profile's selected_devices. */
export const WIZARD_DEVICES = [
  { id: 'tv', label: 'TV', description: 'Android TV, Apple TV, Fire TV, Roku' },
  { id: 'casting', label: 'Casting', description: 'Chromecast, AirPlay' },
  { id: 'mobile', label: 'Phone or tablet', description: 'Android, iPhone, iPad' },
  { id: 'chrome', label: 'Computer: Chrome', description: 'Chrome on a computer' },
  { id: 'firefox', label: 'Computer: Firefox', description: 'Firefox on a computer' },
  { id: 'edge', label: 'Computer: Edge', description: 'Edge on a computer' },
] as const;
/** Wizard catalogs left out of the services step (002 §2.1): the product's own, the Amazon store and Freevee. */
export const WIZARD_EXCLUDED_CATALOG_SLUGS = ['sift', 'amazon-store', 'freevee'] as const;

/** Local storage and cookie keys. Names the spec leaves open are ours (docs/decisions/0004). */
export const STORAGE_KEYS = {
  promoCode: 'sift_promo_code',
  bypassPricing: 'sift_bypass_pricing',
  loggedOutSelectedCatalogs: 'logged_out_selected_catalogs',
  browseFiltersIntroModalSeen: 'browseFiltersIntroModalSeen',
  lastTakeover: 'LAST_TAKEOVER',
  browserId: 'sift_browser_id',
  /** The browser's time zone and the UTC offset it was read at ('-60 Europe/Paris'), for the stats' browser info. */
  timeZone: 'sift_time_zone',
  sessionId: 'sift_session_id',
  sessionLastActive: 'sift_session_last_active',
  profileSessionUntil: 'sift_profile_session_until',
  impersonationUsed: 'sift_impersonation_used',
  /** The referral code a visitor arrived with (`?rupi=`), sent with signup and subscribe. */
  referralCode: 'sift_rupi',
  /** The affiliate network's click id a visitor arrived with (`?irclickid=`), sent as ir_click_id with signup (002 §7). */
  irClickId: 'sift_ir_click_id',
  signupExperiment: 'sift_signup_experiment',
  /** Sign-up wizard choices before there is an account (session storage). */
  wizardChoices: 'sift_wizard_choices',
  /** The state and return page of a social sign-in in progress (session storage). */
  socialLogin: 'sift_social_login',
  /** The idempotency key of the subscribe request in progress (session storage). */
  subscribeKey: 'sift_subscribe_key',
  /** Per-profile player defaults (001 §4): `sift_player_defaults_<profile id>` = {captions, volume}. */
  playerDefaultsPrefix: 'sift_player_defaults_',
  /** The setup wizard's choices in progress: devices, picked title (session storage). */
  setupChoices: 'sift_setup_choices',
  /** The e-mail-list modal of the landing page was shown in this browser (000 §2.1): it is not shown again. */
  emailListModalSeen: 'sift_email_list_modal_seen',
} as const;

export const COOKIE_NAMES = {
  /** The site's sign-in, kept by the web app (JS) on the site's host. */
  token: 'sift_token',
  profileId: 'sift_profile_id',
  /**
   * The API server's own HttpOnly cookie. A different name from `token` on purpose: cookies ignore ports, so on
   * localhost an HttpOnly cookie of the same name would shadow the site's and the app could no longer replace it.
   */
  apiToken: 'sift_api_token',
} as const;

export const HEADER_NAMES = {
  platform: 'X-Sift-Platform',
  appVersion: 'X-Sift-App-Version',
  sessionId: 'X-Sift-Session-Id',
  browserId: 'X-Sift-Browser-Id',
  profileId: 'X-Sift-Profile-Id',
  authorization: 'Authorization',
} as const;
export const PLATFORM = 'web';
