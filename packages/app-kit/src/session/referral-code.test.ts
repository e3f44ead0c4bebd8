import { STORAGE_KEYS } from '@sift/contracts';
import { readReferralCode, saveReferralCode } from './referral-code';

describe('referral code from a sharing link', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the code with non-word characters stripped', () => {
    expect(saveReferralCode(' abc-123! ')).toBe('abc123');
    expect(readReferralCode()).toBe('abc123');
    expect(localStorage.getItem(STORAGE_KEYS.referralCode)).toBe('abc123');
  });

  it('keeps it in the one form the server compares: lower case, at most 40 (normaliseReferralCode)', () => {
    expect(saveReferralCode('AbC-12x')).toBe('abc12x');
    expect(readReferralCode()).toBe('abc12x');
    expect(saveReferralCode('Q'.repeat(50))).toBe('q'.repeat(40));
  });

  it('ignores an empty code and keeps the previous one', () => {
    saveReferralCode('first');
    expect(saveReferralCode('---')).toBeNull();
    expect(readReferralCode()).toBe('first');
  });
});
