/**
 * What the account's subscription section shows (002 §2.3, §4): active and renewing (Cancel Subscription for card
 * plans); cancelled with its end date and Reactivate Subscription; none with Start Subscription; past due with the
 * warning that reactivation takes 3-5 minutes; app-store plans with their 'managed by' text and no web cancel.
 */
import { IN_APP_STORES, type Subscription, type SubscriptionSummary } from '@sift/contracts';

export type PlanState =
  | { kind: 'none' }
  | { kind: 'in-app'; subscription: Subscription; store: string }
  | { kind: 'past-due'; subscription: Subscription }
  | { kind: 'canceled'; subscription: Subscription; endDate: string | null }
  | { kind: 'active'; subscription: Subscription; canCancel: boolean };

export function planState(summary: Pick<SubscriptionSummary, 'subscription' | 'subscription_is_active'>): PlanState {
  const subscription = summary.subscription;
  if (!subscription || !summary.subscription_is_active) return { kind: 'none' };
  if (subscription.subscription_is_from_in_app_purchase && subscription.source !== 'other') {
    return { kind: 'in-app', subscription, store: IN_APP_STORES[subscription.source] };
  }
  if (subscription.is_past_due) return { kind: 'past-due', subscription };
  if (!subscription.is_renewing) return { kind: 'canceled', subscription, endDate: subscription.end_date };
  return { kind: 'active', subscription, canCancel: canCancel(subscription) };
}

/** 002 §2.4, §6: the cancel flow is only for renewing plans billed through the card payment provider. */
export function canCancel(subscription: Subscription | null | undefined): boolean {
  return Boolean(
    subscription &&
      subscription.subscription_is_active &&
      subscription.is_renewing &&
      subscription.source === 'other' &&
      !subscription.subscription_is_from_in_app_purchase &&
      subscription.plan_price !== '0',
  );
}

/** 002 §4: eligible for annual when active, renewing and upsellable, or when a yearly upgrade path exists. */
export function annualEligible(summary: Pick<SubscriptionSummary, 'subscription' | 'upgrade_paths' | 'subscription_is_active'>): boolean {
  const s = summary.subscription;
  if (!s || !summary.subscription_is_active || !s.is_renewing) return false;
  return s.is_upsellable_to_annual || (s.plan_type === 'monthly' && summary.upgrade_paths.some((p) => p.billing_frequency === 'yearly'));
}
