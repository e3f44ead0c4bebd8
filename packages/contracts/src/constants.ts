/**
 * Business constants of the three specs' §9. Names say what they are in the product's words;
 * values are the spec's. Dates are configuration defaults: logic takes a clock (see clock.ts).
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

// ---- spec 001 §9 ----
export const EXTENSION_POLL_MS = 500;
export const DEVICE_SETUP_CODE_LENGTH = 5;
export const TV_LINK_CODE_LENGTH = 6;
export const DEVICE_SAVE_MIN_MS = 1_000;
export const DISCOVER_PAGE_SIZE = 100;
export const DISCOVER_INITIAL_LIMIT = 48;
export const DISCOVER_LIMIT_STEP = 12;
export const POSTER_LIST_MIN = 14;
export const MOBILE_BREAKPOINT_PX = 768;
export const BROWSE_CAROUSEL_AUTOPLAY_MS = 6_000;
export const SEE_MORE_CARD_MIN_WORKS = 27;
export const BROWSE_CHIP_WIDTH_PX = 250;
export const ALL_CATALOGS = -1;
export const FILTER_WIZARD_LAST_CATEGORY_ID = 5;
export const AMAZON_CHANNEL_SLUG_PART = 'amazon-channels';
export const PEACOCK_LABEL = 'Peacock Premium/Premium+';
export const CATALOG_ACCESS_VERIFIED_DAYS = 1;
export const PROGRESS_REPORT_INTERVAL_S = 60;
/** A stream check_interval under this falls back to PROGRESS_REPORT_INTERVAL_S. */
export const PROGRESS_REPORT_MIN_INTERVAL_S = 10;
export const WATCHED_SAMPLE_TOLERANCE_MS = 100;
export const PROGRESS_FLUSH_DEBOUNCE_MS = 300;
export const HEARTBEAT_MS = 60_000;
export const CREDITS_MIN_DURATION_S = 180;
export const INACTIVITY_CLOSE_MS = 900_000;
export const INACTIVITY_CHECK_MS = 60_000;
export const SKIP_SECONDS = 10;
export const VOLUME_STEP = 0.05;
export const SUBTITLES_DELAY_MS = 5_000;
export const VERIFICATION_MIN_DISPLAY_MS = 1_000;
export const VERIFICATION_NO_RESPONSE_DISPLAY_MS = 3_000;
export const VERIFICATION_BAR_MS = 2_500;
export const RECOMMENDATIONS_LIMIT = 24;
export const EPISODE_PROGRESS_AT_CREDITS = 98;
export const FILTER_MARK_MIN_WIDTH_PERCENT = 0.075;
export const YEAR_MIN = 1888;
export const YEAR_MAX = 2099;
export const REQUEST_FORM_MIN_MS = 600;
export const WORK_REQUEST_MIN_MS = 500;
/** Browse rows (001 §2): the first 3 categories, then 3 more per scroll. */
export const BROWSE_ROWS_INITIAL = 3;
export const BROWSE_ROWS_STEP = 3;
/** Works per browse row (enough for the see-more card at SEE_MORE_CARD_MIN_WORKS). */
export const BROWSE_ROW_WORKS_LIMIT = 30;
/** Search panel results per query. */
export const SEARCH_RESULTS_LIMIT = 20;
/** The experiment that picks the More Like This source (001 §7): 'new' endpoint or 'old' works query. */
export const MORELIKETHIS_EXPERIMENT = 'morelikethis_endpoint';

// ---- playback limits the spec leaves open (docs/decisions/0045) ----
/** Streams one account may play at the same time; one more answers 409 (001 §7, §8). */
export const CONCURRENT_STREAMS_LIMIT = 2;
/** A stream without a START, PLAY or HEARTBEAT for this long no longer counts against the limit (2.5 heartbeats). */
export const STREAM_IDLE_RELEASE_S = 150;
/** The check_interval every stream gets (001 §9: the report interval). */
export const STREAM_CHECK_INTERVAL_S = 60;

// ---- linking streaming services and TV devices (001 §4, §5, §8, §9; our choices: docs/decisions/0050-0054) ----
/**
 * The browser extension's id. Its manifest carries the public key this id is derived from (packages/extension), so
 * an unpacked build has the same id as a store install and the site can address it (`chrome.runtime.sendMessage`).
 */
