import { ANNUAL_PROMO_INTERVAL_MS, BILLING_TAKEOVER_INTERVAL_MS, type Subscription } from '@sift/contracts';
import { annualBannerShows, annualOfferEligible, insideAnnualWindow, takeoverDue, takeoverReason } from './widget-rules';

const inWindow = Date.parse('2025-01-15T12:00:00Z');

describe('the annual banner (002 §4, §9)', () => {
  it('shows only between the start of 25 Nov 2024 and 6 Jul 2025 UTC', () => {
    expect(insideAnnualWindow(Date.parse('2024-11-24T23:59:59Z'))).toBe(false);
    expect(insideAnnualWindow(Date.parse('2024-11-25T00:00:00Z'))).toBe(true);
    expect(insideAnnualWindow(Date.parse('2025-07-05T23:59:59Z'))).toBe(true);
    expect(insideAnnualWindow(Date.parse('2025-07-06T00:00:00Z'))).toBe(false);
  });

  it('only on /browse, to eligible members, at most once an hour', () => {
    const base = { onBrowse: true, eligible: true, now: inWindow, lastShownAt: null };
    expect(annualBannerShows(base)).toBe(true);
    expect(annualBannerShows({ ...base, onBrowse: false })).toBe(false);
    expect(annualBannerShows({ ...base, eligible: false })).toBe(false);
    expect(annualBannerShows({ ...base, lastShownAt: inWindow - ANNUAL_PROMO_INTERVAL_MS + 1 })).toBe(false);
    expect(annualBannerShows({ ...base, lastShownAt: inWindow - ANNUAL_PROMO_INTERVAL_MS })).toBe(true);
  });

  it('is for renewing monthly plans that may move to annual, on a profile with account access', () => {
    const subscription = { plan_price: '9.99', billing_frequency: 'monthly' as const, subscription_is_active: true, is_renewing: true, is_upsellable_to_annual: true };
    expect(annualOfferEligible({ subscription }, { account_access: true })).toBe(true);
    expect(annualOfferEligible({ subscription }, { account_access: false })).toBe(false);
    expect(annualOfferEligible({ subscription: { ...subscription, is_renewing: false } }, { account_access: true })).toBe(false);
    expect(annualOfferEligible({ subscription: null }, { account_access: true })).toBe(false);
  });
});

describe('the billing takeover (002 §4, §9)', () => {
  const sub = (over: Partial<Subscription>) => ({ subscription_is_active: true, is_renewing: true, is_card_expiring: false, is_past_due: false, ...over }) as Subscription;

  it('shows for an expiring card on a renewing plan, or past due', () => {
    expect(takeoverReason(sub({ is_card_expiring: true }))).toBe('card-expiring');
    expect(takeoverReason(sub({ is_card_expiring: true, is_renewing: false }))).toBeNull();
    expect(takeoverReason(sub({ is_past_due: true, is_renewing: false }))).toBe('past-due');
    expect(takeoverReason(sub({}))).toBeNull();
    expect(takeoverReason(null)).toBeNull();
  });

  it('at most once per 3 hours', () => {
    const now = 1_750_000_000_000;
    expect(takeoverDue(now, null)).toBe(true);
    expect(takeoverDue(now, now - BILLING_TAKEOVER_INTERVAL_MS + 1)).toBe(false);
    expect(takeoverDue(now, now - BILLING_TAKEOVER_INTERVAL_MS)).toBe(true);
  });
});
