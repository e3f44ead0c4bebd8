import { PROMO_NOT_APPLIED, type Promo } from '@sift/contracts';
import { discountCents, paymentTotal, promoFitsPlan, unappliedPromoError } from './payment-rules';

const promo = (over: Partial<Promo> = {}): Promo => ({
  code: 'noble',
  deal_message: null,
  use_message: null,
  trial_period_days: 0,
  coupon: { percent_off: 25, amount_off: null, friendly_title: null, annual_coupon: { percent_off: 20, amount_off: null, messaging: null } },
  price: null,
  duration: null,
  messaging: null,
  ...over,
});
const monthly = { price: 999, billing_frequency: 'monthly' as const, requires_billing_info: true };
const yearly = { price: 9990, billing_frequency: 'yearly' as const, requires_billing_info: true };

describe('promo code rules', () => {
  it('an entered code that is not applied blocks submit; the applied one (any case, symbols stripped) does not', () => {
    expect(unappliedPromoError('free14', null)).toBe(PROMO_NOT_APPLIED);
    expect(unappliedPromoError('FREE-14', promo({ code: 'free14' }))).toBeNull();
    expect(unappliedPromoError('', null)).toBeNull();
  });

  it('a code without an annual coupon fits monthly plans only', () => {
    expect(promoFitsPlan(promo(), yearly)).toBe(true);
    expect(promoFitsPlan(promo({ coupon: null }), yearly)).toBe(false);
    expect(promoFitsPlan(promo({ coupon: null }), monthly)).toBe(true);
  });

  it('discounts by percent (rounded) or amount, the annual coupon on yearly plans', () => {
    expect(discountCents(promo(), monthly)).toBe(-250);
    expect(discountCents(promo(), yearly)).toBe(-1998);
    expect(discountCents(promo({ coupon: { percent_off: null, amount_off: 200, friendly_title: null, annual_coupon: null } }), monthly)).toBe(-200);
    expect(discountCents(null, monthly)).toBe(0);
  });
});

describe('the total (002 §9)', () => {
  it('is max(0, price + discount - gift balance), and nothing today during a trial', () => {
    expect(paymentTotal(999, -250, 0)).toBe(749);
    expect(paymentTotal(999, -250, 500)).toBe(249);
    expect(paymentTotal(999, -250, 5000)).toBe(0);
    expect(paymentTotal(999, 0, 0, 14)).toBe(0);
  });
});
