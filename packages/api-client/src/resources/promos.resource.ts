import { normalisePromoCode, type Promo, promo } from '@sift/contracts';
import type { ApiRequester } from '../request';

/** Promo codes (spec 002 §7). */
export function promosResource(http: ApiRequester) {
  return {
    /**
     * GET subscription-promos/?code= with the code's non-word characters stripped (spec 000 §5).
     * An unknown or expired code throws an ApiError 404.
     */
    find: (code: string): Promise<Promo> =>
      http.get('subscription-promos/', { params: { code: normalisePromoCode(code) }, schema: promo }),
  };
}
export type PromosResource = ReturnType<typeof promosResource>;
