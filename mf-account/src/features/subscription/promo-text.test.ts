import { promoText } from './subscription-section';

describe('the plan line says what the next invoice charges', () => {
  it('a discount: its price until it ends', () => {
    expect(promoText({ promo_message: '50% off for 3 months', promo_price: '4.99', promo_expires: '2027-04-06T00:00:00.000Z', plan_price: '9.99' }, 'per month')).toBe(
      '50% off for 3 months: $4.99 per month until April 6, 2027',
    );
  });
  it('a discount for good: no end', () => {
    expect(promoText({ promo_message: '$2 off every month', promo_price: '7.99', promo_expires: null, plan_price: '9.99' }, 'per month')).toBe('$2 off every month: $7.99 per month');
  });
  it('a trial: until its end, then the price', () => {
    expect(promoText({ promo_message: '14 days free', promo_price: '9.99', promo_expires: '2027-01-18T00:00:00.000Z', plan_price: '9.99' }, 'per month')).toBe(
      '14 days free until January 18, 2027, then $9.99 per month',
    );
  });
});
