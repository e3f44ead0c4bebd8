import { ApiError } from '@sift/api-client';
import { GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_FIELDS_REQUIRED, GIFT_CARD_INVALID, GIFT_CARD_PIN_DIGITS } from '@sift/contracts';
import { cleanGiftCardCode, cleanGiftCardPin, giftCardErrors, giftCardFailure } from './gift-card-rules';

describe('gift card rules (002 §3, §5, §8)', () => {
  it('keeps the code in upper case, up to 16, and the PIN up to 4 digits', () => {
    expect(cleanGiftCardCode('sift-25 alpha')).toBe('SIFT25ALPHA');
    expect(cleanGiftCardCode('a'.repeat(20))).toHaveLength(16);
    expect(cleanGiftCardPin('12a345')).toBe('1234');
  });

  it('needs both, and a numeric PIN', () => {
    expect(giftCardErrors('', '1')).toBe(GIFT_CARD_FIELDS_REQUIRED);
    expect(giftCardErrors('A', '')).toBe(GIFT_CARD_FIELDS_REQUIRED);
    expect(giftCardErrors('A', '12x')).toBe(GIFT_CARD_PIN_DIGITS);
    expect(giftCardErrors('A', '1234')).toBeNull();
  });

  it("a 500 reads 'Invalid Code or PIN'; anything else shows the server's message", () => {
    expect(giftCardFailure(new ApiError(500, { detail: 'boom' }))).toBe(GIFT_CARD_INVALID);
    expect(giftCardFailure(new ApiError(400, { detail: GIFT_CARD_ALREADY_REDEEMED }))).toBe(GIFT_CARD_ALREADY_REDEEMED);
    expect(giftCardFailure(new ApiError(400, { detail: GIFT_CARD_INVALID }))).toBe(GIFT_CARD_INVALID);
  });
});
