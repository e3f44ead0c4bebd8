import { inactiveTooLong } from './inactivity';

describe('inactiveTooLong', () => {
  it('is true only for a hidden tab idle over 15 minutes', () => {
    const fifteen = 15 * 60 * 1000;
    expect(inactiveTooLong(true, 0, fifteen + 1)).toBe(true);
    expect(inactiveTooLong(true, 0, fifteen)).toBe(false);
    expect(inactiveTooLong(false, 0, fifteen * 4)).toBe(false);
  });
});
