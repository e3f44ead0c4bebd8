import { readReferralCode } from '@sift/app-kit';
import { normaliseReferralCode } from '@sift/contracts';

/**
 * The referral code (`?rupi=`) this browser arrived with, as the contracts normalise it for the server (002 §7), or
 * null without one. What signup, social login and subscribe send: a code kept by an older release is sent the same.
 */
export const referralCodeToSend = (): string | null => normaliseReferralCode(readReferralCode()) || null;
