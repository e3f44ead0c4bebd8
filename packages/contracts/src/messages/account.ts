/**
 * The account area (spec 002 §2.3-2.5, §4, §8): labels the spec names, the server's answers it does not quote, and the
 * support screens (issue 22; docs/decisions/0105, 0106).
 */
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
