/**
 * Every user-facing message the specs quote, exactly. UI and server both take texts from here so a
 * wording fix lands once. Functions fill the spec's placeholders.
 */
import { PASSWORD_MAX_LENGTH, PRODUCT_NAME } from './constants';

// ---- spec 000 §8: global error catalogue ----
export const httpErrorMessage = {
  serverTrouble: (status: number) => `We're having a bit of trouble! Please try again later (${status}).`,
  unavailableInRegion: (status: number) =>
    `This service is not currently available in your country/region (${status}).`,
  notFound: "This resource isn't currently available! Please contact support (404).",
  offline: 'Unable to connect to the internet.',
} as const;

export const MAINTENANCE_TITLE = "Sorry! It's not you. It's us.";
export const MAINTENANCE_RETRY = 'Try again';
export const EMAIL_LIST_ERROR = 'An error occurred. Please try again later.';
export const CONFIRMATION_CODE_INVALID = 'That code was invalid. Check your email and try again.';
export const PASSWORD_REQUEST_SUCCESS = 'Password reset request received. Please check your email for instructions.';
export const PASSWORD_RESET_SUCCESS = 'Reset Successful!';
export const promoMonthlyOnly = (code: string) => `Code ${code} is only valid for monthly plans.`;
export const PROMO_MONTHLY_ONLY_SHORT = 'Code is only valid for monthly plans';
export const PROMO_REMOVE_AND_CONTINUE = 'Remove Code & Continue';
export const PAYMENT_SCRIPT_FAILED =
  'Uh Oh! Our payment system failed to load. Please contact support if the problem persists after refreshing the page.';
export const PAYMENT_SCRIPT_BLOCKED =
  'Our payment system was blocked from loading. Please check your third-party browser extensions (such as ad blockers) and refresh the page.';
export const LOGIN_HELP_LINK = 'Help!';

// ---- spec 000 §5 ----
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORDS_MUST_MATCH_8 = 'Password fields must match and be at least 8 characters';

// ---- spec 000 §2 copy ----
export const GET_UNLIMITED_ACCESS = 'Get Unlimited Access';
export const UPGRADE_TO_ANNUAL = 'Upgrade to Annual';
export const TRY_FILTERS_FREE = 'Try Filters Free';
/** 000 §1. */
export const AD_FREE_ONLY_NOTE = 'Filtering on Roku, Google Cast and AirPlay is only for ad-free content.';
/** 000 §2.1: a promo code from a link that is unknown or expired is dropped, and the visitor is told. */
export const promoCodeDropped = (code: string) => `The promo code ${code} is not valid or has expired, so it was not applied.`;
export const WHOS_WATCHING = "Who's Watching?";
export const MANAGE_PROFILES = 'Manage Profiles';
/**
 * 'Who's Watching?' asked first: the profile screens are account screens (002 §2.3), for a profile with account
 * access, so the chooser says why it is shown instead of the screen asked for.
 */
export const chooseProfileFirst = (screen: string) => `Choose your profile first: ${screen} is for a profile with account access.`;

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

// ---- spec 001 §2, §4, §8: linking streaming services (the link dialog) ----
export const LINK_SERVICES_INTRO = `Link the streaming services you subscribe to, and ${PRODUCT_NAME} filters what you watch on them.`;
export const LINK_SUBSCRIBE_PROMPT = 'Linking streaming services is part of a membership. Choose a plan to start filtering.';
export const PRODUCT_SERVICE_INCLUDED = 'Included with your membership';
export const INSTALL_EXTENSION = 'Install Extension';
export const installExtensionText = (product = PRODUCT_NAME) =>
  `The ${product} browser extension links your streaming services from this browser. Install it, then come back to this tab: linking goes on by itself.`;
export const UPDATE_IS_AVAILABLE = 'Update is Available';
export const updateExtensionText = (required: string, product = PRODUCT_NAME) =>
  `Your ${product} extension is out of date. Update it to version ${required} or later: linking goes on by itself once it is updated.`;
export const UPDATE_EXTENSION = 'Update Extension';
export const WAITING_FOR_EXTENSION = 'Waiting for the extension…';
export const extensionPermissionsError = (service: string) =>
  `Unable to Connect to ${service}. Please enable your extension permissions and try again.`;
