import { PROMO_NOT_APPLIED, PROVIDE_REQUIRED_FIELDS, ZIP_INVALID, type Promo } from '@sift/contracts';
import { billingErrors, discountCents, EMPTY_BILLING, isValidUsZip, paymentTotal, promoFitsPlan, unappliedPromoError } from './payment-rules';

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

describe('billing form rules (002 §5)', () => {
  const filled = { ...EMPTY_BILLING, name: 'Pat', address_zip: '84101', address_line1: '1 Main', address_city: 'Provo', address_state: 'UT' };

  it('needs name, zip and country always, and the address when the plan requires billing info', () => {
    expect(billingErrors({ ...filled, name: ' ' }, monthly)).toEqual({ form: PROVIDE_REQUIRED_FIELDS });
    expect(billingErrors({ ...filled, address_city: '' }, monthly)).toEqual({ form: PROVIDE_REQUIRED_FIELDS });
    expect(billingErrors({ ...filled, address_city: '' }, { requires_billing_info: false })).toEqual({});
    expect(billingErrors(filled, monthly)).toEqual({});
  });

  it('takes a US zip of 5 digits or 5+4 only, and defaults the country to US', () => {
    expect(EMPTY_BILLING.address_country).toBe('US');
    expect(isValidUsZip('84101')).toBe(true);
    expect(isValidUsZip('84101-1234')).toBe(true);
    for (const zip of ['8410', '841011', '84101-12', 'ABCDE']) expect(billingErrors({ ...filled, address_zip: zip }, monthly)).toEqual({ zip: ZIP_INVALID });
    expect(billingErrors({ ...filled, address_zip: 'SW1A 1AA', address_country: 'GB' }, monthly)).toEqual({});
  });
});

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
