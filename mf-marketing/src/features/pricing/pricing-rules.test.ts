import { LANDING_PROMO_BANNER_UNTIL } from '@sift/contracts';
import type { PlanView, PromoView } from '../landing-data/landing-data';
import { landingPrice, planDiscount, pricePeriod, visiblePlans } from './pricing-rules';
import { promoBannerShown } from './promo-banner-rule';

const plan = (id: number, price: number, tier_level: number, billing_frequency: 'monthly' | 'yearly' = 'monthly'): PlanView => ({
  id,
  price,
  tier_level,
  billing_frequency,
  title_display: `Plan ${id}`,
  highlight_text: null,
});
const free = plan(1, 0, 0);
const monthly = plan(2, 999, 1);
const yearly = plan(3, 9990, 1, 'yearly');
const movieguide: PromoView = {
  code: 'movieguide',
  deal_message: 'Movieguide® readers get 14 days free',
  coupon: { percent_off: 19.6, amount_off: null, annual_coupon: { percent_off: 20, amount_off: null, messaging: null } },
};

describe('landing pricing (000 §2.9)', () => {
  it('shows every plan by price ascending to a visitor without a promo', () => {
    expect(visiblePlans([yearly, monthly, free], null).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('hides the tier-0 plan while a promo code is active', () => {
    expect(visiblePlans([yearly, free, monthly], movieguide).map((p) => p.id)).toEqual([2, 3]);
  });

  it('shows prices in dollars with a trailing .00 removed', () => {
    expect(landingPrice(monthly)).toBe('$9.99');
    expect(landingPrice(plan(9, 1000, 1))).toBe('$10');
    expect(landingPrice(free)).toBe('$0');
    expect(landingPrice(yearly)).toBe('$99.90');
    expect(pricePeriod(yearly)).toBe('per year');
    expect(pricePeriod(monthly)).toBe('per month');
  });

  it("shows the promo's discount: percent_off rounded, or amount_off; the annual coupon on a yearly plan", () => {
    expect(planDiscount(monthly, movieguide)).toBe('20% off');
    expect(planDiscount(yearly, movieguide)).toBe('20% off');
    const frugal: PromoView = { code: 'frugal', deal_message: null, coupon: { percent_off: null, amount_off: 200, annual_coupon: null } };
    expect(planDiscount(monthly, frugal)).toBe('$2 off');
    expect(planDiscount(yearly, frugal)).toBeNull();
    expect(planDiscount(free, movieguide)).toBeNull();
    expect(planDiscount(monthly, null)).toBeNull();
  });

  it('shows the promo banner until 2025-05-31 07:00 UTC, and only when no promo is active', () => {
    const until = Date.parse(LANDING_PROMO_BANNER_UNTIL);
    expect(promoBannerShown(until - 1, null)).toBe(true);
    expect(promoBannerShown(until, null)).toBe(false);
    expect(promoBannerShown(until - 1, movieguide)).toBe(false);
  });
});
