import { formatDate, formatPlanPrice } from './format';

describe('formatDate', () => {
  it("writes the UTC day as Intl's en-US long date does, for every day of a leap year and around midnight", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const at = Date.UTC(2028, 0, 1) + day * 86_400_000;
      for (const instant of [at, at + 86_399_999]) expect(formatDate(instant)).toBe(intl.format(instant));
    }
    expect(formatDate('2026-06-03T23:59:59Z')).toBe('June 3, 2026');
    expect(formatDate('2026-06-03T23:59:59-07:00')).toBe('June 4, 2026');
  });
});

describe('formatPlanPrice', () => {
  it('writes the plan_price string in dollars', () => {
    expect(formatPlanPrice('9.99')).toBe('$9.99');
    expect(formatPlanPrice('119.88')).toBe('$119.88');
  });
});
