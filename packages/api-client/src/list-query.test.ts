import { type ListQuery, toSearchParams } from './list-query';

describe('toSearchParams (spec 000 §7 list queries)', () => {
  it.each<[string, ListQuery, string]>([
    ['where -> equality', { where: { type: 'movie', year: 2020, watched: false } }, 'type=movie&year=2020&watched=false'],
    ['min -> min_ prefix (lower bound)', { min: { year: 1990 } }, 'min_year=1990'],
    ['max -> max_ prefix (upper bound)', { max: { year: 2000, rating: 'PG' } }, 'max_year=2000&max_rating=PG'],
    ['in -> comma list', { in: { catalogs: [1, 2, 3], type: ['movie', 'show'] } }, 'catalogs=1%2C2%2C3&type=movie%2Cshow'],
    ['in with an empty list adds nothing', { in: { catalogs: [] } }, ''],
    ['orderBy string -> ordering', { orderBy: 'title' }, 'ordering=title'],
    ['orderBy string keeps its own -', { orderBy: '-year' }, 'ordering=-year'],
    ['orderBy asc object', { orderBy: { field: 'title', direction: 'asc' } }, 'ordering=title'],
    ['orderBy desc object -> -field', { orderBy: { field: 'year', direction: 'desc' } }, 'ordering=-year'],
    [
      'several orderings are comma-joined',
      { orderBy: [{ field: 'year', direction: 'desc' }, 'title'] },
      'ordering=-year%2Ctitle',
    ],
    ['limit and offset as is', { limit: 12, offset: 24 }, 'limit=12&offset=24'],
    ['zero offset is kept', { offset: 0 }, 'offset=0'],
    ['undefined values are left out', { where: { type: undefined }, min: { year: undefined }, limit: undefined }, ''],
    ['empty query', {}, ''],
  ])('%s', (_name, query, expected) => {
    expect(toSearchParams(query).toString()).toBe(expected);
  });

  it('puts the parts in a fixed order: where, min, max, in, ordering, limit, offset', () => {
    const params = toSearchParams({
      offset: 5,
      limit: 10,
      orderBy: 'title',
      in: { catalogs: [1, 2] },
      max: { year: 2000 },
      min: { year: 1990 },
      where: { type: 'show' },
    });
    expect([...params.keys()]).toEqual(['type', 'min_year', 'max_year', 'catalogs', 'ordering', 'limit', 'offset']);
    expect(params.get('catalogs')).toBe('1,2');
  });
});
