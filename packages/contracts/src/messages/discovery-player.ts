/**
 * Discovery and the player (spec 001): browse, search, title requests, the theater's panels, filters on a title.
 */
import { PRODUCT_NAME } from '../constants';

// ---- spec 001 ----
export const SUBSCRIBE_TO_FILTER = 'Subscribe to Filter';
export const TRY_FILTERING_FREE = 'Try Filtering Free';
export const UPGRADE_TO_FILTER = 'Upgrade To Filter';
export const UPGRADE_TO_FILTER_MORE = 'Upgrade to Filter More';
export const upgradeToFilterEpisode = (episode: string) => `Upgrade to Filter ${episode}`;
export const SEE_CONTENT_FROM = 'See Content From...';
export const DISCOVER_EMPTY = 'No results found. Reset filters to see all.';
export const WATCHLIST_EMPTY = 'No Works Found.';
export const SEARCH_NO_RESULTS = 'No Results Found';
export const SEARCH_TYPE_TO_SEARCH = 'Type to Search';
export const TITLE_REQUEST_HEADING = 'Help Us Find Your Title!';
export const TITLE_REQUEST_SUCCESS = 'Your request has been received!';
export const TITLE_REQUEST_REQUIRED =
  'A type, title and year, or any public link to the title you have in mind are required.';
export const TITLE_REQUEST_YEAR = 'Year released must be a valid four-digit year. (e.g. 2017)';
export const TITLE_REQUEST_FAILED = 'An unexpected error occurred. Please try back later.';
export const MOVIE_HIDDEN = 'This movie has been hidden.';
export const titleUnavailable = (product = PRODUCT_NAME) =>
  `This title is not currently available to watch on ${product}.`;
export const NEXT_EPISODE = 'Next Episode';
export const DEVICE_NAME_IN_USE = 'Name already in use';
export const DEVICE_CANNOT_REGISTER = 'This device cannot be registered. Please contact support.';
export const DEVICE_SAVED = 'Device Saved!';
export const DEVICE_SAVE_FAILED =
  'Something went wrong with the Code you provided! Please check the Code above and try again.';
export const TV_LINKED_HEADING = "YOU'RE ALL SET";
export const TV_LINKED_BODY = 'is now linked to your account';
export const TV_LINKED_CLOSE = 'You may close this window';
export const adBlockerMessage = (product = PRODUCT_NAME) =>
  `This stream has ads, but it looks like you might be using an ad blocker. Please disable any blockers in order to stream this with ${product}.`;
export const DISCONNECT_FAILED = 'There was an error while performing this function. Please refresh the page';
export const MISSING_CREDENTIALS = 'Could not find credentials for service.';
export const INVALID_CREDENTIALS = 'Service response indicated invalid.';
export const theaterUnexpectedError = (service: string) =>
  `The system encountered an unexpected problem while linking to ${service}. Please try again later.`;
export const TOO_MANY_STREAMS = 'too many concurrent streams. Please try again in a few minutes.';
// 001 §2-§4 discovery copy (labels the spec names; texts it quotes are above).
export const WATCHLIST_NOT_FOUND = 'Not Found!';
export const WORK_REQUEST_BUTTON = 'Request';
export const WORK_REQUESTED = 'Requested';
export const SEARCH_RESULTS_TAB = 'Results';
export const SEARCH_REQUEST_TAB = 'Request';
export const SEE_ALL = 'See All';
export const MORE_LIKE_THIS = 'More Like This';
export const EPISODES_TAB = 'Episodes';
export const WATCHING_WITH_HEADING = 'Watching With';
export const watchingWith = (name: string) => `Watching with ${name}`;
export const CHANGE_HOW_TO_WATCH = 'Change How to Watch';
export const TITLE_UNAVAILABLE_BUTTON = 'Title Unavailable';
export const OFFER_GROUP_SUBSCRIPTIONS = 'Subscriptions';
export const OFFER_GROUP_BUY = 'Buy';
export const OFFER_GROUP_RENT = 'Rent';
export const filtersFor = (title: string) => `Filters for ${title}`;
export const APPLE_TV_PLUS_LABEL = 'Apple TV+';

// ---- spec 001 §4 and §8: the theater (panel titles and buttons the spec names; the rest in our words) ----
export const VERIFICATION_REQUIRED = 'Verification Required';
export const checkYourServiceAccount = (service: string) => `Check Your ${service} Account`;
export const UNEXPECTED_ERROR = 'Unexpected Error';
export const TRY_AGAIN = 'Try Again';
export const CLOSE = 'Close';
export const CONTACT_SUPPORT = 'Contact Support';
/** The sign-in option to tick at the service (001 §8): Amazon says Keep Me Signed In, the others Remember Me. */
export const rememberMeLabel = (serviceSlug: string) => (serviceSlug.includes('prime') || serviceSlug.includes('amazon') ? 'Keep Me Signed In' : 'Remember Me');
/** The three steps of the 'Verification Required' panel (001 §8). */
export const verificationSteps = (service: string, rememberMe: string, product = PRODUCT_NAME) => [
  `Go to ${service}.`,
  `Sign in, and check '${rememberMe}'.`,
  `Come back to ${product} and select ${TRY_AGAIN}.`,
];
export const verifyServiceAccount = (service: string, product = PRODUCT_NAME) =>
  `${product} needs to check your ${service} account before it can play this title.`;
export const noAccessToTitle = (service: string) => `Your ${service} account does not have access to this title.`;
export const verificationNotResponding = (service: string) => `${service} is not Responding`;
export const VERIFICATION_RETRY_MESSAGE = 'We could not verify your account just now. Please try again.';
export const SUBSCRIPTION_REQUIRED = 'An active subscription is needed to watch with filters.';
export const VERIFYING = 'Verifying your account…';
export const feedbackPrompt = (title: string) => `How did filtering work on ${title}?`;
export const FEEDBACK_THANKS = 'Thanks for letting us know!';
export const FILTERS_SAVE_FAILED = 'Your filters could not be saved. Please try again.';
/** /account when its plan, card or credit could not be loaded (shown with 'Try again'). */
export const ACCOUNT_LOAD_FAILED = 'Your account could not be loaded. Please try again.';
export const STREAM_LOAD_FAILED = 'This title could not be loaded. Please try again.';
/** A title's filters (its tag set or the viewer's lineup) could not be loaded: the title page and the setup's preview. */
export const TITLE_FILTERS_LOAD_FAILED = 'The filters could not be loaded. Please try again.';

// ---- spec 001 §2 and §4: filters on a title and default filters ----
export const defaultFiltersTitle = (profileName: string) => `${profileName} Default Filters`;
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const NEXT = 'Next';
export const SAVE_AND_CONTINUE = 'Save & Continue';
export const ALL_FILTERS = 'All';
export const REQUIRED_BY_PARENTAL_CONTROLS = 'Required by parental controls';
export const NO_TAGS_IN_CATEGORY = 'Nothing in this title is tagged here.';
export const SHOW_SPOILER = 'Show spoiler';
export const SPOILER_HIDDEN = 'Spoiler hidden';
