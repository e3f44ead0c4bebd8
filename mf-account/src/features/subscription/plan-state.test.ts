import { managedBy, type Subscription } from '@sift/contracts';
import { buildSubscription } from '@sift/contracts/testing';
import { annualEligible, canCancel, planState } from './plan-state';

const base: Subscription = buildSubscription({ is_upsellable_to_annual: true });
const sub = (over: Partial<Subscription> = {}) => ({ subscription: { ...base, ...over }, subscription_is_active: over.subscription_is_active ?? true });

describe('the subscription section (002 §4)', () => {
  it('active and renewing: Cancel Subscription for card plans only', () => {
    expect(planState(sub())).toMatchObject({ kind: 'active', canCancel: true });
    expect(canCancel({ ...base, plan_price: '0' })).toBe(false);
  });

  it('cancelled: its end date; none: Start Subscription', () => {
    expect(planState(sub({ is_renewing: false, end_date: '2026-07-01T00:00:00Z' }))).toMatchObject({ kind: 'canceled', endDate: '2026-07-01T00:00:00Z' });
    expect(planState({ subscription: null, subscription_is_active: false })).toEqual({ kind: 'none' });
    expect(planState(sub({ subscription_is_active: false }))).toEqual({ kind: 'none' });
  });

  it('past due, before cancelled or active', () => {
    expect(planState(sub({ is_past_due: true }))).toMatchObject({ kind: 'past-due' });
  });

  it("plans from Apple, Google Play and Roku are managed there, never cancelled on the web", () => {
    for (const [source, store] of [['ios', 'Apple'], ['tvos', 'Apple'], ['google_play', 'Google Play'], ['roku', 'Roku']] as const) {
      const state = planState(sub({ source, subscription_is_from_in_app_purchase: true }));
      expect(state).toMatchObject({ kind: 'in-app', store });
      expect(canCancel({ ...base, source, subscription_is_from_in_app_purchase: true })).toBe(false);
    }
    expect(managedBy('Roku')).toContain('managed by Roku');
  });

  it('annual eligibility: active, renewing and upsellable, or a yearly upgrade path', () => {
    const plans = [{ id: 3, price: 9990, billing_frequency: 'yearly' as const, tier_level: 1, title: 'Y', title_display: 'Annual', highlight_text: null, requires_billing_info: true, stripe_price_lookup_key: 'y' }];
    expect(annualEligible({ ...sub(), upgrade_paths: [] })).toBe(true);
    expect(annualEligible({ ...sub({ is_upsellable_to_annual: false }), upgrade_paths: plans })).toBe(true);
    expect(annualEligible({ ...sub({ is_upsellable_to_annual: false }), upgrade_paths: [] })).toBe(false);
    expect(annualEligible({ ...sub({ is_renewing: false }), upgrade_paths: plans })).toBe(false);
  });
});
