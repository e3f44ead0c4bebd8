import { discoverSearch, normalisedSearch, parseDiscoverQuery } from './discover-query';

const options = { orders: ['popular', 'newest', 'title'], categories: ['comedy', 'drama'], member: true };
const params = (search: string) => new URLSearchParams(search);

describe('discover query (001 §2)', () => {
  it('keeps only integer catalogs and maturities, and falls back to the first order', () => {
    const query = parseDiscoverQuery(params('catalogs=abc,12,,3.5,15&maturities=x,2&order_by=nonsense'), options);
    expect(query).toEqual({ order_by: 'popular', maturities: [2], my_services: false, catalogs: [12, 15] });
    expect(normalisedSearch(params('catalogs=abc,12&order_by=nonsense'), options)).toBe('order_by=popular&catalogs=12');
  });

  it('drops an unknown type or category, and My Services for visitors', () => {
    expect(parseDiscoverQuery(params('type=episode&category=nope&my_services=true'), { ...options, member: false })).toEqual({ maturities: [], my_services: false, catalogs: [] });
    expect(parseDiscoverQuery(params('type=show&category=drama&my_services=true'), options)).toMatchObject({ type: 'show', category: 'drama', my_services: true });
  });

  it('says nothing when the query is already normalised, and writes it in one order', () => {
    expect(normalisedSearch(params('type=movie&order_by=newest&category=comedy&maturities=1,2&my_services=true&catalogs=-1'), options)).toBeNull();
    expect(normalisedSearch(params(''), options)).toBeNull();
    expect(normalisedSearch(params('catalogs=3&type=show'), options)).toBe('type=show&catalogs=3');
    expect(normalisedSearch(params('utm_source=mail'), options)).toBe('');
    expect(discoverSearch({ maturities: [], my_services: false, catalogs: [] })).toEqual({});
  });
});
