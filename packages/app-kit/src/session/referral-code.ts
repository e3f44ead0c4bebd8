import { STORAGE_KEYS } from '@sift/contracts';

/**
 * The referral code (`?rupi=`) a visitor arrived with from a member's sharing link. It is kept until the visitor
 * signs up, which sends it with signup and subscribe so the sharing programme can credit both sides (002 §7).
 */
export function saveReferralCode(raw: string): string | null {
  const code = raw.replace(/\W/g, '').slice(0, 40);
  if (!code) return null;
  localStorage.setItem(STORAGE_KEYS.referralCode, code);
  return code;
}

export function readReferralCode(): string | null {
  return localStorage.getItem(STORAGE_KEYS.referralCode);
}
