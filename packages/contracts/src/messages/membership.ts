/**
 * Membership (spec 002): the setup wizard, the texts of §5 and §8, and the server's answers about payments,
 * subscriptions and social login that the spec does not quote.
 */
import { PRODUCT_NAME } from '../constants';

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