export const EXTENSION_PERMISSIONS_TITLE = 'Extension Permissions';
export const LINK_TRY_AGAIN = 'Try Again';
export const LINK_CLOSE = 'Close';
export const serviceVerificationRequired = (service: string) => `${service} Verification Required`;
export const REMEMBER_ME = 'Remember Me';
export const KEEP_ME_SIGNED_IN = 'Keep Me Signed In';
/** The three steps of '{service} Verification Required' (001 §8): go there, sign in with remember-me, come back. */
export const linkVerificationSteps = (service: string, rememberLabel: string, product = PRODUCT_NAME) => [
  `Go to ${service}.`,
  `Sign in with '${rememberLabel}' checked.`,
  `Come back to this tab: ${product} links ${service} by itself.`,
];
export const goToService = (service: string) => `Go to ${service}`;
export const NO_INTERNET_FOUND = 'No Internet Found';
export const NO_INTERNET_TEXT = 'Check your internet connection and try again.';
export const serviceNotResponding = (service: string) => `${service} is not Responding`;
export const SERVICE_NOT_RESPONDING_TEXT = 'Please try again in a few minutes.';
export const UNSUPPORTED_PLAN = 'Unsupported Plan';
export const UNSUPPORTED_PLAN_TEXT = 'This streaming service plan is not currently supported';
export const LINK_UNEXPECTED_ERROR = 'Unexpected Error';
export const linkUnexpectedErrorText = (service: string) => `Something went wrong while linking ${service}. Please try again, or contact support if it keeps happening.`;
export const CONTACT_SUPPORT_LINK = 'Contact Support';
export const noContentRightsTitle = (service: string) => `Check Your ${service} Account`;
export const noContentRightsText = (service: string, product = PRODUCT_NAME) =>
  `Your ${service} account does not include any of the titles ${product} plays from ${service}.`;
export const LINKING_IN_PROGRESS = 'Linking…';
export const serviceLinked = (service: string) => `${service} Linked`;
export const serviceLinkedText = (catalogs: string, product = PRODUCT_NAME) => `You can now watch ${catalogs} on ${product}, filtered.`;
export const notInYourPlan = (catalogs: string) => `Not in your plan: ${catalogs}.`;
export const linkedAs = (name: string) => `Linked as ${name}`;
export const USE_THE_APP = `Use the ${PRODUCT_NAME} App`;
export const mobileAppText = (product = PRODUCT_NAME) => `On phones and tablets, streaming services are linked in the ${product} app.`;
export const APP_STORE_LINK = 'Download on the App Store';
export const GOOGLE_PLAY_LINK = 'Get it on Google Play';
export const UNSUPPORTED_BROWSER = 'Unsupported Browser';
export const supportedBrowsersText = (product = PRODUCT_NAME) =>
  `${product} links streaming services in Chrome, Firefox and Edge on a computer. Open ${product} in one of them to continue.`;
/** The unsupported-browser panel of the link dialog on a computer: the browsers the extension runs in (EXTENSION_BROWSERS). */
export const extensionBrowsersText = (product = PRODUCT_NAME) =>
  `${product} links streaming services with its extension, in Chrome and Edge on a computer. Open ${product} in one of them to continue.`;
export const disconnectServiceTitle = (service: string) => `Disconnect ${service}?`;
export const disconnectServiceText = (service: string, product = PRODUCT_NAME) =>
  `${product} forgets your ${service} sign-in and stops playing titles from ${service} until you link it again.`;
export const DISCONNECT = 'Disconnect';

// ---- spec 001 §2, §4, §5: TV devices and TV code linking ----
export const DEVICES_INTRO = `Watch filtered on your TV: register a device with the code its ${PRODUCT_NAME} app shows.`;
export const NO_DEVICES = 'No TV devices yet.';
export const REGISTER_A_DEVICE = 'Register a TV Device';
export const BACK_TO_DEVICES = 'Back to Devices';
export const CHOOSE_YOUR_DEVICE = 'Choose your device';
export const LINK_ANOTHER_TV_DEVICE = 'Link Another TV Device';
export const DEVICE_NAME_LABEL = 'Device name';
export const DEVICE_CODE_LABEL = 'Setup code';
export const deviceCodeHint = (product = PRODUCT_NAME) => `The five letters the ${product} app shows on your TV.`;
export const DEVICE_NAME_REQUIRED = 'Please give this device a name.';
export const SAVE_DEVICE = 'Save';
export const REMOVE_DEVICE = 'Remove';
export const removeDeviceTitle = (name: string) => `Remove ${name}?`;
export const removeDeviceText = (product = PRODUCT_NAME) => `This TV signs out of ${product}. You can register it again at any time.`;
export const TV_LINK_CODE_LABEL = 'Code shown on your TV';
export const TV_LINK_INTRO = `Enter the code your TV shows to link it to your ${PRODUCT_NAME} account.`;

