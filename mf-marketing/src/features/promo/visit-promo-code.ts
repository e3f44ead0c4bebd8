import { normalisePromoCode, type RouteDef } from '@sift/contracts';
import { readPromoCode } from '@sift/app-kit';

/**
 * The promo code of this visit (000 §2.1, §2.2, §4.6): the link's `promo_code`, else the page's own (the partner
 * pages), else the one saved earlier in this browser; non-word characters stripped (000 §5). Read here rather than
 * after the shell saved it, so the page checks the right code from its first render.
 */
export function visitPromoCode(search: string, def: Pick<RouteDef, 'promoCode'>): string | null {
  // Pre-rendering has no browser storage: a visitor's saved code is the browser's business.
  const saved = typeof localStorage === 'undefined' ? null : readPromoCode();
  const raw = new URLSearchParams(search).get('promo_code') ?? def.promoCode ?? saved;
  const code = raw ? normalisePromoCode(raw) : '';
  return code || null;
}
