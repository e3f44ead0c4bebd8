/**
 * When the account's widgets show (002 §4, §9). The annual banner: only on /browse, only to members who may move to
 * annual, only inside its window (25 Nov 2024 to 6 Jul 2025 UTC, by the server's clock), at most once per hour per
 * session. The billing takeover: when the card is expiring and the plan renewing, or when past due, at most once per
 * 3 hours (local storage LAST_TAKEOVER).
 */
import {
  ANNUAL_PROMO_INTERVAL_MS,
  ANNUAL_PROMO_WINDOW,
  BILLING_TAKEOVER_INTERVAL_MS,
  type Profile,
  type Subscription,
  type User,
} from '@sift/contracts';

/** Members whose plan may move to annual, on a profile that may open the account (the offer leads there). */
export function annualOfferEligible(user: Pick<User, 'subscription'> | null, profile: Pick<Profile, 'account_access'> | null): boolean {
  const s = user?.subscription;
  return Boolean(s && s.subscription_is_active && s.is_renewing && s.is_upsellable_to_annual && s.billing_frequency === 'monthly' && profile?.account_access);
}

export function insideAnnualWindow(now: number, window: { start: string; end: string } = ANNUAL_PROMO_WINDOW): boolean {
  return now >= Date.parse(window.start) && now < Date.parse(window.end);
}

export function annualBannerShows(options: { onBrowse: boolean; eligible: boolean; now: number; lastShownAt: number | null }): boolean {
  const { onBrowse, eligible, now, lastShownAt } = options;
  if (!onBrowse || !eligible || !insideAnnualWindow(now)) return false;
  return lastShownAt === null || now - lastShownAt >= ANNUAL_PROMO_INTERVAL_MS || now < lastShownAt;
}

/** Whether the takeover may show again (nothing stored, or at least 3 hours since it last did). */
export function takeoverDue(now: number, lastTakeoverAt: number | null): boolean {
  return lastTakeoverAt === null || now - lastTakeoverAt >= BILLING_TAKEOVER_INTERVAL_MS || now < lastTakeoverAt;
}

export type TakeoverReason = 'past-due' | 'card-expiring';

/** Why the takeover shows for this subscription, or null when it does not. */
export function takeoverReason(subscription: Subscription | null): TakeoverReason | null {
  if (!subscription || !subscription.subscription_is_active) return null;
  if (subscription.is_past_due) return 'past-due';
  if (subscription.is_card_expiring && subscription.is_renewing) return 'card-expiring';
  return null;
}

/** A stored time, or null when there is none (or it cannot be read). */
export function readTime(storage: Storage, key: string): number | null {
  try {
    const value = Number(storage.getItem(key));
    return storage.getItem(key) !== null && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeTime(storage: Storage, key: string, at: number): void {
  try {
    storage.setItem(key, String(at));
  } catch {
    // storage refused (private mode): the widget may show again on the next page load
  }
}