// ---- spec 002 §2.2 and §4: the setup wizard (our words where the spec names a screen without its text) ----
export const SETUP_INTRO_LEDE = `Set up ${PRODUCT_NAME} for your family. It takes about 10 minutes.`;
export const SETUP_INTRO_STEPS = ['Choose your default filters', 'Tell us where you watch', 'Link your streaming services', 'Watch, filtered'] as const;
export const GET_STARTED = 'Get Started';
export const SETUP_CONTINUE = 'Continue';
export const SETUP_SKIP = 'Skip for now';
export const SIMPLE_FILTERS_LEDE = 'How would you like to start?';
export const MOST_COMMON_FILTERS = 'Most Common';
export const mostCommonFiltersText = (names: string) => `${names} filtered: where most families start.`;
export const CUSTOM_FILTERS = 'Custom';
export const CUSTOM_FILTERS_TEXT = 'Choose each category yourself.';
export const reviewFiltersLede = (profile: string) => `These filters are on for ${profile}. You can change them any time.`;
export const NO_FILTERS_ON = 'No filters are on yet.';
export const CHANGE_FILTERS = 'Change Filters';
export const SETUP_DEVICES_LEDE = 'Where does your family watch?';
export const SETUP_REGISTER_TV = 'Register a TV now';
export const setupCannotLinkHere = (support: 'mobile' | 'unsupported', product = PRODUCT_NAME) =>
  support === 'mobile'
    ? `Streaming services are linked in the ${product} app on this device: use the iOS or Android app.`
    : `This browser cannot link streaming services: use desktop Chrome or Firefox.`;
export const SETUP_SELECT_SERVICES_LEDE = 'Which streaming services do you have?';
export const SETUP_LINK_SERVICES_LEDE = `Link the services you have, so ${PRODUCT_NAME} can play them filtered.`;
export const PICK_A_TITLE_LEDE = 'Pick something to watch first.';
export const titleFiltersLede = (title: string) => `Here is what your filters do in ${title}.`;
export const playTitleLede = (title: string, service: string) => `${title} plays from ${service}.`;
export const PLAY_TITLE = 'Play';
export const SETUP_WELCOME = 'Welcome';
export const SETUP_WELCOME_STEPS = ['Find a movie or show on Browse.', `Press play: ${PRODUCT_NAME} skips and mutes what you filtered.`] as const;
export const START_FILTERING = 'Start Filtering';

// ---- spec 002 §5 and §8 ----
export const EMAIL_REQUIRED_FOR_SIGNUP = 'Email is required for signup.';
export const PASSWORD_MIN_8 = 'Password must be 8 or more characters.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match.';
export const EMAILS_MUST_MATCH = 'Emails must match.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PROVIDE_PASSWORD = 'Please provide a password.';
export const PROVIDE_REQUIRED_FIELDS = 'Please provide all required fields.';
export const ZIP_INVALID = 'Your zip code is invalid.';
export const PROMO_NOT_APPLIED = 'The promo code above is not applied. Please apply or remove to continue.';
export const PROMO_EMPTY = 'Please enter a valid code';
export const PROMO_UNVERIFIED = 'Unable to verify promo code';
export const LOGIN_REQUIRED = 'This action requires you to be logged in!';
export const CANCEL_REASON_REQUIRED = 'Please select one of the reasons above';
export const PRIORITY_REQUEST_REQUIRED = 'Please select a device and provide a description.';
export const PROVIDE_CURRENT_PASSWORD = 'Please provide your current password.';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New Passwords do not match.';
export const PASSCODES_DO_NOT_MATCH = 'Passcodes do not match!';
export const PASSCODE_MIN_4 = 'Passcode must be at least 4 digits long';
export const PASSCODE_NUMBERS_ONLY = 'Passcode must be numbers only';
export const PASSCODE_EMPTY = "Please provide the parental controls' passcode";
export const PASSCODE_INVALID = 'Invalid passcode';
export const PASSCODE_CHECK_FAILED = 'Error. Please try again later';
export const PASSCODE_SET_FAILED = 'An error occurred. Please try again later.';
export const PARENTAL_FILTERS_LOAD_FAILED = 'An error occurred while loading Parental Filters. Please refresh your page';
export const PROFILE_NAME_REQUIRED = 'Required';
export const SUBSCRIPTION_MISSING =
  'An error occurred while completing your subscription. Please refresh your page and try again';
