/**
 * Discovery and the player (spec 001 §9), and the playback limits the spec leaves open (docs/decisions/0045).
 */
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
