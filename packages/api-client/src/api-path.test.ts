import { apiPath, segment } from './api-path';

describe('apiPath: a trailing slash on every path (spec 000 §7)', () => {
  it.each([
    ['users/current', 'users/current/'],
    ['users/current/', 'users/current/'],
    ['/profiles', 'profiles/'],
    ['//profiles/7', 'profiles/7/'],
    ['account-initial-action?email=a%40b.c', 'account-initial-action/?email=a%40b.c'],
    ['account-initial-action/?email=a%40b.c', 'account-initial-action/?email=a%40b.c'],
  ])('%s -> %s', (path, expected) => {
    expect(apiPath(path)).toBe(expected);
  });

  it('puts params and list query after the slash, after the query the path already had', () => {
    expect(apiPath('content/v2/works?type=movie', { catalogs: [1, 2], query: 'up' }, { limit: 12 })).toBe(
      'content/v2/works/?type=movie&catalogs=1%2C2&query=up&limit=12',
    );
  });

  it('leaves out null and undefined params', () => {
    expect(apiPath('faqs', { a: null, b: undefined, c: 0, d: false })).toBe('faqs/?c=0&d=false');
  });

  it('encodes a data segment so it cannot add path segments', () => {
    expect(segment('a/b@c.d')).toBe('a%2Fb%40c.d');
  });
});
