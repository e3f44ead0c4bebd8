/**
 * The shell, login and landing (spec 000): the global error catalogue, the login and signup texts of §5, the copy of §2.
 */
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
/** A dialog whose code could not be fetched (it loads on its first opening: docs/decisions/0139); the next opening tries again. */
export const DIALOG_LOAD_FAILED = 'This could not be loaded. Please try again.';

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
