import { normaliseReferralCode, STORAGE_KEYS } from '@sift/contracts';

/**
 * The referral code (`?rupi=`) a visitor arrived with from a member's sharing link. It is kept until the visitor
 * signs up, which sends it with signup and subscribe so the sharing programme can credit both sides (002 §7). Kept in
 * the contracts' one form (normaliseReferralCode: word characters, lower case, at most 40), as the server compares it.
 */
export function saveReferralCode(raw: string): string | null {
  const code = normaliseReferralCode(raw);
  if (!code) return null;
  localStorage.setItem(STORAGE_KEYS.referralCode, code);
  return code;
}

export function readReferralCode(): string | null {
  return localStorage.getItem(STORAGE_KEYS.referralCode);
}
