import {
  GIFT_CARD_CODE_MAX_LENGTH, GIFT_CARD_FIELDS_REQUIRED, GIFT_CARD_INVALID, GIFT_CARD_PIN_DIGITS, GIFT_CARD_PIN_MAX_LENGTH,
  normaliseGiftCardCode,
} from '@sift/contracts';
import { isApiError } from '@sift/api-client';

/** What the code field keeps: the contracts' gift-card form (letters and digits, upper case), at most 16 (002 §3, §5). */
export const cleanGiftCardCode = (raw: string) => normaliseGiftCardCode(raw).slice(0, GIFT_CARD_CODE_MAX_LENGTH);
/** What the PIN field keeps: digits, at most 4. */
export const cleanGiftCardPin = (raw: string) => raw.replace(/\D/g, '').slice(0, GIFT_CARD_PIN_MAX_LENGTH);

/** 002 §5: both required, the PIN numeric. */
export function giftCardErrors(code: string, pin: string): string | null {
  if (!code.trim() || !pin.trim()) return GIFT_CARD_FIELDS_REQUIRED;
  if (!/^\d{1,4}$/.test(pin)) return GIFT_CARD_PIN_DIGITS;
  return null;
}

/** 002 §8: status 500 'Invalid Code or PIN'; other failures show the server message. */
export function giftCardFailure(failure: unknown): string {
  if (isApiError(failure) && failure.status === 500) return GIFT_CARD_INVALID;
  return (failure as Error).message || GIFT_CARD_INVALID;
}