export const SUBSCRIPTION_MODIFY_FAILED =
  'An error occured while trying to modify your subscription. Please contact support.';
export const CANCEL_FAILED =
  'An error occurred while canceling your subscription. Please try again later or contact support.';
export const ANNUAL_UPGRADE_FAILED =
  'Uh Oh! We had some trouble upgrading your subscription. Please try again later or reach out to support if this problem persists.';
export const ANNUAL_UPGRADE_SUCCESS = 'You have successfully changed your subscription to an annual plan!';
export const GIFT_CARD_INVALID = 'Invalid Code or PIN';
export const LINK_COPIED = 'Link copied.';
export const LINK_COPY_FAILED = 'There was a problem copying your link.';
export const RESCUE_TICKET_FAILED =
  'There was a hiccup processing this ticket. Please wait a moment and try submitting again.';
export const SOCIAL_LOGIN_FALLBACK = 'Please contact support';
export const WELCOME_FAM = 'Welcome, Fam!';
export const CHOOSE_YOUR_PLAN = 'Choose Your Plan';
export const MINI_FILTERS_TAGLINE = 'Personalize your entertainment with 100+ filter options.';
export const CREATE_AN_ACCOUNT = 'Create an account';
export const SAVE_YOUR_HARD_WORK = 'Save your hard work';
export const START_MEMBERSHIP = 'Start Membership';
export const UNFILTERABLE_SERVICES_NOTE = 'Disney+, Max and Hulu cannot be filtered.';
export const DEVICES_ADS_WARNING = 'Shows with ads cannot be filtered on some devices (Roku, Google Cast and AirPlay filter ad-free content only).';

// ---- server answers the specs do not quote (shown by the web app as "the server message") ----
export const FIELD_REQUIRED = 'This field is required.';
export const LOGIN_INVALID_CREDENTIALS = 'Unable to log in with provided credentials.';
/** 403 from any sign-in (password, social, reset link) to an account staff disabled; the login page adds 'Help!'. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Our support team can tell you why.';
export const LOGIN_THROTTLED = 'Too many attempts. Please wait a few minutes and try again.';
export const EMAIL_IN_USE = 'A user with that email already exists.';
export const CONFIRMATION_CODE_SENT = 'We sent a confirmation code to your email.';
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';
export const PASSWORD_INCORRECT = 'Incorrect password.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const IMPERSONATION_TOKEN_INVALID = 'This impersonation token is invalid, expired or already used.';
export const NEWSLETTER_JOINED = 'You have joined the email list.';
export const NEWSLETTER_CONFIRMED = 'Your email is confirmed.';
export const PROFILE_LIMIT_REACHED = 'You can have at most 6 profiles.';
export const PRIMARY_PROFILE_UNDELETABLE = 'The primary profile cannot be deleted.';
export const PROFILE_ACCOUNT_ACCESS_REQUIRED = 'This profile cannot change account settings.';
export const PASSCODE_ALREADY_SET = 'A parental controls passcode is already set.';
export const PASSCODE_NOT_SET = 'Set a parental controls passcode first.';
export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const INVALID_TOKEN = 'Invalid token.';
export const PERMISSION_DENIED = 'You do not have permission to perform this action.';
export const NOT_FOUND = 'Not found.';
export const PROMO_NOT_FOUND = 'That promo code is not valid.';
export const NUL_NOT_ALLOWED = 'Null characters are not allowed.';
export const MALFORMED_JSON = 'Malformed JSON body.';
export const REQUEST_THROTTLED = 'Request was throttled. Please slow down.';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common password.';
export const PASSWORD_BLANK = 'Your password cannot be only spaces.';
/** Not quoted by the specs: a password longer than the longest the server takes. */
export const PASSWORD_TOO_LONG = `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`;
export const IMPERSONATE_SELF = 'You cannot impersonate yourself.';

