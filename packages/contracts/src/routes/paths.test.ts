import { expandOptional, fillPath, matchPattern, patternKeys, withQuery } from './paths';

describe('path patterns', () => {
  it('fills params and drops missing optional ones', () => {
    expect(fillPath('/movie/:slug', { slug: 'up' })).toBe('/movie/up');
    expect(fillPath('/link/:code?')).toBe('/link');
    expect(fillPath('/link/:code?', { code: 'ABC123' })).toBe('/link/ABC123');
    expect(fillPath('/movie/:slug', { slug: 'a b/c' })).toBe('/movie/a%20b%2Fc');
    expect(() => fillPath('/movie/:slug')).toThrow('Missing route parameter slug');
  });

  it('adds a query, leaving out undefined values', () => {
    expect(withQuery('/login', { next: '/account', emailAs: undefined })).toBe('/login?next=%2Faccount');
    expect(withQuery('/login')).toBe('/login');
  });

  it('expands optional params and compares patterns without their param names', () => {
    expect(expandOptional('/link/:code?')).toEqual(['/link', '/link/:code']);
    expect(patternKeys('/movie/:slug')).toEqual(patternKeys('/movie/:id'));
    expect(patternKeys('/link/:code?')).toContain('/link');
    expect(patternKeys('/')).toEqual(['/']);
  });

  it('matches paths and patterns', () => {
    expect(matchPattern('/movie/:slug', '/movie/up?x=1')).toEqual({ slug: 'up' });
    expect(matchPattern('/movie/:slug', '/show/up')).toBeNull();
    expect(matchPattern('/link/:code?', '/link')).toEqual({});
    expect(matchPattern('/devices/register/:type_id', '/devices/register/:type_id')).toEqual({ type_id: ':type_id' });
  });
});
