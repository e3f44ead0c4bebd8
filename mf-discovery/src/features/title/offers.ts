/**
 * How to watch a title (001 §2 'Watching With', §3 Offering): its offers in the selector's groups (Subscriptions,
 * Buy, Rent), each named by its catalog, and the one chosen for this title (by default the first subscription
 * offer, in the catalogs' display order).
 */
import { useSyncExternalStore } from 'react';
import { OFFER_GROUP_BUY, OFFER_GROUP_RENT, OFFER_GROUP_SUBSCRIPTIONS, type Offering, type Work } from '@sift/contracts';

export interface NamedOffer extends Offering {
  catalogTitle: string;
}

export interface OfferGroup {
  key: 'subscriptions' | 'buy' | 'rent';
  title: string;
  offers: NamedOffer[];
}

const GROUP_OF: Record<Offering['type'], OfferGroup['key']> = { subscription: 'subscriptions', avod: 'subscriptions', purchase: 'buy', rental: 'rent' };
const TITLES: Record<OfferGroup['key'], string> = { subscriptions: OFFER_GROUP_SUBSCRIPTIONS, buy: OFFER_GROUP_BUY, rent: OFFER_GROUP_RENT };

/** The work's offers, named, in display order (offering_groups carries the catalogs' titles and order). */
export function namedOffers(work: Pick<Work, 'offerings' | 'offering_groups'>): NamedOffer[] {
  const order = work.offering_groups.flatMap((g) => g.catalogs.map((c) => c.id));
  const titles = new Map(work.offering_groups.flatMap((g) => g.catalogs.map((c) => [c.id, c.title] as const)));
  const rank = (o: Offering) => {
    const i = order.indexOf(o.catalog_id);
    return i === -1 ? order.length : i;
  };
  return [...work.offerings]
    .sort((a, b) => rank(a) - rank(b) || a.offer_id - b.offer_id)
    .map((o) => ({ ...o, catalogTitle: titles.get(o.catalog_id) ?? 'Unknown service' }));
}

export function offerGroups(offers: readonly NamedOffer[]): OfferGroup[] {
  return (['subscriptions', 'buy', 'rent'] as const)
    .map((key) => ({ key, title: TITLES[key], offers: offers.filter((o) => GROUP_OF[o.type] === key) }))
    .filter((g) => g.offers.length > 0);
}

/** Subscriptions first, then rentals, then purchases: the cheapest way that is likely already paid for. */
export function defaultOffer(offers: readonly NamedOffer[]): NamedOffer | null {
  return (
    offers.find((o) => o.type === 'subscription') ??
    offers.find((o) => o.type === 'avod') ??
    offers.find((o) => o.type === 'rental') ??
    offers[0] ??
    null
  );
}

export function offerPrice(offer: Offering): string | null {
  return offer.price === null ? null : `$${(offer.price / 100).toFixed(2)}`;
}

// The chosen offer per title, for this visit: the title header, the selector and every episode row agree on it.
const chosen = new Map<number, number>();
const listeners = new Set<() => void>();
let version = 0;

export function chooseOffer(workId: number, offerId: number) {
  chosen.set(workId, offerId);
  version++;
  for (const listener of listeners) listener();
}

export function useChosenOffer(work: Pick<Work, 'id' | 'offerings' | 'offering_groups'>): { offers: NamedOffer[]; offer: NamedOffer | null } {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => version,
  );
  const offers = namedOffers(work);
  const picked = offers.find((o) => o.offer_id === chosen.get(work.id));
  return { offers, offer: picked ?? defaultOffer(offers) };
}
