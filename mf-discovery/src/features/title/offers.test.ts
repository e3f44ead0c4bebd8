import { defaultOffer, namedOffers, offerGroups, offerPrice } from './offers';

const offering = (offer_id: number, type: 'subscription' | 'avod' | 'rental' | 'purchase', catalog_id: number, price: number | null = null) => ({
  offer_id,
  type,
  catalog_id,
  service_id: catalog_id,
  work_id: 1,
  price,
  max_format: 'HD',
  tag_set_id: null,
  external_url: null,
});

const work = {
  offerings: [offering(3, 'purchase', 14, 1499), offering(2, 'rental', 14, 399), offering(1, 'subscription', 12), offering(4, 'subscription', 3)],
  offering_groups: [
    { type: 'subscription' as const, catalogs: [{ id: 12, title: 'Sift', color: '#000' }, { id: 3, title: 'Prime Video', color: '#000' }] },
    { type: 'rental' as const, catalogs: [{ id: 14, title: 'Apple TV (Buy or Rent)', color: '#000' }] },
  ],
};

describe('offers (001 §2 Watching With)', () => {
  it('names each offer by its catalog and groups them as Subscriptions, Buy and Rent', () => {
    const offers = namedOffers(work);
    expect(offers.map((o) => o.catalogTitle)).toEqual(['Sift', 'Prime Video', 'Apple TV (Buy or Rent)', 'Apple TV (Buy or Rent)']);
    expect(offerGroups(offers).map((g) => [g.title, g.offers.map((o) => o.offer_id)])).toEqual([
      ['Subscriptions', [1, 4]],
      ['Buy', [3]],
      ['Rent', [2]],
    ]);
  });

  it('picks a subscription first, then a rental, then anything', () => {
    expect(defaultOffer(namedOffers(work))?.offer_id).toBe(1);
    expect(defaultOffer(namedOffers({ ...work, offerings: [offering(3, 'purchase', 14), offering(2, 'rental', 14)] }))?.offer_id).toBe(2);
    expect(defaultOffer([])).toBeNull();
  });

  it('writes prices in dollars', () => {
    expect(offerPrice(offering(2, 'rental', 14, 399))).toBe('$3.99');
    expect(offerPrice(offering(1, 'subscription', 12))).toBeNull();
  });
});
