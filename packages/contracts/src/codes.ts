/**
 * One normaliser per kind of code a member types or a link carries, used by the clients and the server alike, so
 * both sides compare the same string. Promo codes: promo-code.ts; confirmation codes: validation.ts.
 */

/** The longest referral code kept (a sharing link's `rupi`; the server makes ten characters). */
export const REFERRAL_CODE_MAX_LENGTH = 40;

/** Referral codes (`?rupi=` of a member's sharing link): word characters only, in lower case, at most 40. */
export function normaliseReferralCode(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\W/g, '').toLowerCase().slice(0, REFERRAL_CODE_MAX_LENGTH);
}

/**
 * Gift card codes (002 §3, "sent uppercased"): letters and digits only, in upper case, so 'sift-25 alpha' is
 * SIFT25ALPHA. Not cut to GIFT_CARD_CODE_MAX_LENGTH: a longer code is refused as invalid, not shortened.
 */
export function normaliseGiftCardCode(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}
