import { normaliseGiftCardCode, normaliseReferralCode, REFERRAL_CODE_MAX_LENGTH } from './codes';

describe('referral codes', () => {
  it('keeps word characters in lower case, so the link and the stored code compare equal', () => {
    expect(normaliseReferralCode(' AbC-123! ')).toBe('abc123');
    expect(normaliseReferralCode('ab_c')).toBe('ab_c');
    expect(normaliseReferralCode(null)).toBe('');
    expect(normaliseReferralCode(undefined)).toBe('');
    expect(normaliseReferralCode('---')).toBe('');
  });

  it('keeps at most 40 characters', () => {
    expect(normaliseReferralCode('x'.repeat(60))).toHaveLength(REFERRAL_CODE_MAX_LENGTH);
  });
});

describe('gift card codes', () => {
  it('keeps letters and digits in upper case: what the client sends is what the server looks up', () => {
    expect(normaliseGiftCardCode('sift-25 alpha')).toBe('SIFT25ALPHA');
    expect(normaliseGiftCardCode(' SIFT25.ALPHA\t')).toBe('SIFT25ALPHA');
    expect(normaliseGiftCardCode('sift_25_alpha')).toBe('SIFT25ALPHA');
    expect(normaliseGiftCardCode('')).toBe('');
  });

  it('does not shorten a code that is too long (the server refuses it instead)', () => {
    expect(normaliseGiftCardCode('a'.repeat(20))).toHaveLength(20);
  });
});
