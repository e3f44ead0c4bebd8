/**
 * Linking streaming services and TV devices (001 §4, §5, §8, §9; our choices: docs/decisions/0050-0054).
 */

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
