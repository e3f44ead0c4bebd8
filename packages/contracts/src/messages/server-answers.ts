/**
 * Server answers the specs do not quote (shown by the web app as "the server message"): sign-in, passwords, profiles,
 * authentication, malformed requests.
 */
import { PASSWORD_MAX_LENGTH } from '../constants';

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
