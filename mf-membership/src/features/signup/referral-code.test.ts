import { STORAGE_KEYS } from '@sift/contracts';
import { referralCodeToSend } from './referral-code';
import { signupExtras } from './after-signup';

beforeEach(() => localStorage.clear());

it('sends the kept referral code as the server compares it (lower case, word characters), or null without one', () => {
  expect(referralCodeToSend()).toBeNull();
  // A code kept as it came (an older release kept the link's case and punctuation).
  localStorage.setItem(STORAGE_KEYS.referralCode, 'Ab-C7 ');
  expect(referralCodeToSend()).toBe('abc7');
  expect(signupExtras().rupi).toBe('abc7');
  localStorage.setItem(STORAGE_KEYS.referralCode, '--');
  expect(referralCodeToSend()).toBeNull();
  expect(signupExtras().rupi).toBeUndefined();
});