export const SIFT_EXTENSION_ID = 'idfmldfjnnofbfiflfdbibedefhnnheb';
/** Where the 'Install Extension' and 'Update is Available' panels send the member. */
export const EXTENSION_INSTALL_URL = `https://chromewebstore.google.com/detail/${SIFT_EXTENSION_ID}`;
/** How long the site waits for the extension to answer one message before taking it as missing. */
export const EXTENSION_ANSWER_TIMEOUT_MS = 1_500;
/** A failed request to a streaming site is retried once after this long (001 §4.8). */
export const STREAMING_REQUEST_RETRY_MS = 500;
/** How many times a failed request to a streaming site is tried again (001 §4.8: once). */
export const STREAMING_REQUEST_RETRIES = 1;
/** The retry helper's failure (001 §7): an answer whose status is this or above is tried again. */
export const RETRY_FROM_STATUS = 400;
/** A streaming site slower than this '{service} is not Responding' (001 §8). */
export const STREAMING_REQUEST_TIMEOUT_MS = 10_000;
/** Token-refresh error codes of the Peacock-type service that mean the stored sign-in is no longer valid (001 §4.8). */
export const PEACOCK_INVALID_CREDENTIAL_CODES = ['OVP_00001', 'OVP_00038'] as const;
/** Watch-history items kept with a credential (the newest first). */
export const WATCH_HISTORY_MAX_ITEMS = 500;
/** The product's own catalogue service: included with the membership, it needs no link. */
export const PRODUCT_SERVICE_SLUG = 'sift';
/** Store pages of the mobile apps (001 §8: mobile users are told to install the app). */
export const MOBILE_APP_URLS = {
  ios: 'https://apps.apple.com/app/sift-filtered-streaming/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=example.sift.app',
} as const;
/** The desktop browsers that can link services (001 §8). */
export const SUPPORTED_BROWSERS = [
  { name: 'Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Firefox', url: 'https://www.mozilla.org/firefox/' },
  { name: 'Edge', url: 'https://www.microsoft.com/edge' },
] as const;
/**
 * The desktop browsers the Sift extension runs in, so the only ones that can link streaming services: Chromium-based
 * ones (the site reaches the extension by `chrome.runtime.sendMessage`, which Firefox does not offer to web pages;
 * there is no Firefox build). Firefox is told so, not offered an extension it cannot install (issue 22,
 * docs/decisions/0097).
 */
export const EXTENSION_BROWSERS = [
  { name: 'Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Edge', url: 'https://www.microsoft.com/edge' },
] as const;

/** TV device kinds (001 §3 Device types). Only Apple TV, Fire TV and Android TV can be registered (001 §5). */
export const TV_DEVICE_KINDS = [
  { id: 'firetv', type: 'FireTv', label: 'Fire TV', install_help_link: 'https://help.sift.example/devices/fire-tv' },
  { id: 'appletv', type: 'AppleTv', label: 'Apple TV', install_help_link: 'https://help.sift.example/devices/apple-tv' },
  { id: 'androidtv', type: 'AndroidTv', label: 'Android TV', install_help_link: 'https://help.sift.example/devices/android-tv' },
  { id: 'roku', type: 'Roku', label: 'Roku', install_help_link: 'https://help.sift.example/devices/roku' },
  { id: 'chromecast', type: 'Chromecast', label: 'Chromecast', install_help_link: 'https://help.sift.example/devices/chromecast' },
  { id: 'airplay', type: 'AirPlay', label: 'AirPlay', install_help_link: 'https://help.sift.example/devices/airplay' },
] as const;
export const REGISTRABLE_TV_DEVICE_IDS = ['appletv', 'firetv', 'androidtv'] as const;
export const DEVICE_NAME_MAX_LENGTH = 40;
/** Device flow (RFC 8628): how long a TV's code lives, and how often the TV may poll. */
export const TV_CODE_TTL_S = 600;
export const TV_POLL_INTERVAL_S = 5;
/** Wrong codes one account may enter (registration or linking) in TV_CODE_GUESS_WINDOW_MS; one address, thrice that. */
export const TV_CODE_GUESSES_PER_ACCOUNT = 10;
export const TV_CODE_GUESS_WINDOW_MS = 15 * 60 * 1000;
/** Codes one address may ask for per hour (a TV asks for one each time it shows the link screen). */
export const TV_CODES_PER_ADDRESS_PER_HOUR = 60;
/** The setup wizard's devices step (002 §2.2): where the family watches. */
export const SETUP_DEVICE_CHOICES = [
  { id: 'tv', label: 'TV', description: 'Fire TV, Apple TV, Android TV' },
  { id: 'computer', label: 'Computer', description: 'Chrome, Firefox or Edge' },
  { id: 'mobile', label: 'Phone or tablet', description: 'iPhone, iPad or Android' },
] as const;

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