// ---- linking: server answers the specs do not quote (docs/decisions/0050-0054) ----
export const LINKING_SUBSCRIPTION_REQUIRED = 'An active subscription is needed to link streaming services.';
export const STREAMING_SERVICE_UNKNOWN = 'That streaming service does not exist.';
export const CATALOG_UNKNOWN = 'That catalog does not exist.';
export const PRODUCT_SERVICE_NEEDS_NO_LINK = `${PRODUCT_NAME}'s own catalogue is included with your membership: it needs no link.`;
export const OFFER_REPORTED = 'Thanks for letting us know. We will check this title.';
export const TV_CODE_INVALID = 'That code is not valid. Check the code on your TV and try again.';
export const TV_CODE_EXPIRED = 'That code has expired. Start again on your TV to get a new one.';
export const TV_CODE_THROTTLED = 'Too many tries. Please wait a few minutes and try again.';
export const TV_CODES_THROTTLED = 'Too many codes were asked for from this network. Please wait a while and try again.';
export const DEVICE_TYPE_UNKNOWN = 'That kind of device does not exist.';

// ---- membership: payments, subscriptions and social login (server answers the specs do not quote) ----
export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const CARD_EXPIRED = "Your card's expiration date is invalid.";
export const CARD_CVC_INVALID = "Your card's security code is invalid.";
export const CARD_CVC_INCORRECT = "Your card's security code is incorrect.";
export const CARD_NOT_TEST_CARD = 'Your card was declined. Your request was in test mode, but used a non test card.';
export const CARD_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const PAYMENT_METHOD_REQUIRED = 'Please add a payment method to start this plan.';
export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later.';
export const SUBSCRIPTION_EXISTS = 'You already have a subscription. Manage it from your account.';
export const IDEMPOTENCY_KEY_REUSED = 'This request was already sent with different details. Please refresh your page and try again.';
export const SUBSCRIPTION_IN_PROGRESS = 'Your subscription is still being set up. Please wait a moment and try again.';
export const SUBSCRIPTION_PAST_DUE = 'Your last payment did not go through. Update your payment method first, then change your plan.';
export const PLAN_NOT_FOUND = 'That plan is not available.';
export const PAYMENT_NOT_PENDING = 'This payment does not need confirming.';
export const SOCIAL_PROVIDER_UNAVAILABLE = 'Signing in with this provider is not available right now.';
export const SOCIAL_STATE_INVALID = 'Your sign-in link has expired. Please try again.';
export const SOCIAL_EMAIL_MISSING = 'Your account at this provider has no verified e-mail address. Please sign up with your e-mail instead.';
export const SOCIAL_LOGIN_FAILED = 'We could not sign you in with this provider. Please try again.';
export const SOCIAL_REDIRECT_INVALID = 'This sign-in page is not one of ours.';
export const WIZARD_EMAIL_TAKEN_SOCIAL = 'An account with this e-mail already exists. Log in with your password to link this provider.';

// ---- the account area (002 §2.3-2.5, §4, §8): labels the spec names, and server answers it does not quote ----
export const REACTIVATE_SUBSCRIPTION = 'Reactivate Subscription';
export const START_SUBSCRIPTION = 'Start Subscription';
export const CANCEL_SUBSCRIPTION = 'Cancel Subscription';
export const REDEEM_GIFT_CARD = 'Redeem Gift Card';
export const BUY_GIFT_CARD = 'Buy Gift Card';
export const COPY_MY_LINK = 'Copy My Link';
export const HOW_IT_WORKS = 'How it Works';
export const ADD_PROFILE = 'Add Profile';
export const GET_HELP_GET_CREDIT = 'Get Help, Get Credit';
export const BACK_TO_ACCOUNT = 'Back to Account';
export const PAST_DUE_WARNING =
  'Your last payment did not go through. Update your payment method to reactivate your subscription; reactivation can take 3-5 minutes.';
