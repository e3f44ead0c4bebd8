/**
 * The account area (002 §2.3-2.5, §4; our choices where the spec leaves them open: docs/decisions/0055-0059) and
 * billing (docs/decisions/0062-0065).
 */
import { HELP_CENTER_URL } from './site';

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
