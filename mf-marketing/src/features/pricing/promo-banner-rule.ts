import { LANDING_PROMO_BANNER_UNTIL } from '@sift/contracts';

/**
 * 000 §2.9: the landing promo banner shows until LANDING_PROMO_BANNER_UNTIL (2025-05-31 07:00 UTC) when no promo is
 * active. `now` is the server's clock (GET time/), which development can move, never the device's.
 */
export function promoBannerShown(now: number, promo: unknown, until: string = LANDING_PROMO_BANNER_UNTIL): boolean {
  return !promo && now < Date.parse(until);
}
