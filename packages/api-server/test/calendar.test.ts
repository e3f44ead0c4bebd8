import { cardExpired, monthsAfter } from '../src/billing/calendar';

describe('billing calendar (date-fns, UTC)', () => {
  it('a month after 31 January is the last day of February, as Stripe anchors it', () => {
    expect(monthsAfter(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(monthsAfter(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });

  it('a card is good until the last moment of its expiry month', () => {
    expect(cardExpired(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(cardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(cardExpired(12, 2026, new Date('2026-11-26T00:00:00Z'))).toBe(false);
    expect(cardExpired(2, 2028, new Date('2028-02-29T12:00:00Z'))).toBe(false);
  });
});