export const TAX_NOTICE = 'Prices do not include sales tax, which may be added where it applies.';
/** 'managed by' texts of plans bought in an app store (002 §4): cancelled or changed there, never on the web. */
export const managedBy = (store: string) => `Your subscription is managed by ${store}. To change or cancel it, use your ${store} account's subscription settings.`;
export const IN_APP_STORES = { ios: 'Apple', tvos: 'Apple', google_play: 'Google Play', roku: 'Roku' } as const;
export const giftCardRedeemed = (dollars: string) => `Your gift card was redeemed: ${dollars} was added to your credit.`;
export const GIFT_CARD_ALREADY_REDEEMED = 'This gift card has already been redeemed.';
export const GIFT_CARD_FIELDS_REQUIRED = 'Please enter the gift card code and PIN.';
export const GIFT_CARD_PIN_DIGITS = 'The PIN is up to 4 digits.';
export const SUBSCRIPTION_NOT_CANCELABLE = 'Only a renewing subscription billed by card can be cancelled here.';
export const SUBSCRIPTION_NOT_REACTIVATABLE = 'There is no cancelled or past-due subscription to reactivate.';
export const SUBSCRIPTION_NOT_ACTIVE = 'You have no active subscription.';
export const DISCOUNT_NOT_ELIGIBLE = 'This subscription cannot take the discount.';
export const ANNUAL_NOT_ELIGIBLE = 'This subscription cannot be upgraded to an annual plan.';
export const DOWNGRADE_NOT_ALLOWED = 'That plan is not a downgrade of this subscription.';
export const PAYMENT_SETUP_REQUIRED = 'Please add a payment method first.';
export const HELP_REQUEST_RECEIVED = 'Your request has been received. Our team will get back to you by e-mail.';
export const SUPPORT_TICKET_RECEIVED = 'Your ticket has been received.';
export const CALL_SCHEDULED = 'Your call is scheduled.';
export const CALL_SLOT_UNAVAILABLE = 'That time is no longer available. Please choose another.';
export const CALL_DETAILS_REQUIRED = 'Please choose a time and enter your name and phone number.';
export const RETENTION_DISCOUNT_OFFER = '50% off for 3 months';
export const DEVICE_OFFER_CREDIT = 'up to $30 credit';
export const ONE_FREE_MONTH = 'one free month';
export const PROFILE_NAME_REQUIRED_SHOWN = '*Required';
export const PRIMARY_PROFILE_ACCESS_NOTE = 'The primary profile always has account access and cannot be deleted.';
export const DEVICE_PRICES_FOOTNOTE = 'Prices are subject to change by the vendor.';
export const WORK_NOT_REQUESTABLE = 'This title is already available to watch.';
export const WORK_NOT_FOUND = 'No work with that id.';
export const HIDE_ONLY_MOVIES_AND_SHOWS = 'Only movies and shows can be hidden.';
export const TITLE_REQUESTS_THROTTLED = 'You have sent many requests. Please try again later.';
export const PROFILE_NOT_YOURS = 'That profile is not one of yours.';
export const SERVICE_UNKNOWN = 'Choose one of the streaming services listed.';
export const LINK_INVALID = 'Enter a link that starts with http:// or https://.';
/** POST onboarding/update-selected-title/ with a work that does not exist. */
export const SELECTED_TITLE_UNKNOWN = 'That title is not in the catalogue.';

// ---- the account's support screens (issue 22; docs/decisions/0105, 0106) ----
export const HELP_REQUESTS_EMPTY = 'You have not sent a help request yet.';
export const PASSCODE_CHANGED = 'Your parental controls passcode has been changed.';
export const NO_ACTIVE_PROMO = 'There is no promo code on your account.';
export const DEVICE_CREDIT_FIELDS_REQUIRED = 'Please choose your device and the day you bought it.';
export const DEVICE_RECEIPT_REQUIRED = 'Please attach your receipt: a photo (JPEG or PNG) or a PDF of up to 700 KB.';
export const DEVICE_PURCHASE_DATE_INVALID = 'Please enter the day you bought the device; it cannot be in the future.';
export const DEVICE_CREDIT_ALREADY_REQUESTED = 'Your account already has a TV device credit request.';
export const DEVICE_CREDIT_REQUEST_RECEIVED = 'We have your receipt. Your $30 credit arrives within 3-5 business days, once our team has checked it.';
export const DEVICE_CREDIT_ALREADY_REVIEWED = 'This request has already been reviewed.';
