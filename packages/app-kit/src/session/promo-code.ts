import { normalisePromoCode, PROMO_CODE_TTL_S, STORAGE_KEYS, systemClock, type Clock } from '@sift/contracts';

interface StoredPromo {
  code: string;
  expiresAt: number;
}

/** Keeps a promo code in local storage with an expiry, non-word characters stripped (000 §4.6, §5). */
export function savePromoCode(raw: string, clock: Clock = systemClock, ttlSeconds = PROMO_CODE_TTL_S): string | null {
  const code = normalisePromoCode(raw);
  if (!code) return null;
  const stored: StoredPromo = { code, expiresAt: clock.now() + ttlSeconds * 1000 };
  localStorage.setItem(STORAGE_KEYS.promoCode, JSON.stringify(stored));
  return code;
}

/** The active promo code, or null; an expired or unreadable entry is cleared. */
export function readPromoCode(clock: Clock = systemClock): string | null {
  const raw = localStorage.getItem(STORAGE_KEYS.promoCode);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredPromo;
    if (typeof stored.code === 'string' && stored.expiresAt > clock.now()) return stored.code;
  } catch {
    // fall through: an entry we cannot read is as good as expired
  }
  localStorage.removeItem(STORAGE_KEYS.promoCode);
  return null;
}

export function clearPromoCode(): void {
  localStorage.removeItem(STORAGE_KEYS.promoCode);
}

export function saveBypassPricing(value: string): void {
  localStorage.setItem(STORAGE_KEYS.bypassPricing, value);
}

export function readBypassPricing(): string | null {
  return localStorage.getItem(STORAGE_KEYS.bypassPricing);
}
