import type { Offering } from '@sift/contracts';
import { pickOffering } from './pick-offering';

const offer = (offer_id: number, service_id: number, type: Offering['type'], tag_set_id: number | null = 5): Offering => ({
  offer_id,
  type,
  catalog_id: service_id,
  service_id,
  work_id: 4,
  price: null,
  max_format: 'HD',
  tag_set_id,
  external_url: null,
});
const services = [{ id: 12, slug: 'sift' }, { id: 1, slug: 'netflix' }];

describe('pickOffering', () => {
  it("takes the title page's choice, else a filtered offering of the product's own catalogue, then by kind", () => {
    const offerings = [offer(1, 1, 'rental'), offer(2, 1, 'subscription'), offer(3, 12, 'subscription', null), offer(4, 12, 'avod')];
    expect(pickOffering(offerings, services, 1)?.offer_id).toBe(1);
    expect(pickOffering(offerings, services, 99)?.offer_id).toBe(4);
    expect(pickOffering(offerings.slice(0, 2), services)?.offer_id).toBe(2);
    expect(pickOffering([], services)).toBeNull();
  });
});
