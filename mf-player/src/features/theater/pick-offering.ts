/**
 * Which offering the theater plays: the one the title page chose (`?offer_id=`), else one with filters (a tag set),
 * the product's own catalogue first, then by kind: subscription, ad-supported, rental, purchase.
 */
import { PRODUCT_NAME, type Offering, type StreamingService } from '@sift/contracts';

const KIND_ORDER: Offering['type'][] = ['subscription', 'avod', 'rental', 'purchase'];

export function pickOffering(offerings: readonly Offering[], services: readonly Pick<StreamingService, 'id' | 'slug'>[], offerId?: number | null): Offering | null {
  const chosen = offerId ? offerings.find((o) => o.offer_id === offerId) : undefined;
  if (chosen) return chosen;
  const own = new Set(services.filter((s) => s.slug === PRODUCT_NAME.toLowerCase()).map((s) => s.id));
  const rank = (o: Offering) => (o.tag_set_id === null ? 100 : 0) + (own.has(o.service_id) ? 0 : 10) + KIND_ORDER.indexOf(o.type);
  return [...offerings].sort((a, b) => rank(a) - rank(b) || a.offer_id - b.offer_id)[0] ?? null;
}