// ---- the account area (002 §2.3-2.5, §4; our own choices where the spec leaves them open: docs/decisions/0055-0059) ----
/** The devices of a priority support request (002 §5). */
export const PRIORITY_SUPPORT_DEVICES = [
  'Android Mobile App',
  'Apple TV App',
  'Apple Mobile App',
  'Chromecast',
  'Computer',
  'Fire TV App',
  'Samsung TV Casting',
] as const;
export const SUPPORT_TICKET_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
/** The cancel-save ticket's subject (002 §9 names its priority and trigger; the subject is ours). */
export const CANCEL_SAVE_TICKET_SUBJECT = 'Priority support: cancel save offer';
/** The cancel reasons whose offers the spec names (002 §4): 1 personalization, 2 price, 4 other (always last), 6 device. */
export const CANCEL_REASON_IDS = { personalization: 1, price: 2, other: 4, device: 6 } as const;
/** The retention discount (002 §9): its code at the payment provider (a Stripe coupon of that id). */
export const RETENTION_DISCOUNT_CODE = 'STAY50';
/** Support chat (002 §2.4 "chat at the site root path chat/?promobrand=0 or 1"): Denver time, never on Sunday. */
export const SUPPORT_CHAT_TIME_ZONE = 'America/Denver';
/** Opening hours by weekday (0 Sunday ... 6 Saturday): [from, to) in whole hours, null when closed. */
export const SUPPORT_CHAT_HOURS: readonly ([number, number] | null)[] = [null, [11, 20], [11, 20], [11, 20], [11, 20], [11, 20], [11, 21]];
export const SUPPORT_CHAT_URL = `${HELP_CENTER_URL}/chat/`;
/** Phone calls with support (/schedule-a-call): 30-minute slots in the chat hours, the next 7 days. */
export const SUPPORT_CALL_SLOT_MINUTES = 30;
export const SUPPORT_CALL_DAYS_AHEAD = 7;
/** The annual plan saves this much against twelve monthly payments (002 §4 'save over 16%'). */
export const ANNUAL_SAVINGS_TEXT = 'save over 16%';
/** Credit both sides of a referral get when the referred member first pays (the sharing offer: a month). */
export const REFERRAL_REWARD_CENTS = 999;

// ---- billing (docs/decisions/0062-0065) ----
/**
 * Dunning: after a renewal's payment fails, it is tried again this many days after the failed renewal (day 1, 3 and
 * 5), with a mail each time; after the last failure the subscription is cancelled and access ends. Stripe's retry
 * schedule (Billing > Revenue recovery) must be set to the same days.
 */
export const DUNNING_RETRY_DAYS = [1, 3, 5] as const;
/** Stripe's customer.subscription.trial_will_end: this many days before a trial ends (a reminder mail). */
export const TRIAL_WILL_END_DAYS = 3;
/** A yearly plan's renewal reminder mail goes out this many days before it renews. */
export const RENEWAL_REMINDER_DAYS = 7;
/** An incomplete first payment (3-D Secure not completed, a declined card) expires this long after it was made, as Stripe's (23 hours). */
export const INCOMPLETE_EXPIRES_HOURS = 23;
/** Billing history: invoices per page. */
export const BILLING_HISTORY_PAGE_SIZE = 24;
/** Session storage: when the annual banner was last shown (at most once per hour per session, 002 §4). */
export const ANNUAL_BANNER_SHOWN_KEY = 'sift_annual_banner_shown';
/** Session storage: the cancel flow's session record while it runs (002 §4). */
export const CANCEL_SESSION_KEY = 'sift_cancel_session';
/** The TV device offer's deadline: a Thursday at least this many days out (002 §2.5). */
export const DEVICE_OFFER_MIN_DAYS = 7;
export const DEVICE_OFFER_DEADLINE_WEEKDAY = 4;
