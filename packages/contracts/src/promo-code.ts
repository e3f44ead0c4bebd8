/** 000 §5: all non-word characters are stripped from a promo code before use. */
export function normalisePromoCode(raw: string): string {
  return raw.replace(/\W/g, '');
}
