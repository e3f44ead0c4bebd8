import { ANNUAL_DIALOG_DEFAULT_PRICE_CENTS } from '@sift/contracts';
import { formatDiscount } from './format-discount';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [999, '$9.99'],
    [1000, '$10'],
    [1050, '$10.50'],
    [0, '$0'],
    [ANNUAL_DIALOG_DEFAULT_PRICE_CENTS, '$119.88'],
    [199_900, '$1,999'],
  ])('landing: %i cents is %s (trailing .00 removed)', (cents, text) => {
    expect(formatPrice(cents, { style: 'landing' })).toBe(text);
  });

  it.each([
    [999, '$9.99'],
    [1000, '$10.00'],
    [1050, '$10.50'],
    [5, '$0.05'],
    [0, '$0.00'],
    [199_900, '$1,999.00'],
  ])('elsewhere: %i cents is %s (two decimals)', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
    expect(formatPrice(cents, { style: 'default' })).toBe(text);
  });

  it('rounds a fractional cent amount instead of showing it', () => {
    expect(formatPrice(999.6)).toBe('$10.00');
    expect(formatPrice(999.6, { style: 'landing' })).toBe('$10');
  });
});

describe('formatDiscount', () => {
  it('percent_off, rounded', () => {
    expect(formatDiscount({ percent_off: 15, amount_off: null })).toBe('15% off');
    expect(formatDiscount({ percent_off: 16.67, amount_off: null })).toBe('17% off');
    expect(formatDiscount({ percent_off: 12.4, amount_off: 500 })).toBe('12% off');
  });

  it('amount_off in dollars, in the page style', () => {
    expect(formatDiscount({ percent_off: null, amount_off: 500 })).toBe('$5.00 off');
    expect(formatDiscount({ percent_off: null, amount_off: 500 }, { style: 'landing' })).toBe('$5 off');
    expect(formatDiscount({ percent_off: 0, amount_off: 299 })).toBe('$2.99 off');
  });

  it('nothing off: null', () => {
    expect(formatDiscount(null)).toBeNull();
    expect(formatDiscount(undefined)).toBeNull();
    expect(formatDiscount({ percent_off: null, amount_off: null })).toBeNull();
    expect(formatDiscount({ percent_off: 0, amount_off: 0 })).toBeNull();
  });
});

describe('formatPrice against Intl', () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

  it('writes every amount as Intl.NumberFormat does: grouping, cents, negatives, both styles', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, -1, -500, -123_456];
    for (let cents = 997; cents < 300_000; cents += 997) amounts.push(cents, -cents);
    for (const cents of amounts) {
      expect(formatPrice(cents)).toBe(intl(2).format(cents / 100));
      expect(formatPrice(cents, { style: 'landing' })).toBe(intl(cents % 100 === 0 ? 0 : 2).format(cents / 100));
    }
  });

  it('writes minus zero as zero (where Intl writes "-$0.00")', () => {
    expect(formatPrice(-0)).toBe('$0.00');
    expect(formatPrice(-0.4)).toBe('$0.00');
  });
});
