import { fillPath, href, REDIRECTS, ROUTES, routeByName } from './routes';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('numbers the sign-up wizard steps as spec 002 §2.1 does', () => {
    const steps = ROUTES.filter((r) => r.wizard === 'signup').map((r) => [r.path, r.step]);
    expect(steps).toEqual([
      ['/wizard/v2/services', 2],
      ['/wizard/v2/devices', 3],
      ['/wizard/v2/mini-filters', 4],
      ['/membership/email', 6],
      ['/membership/signup', 7],
      ['/membership/confirm-email', 8],
      ['/membership/login', 10],
      ['/membership/plan', 11],
      ['/membership/payment', 12],
      ['/membership/success', 13],
    ]);
    expect(routeByName('membershipPlan').access).toBe('private');
    expect(routeByName('membershipEmail').access).toBe('public');
  });

  it('keeps default-filters open to profiles without account access, unlike the account pages', () => {
    expect(routeByName('defaultFilters').needsAccountAccess).toBe(false);
    expect(routeByName('account').needsAccountAccess).toBe(true);
    expect(routeByName('services').needsAccountAccess).toBe(true);
  });

  it('gives the cancel flow a white background and the activation pages a grey one', () => {
    expect(ROUTES.filter((r) => r.wizard === 'cancel').every((r) => r.background === 'white')).toBe(true);
    expect(routeByName('externalWelcome').background).toBe('grey');
  });

  it('builds hrefs and fills optional params', () => {
    expect(href('movie', { slug: 'up' })).toBe('/movie/up');
    expect(href('login', undefined, { next: '/account' })).toBe('/login?next=%2Faccount');
    expect(fillPath('/link/:code?')).toBe('/link');
    expect(fillPath('/link/:code?', { code: 'ABC123' })).toBe('/link/ABC123');
    expect(() => fillPath('/movie/:slug')).toThrow('Missing route parameter slug');
  });

  it('maps /cj to free14 and gives /gabb its campaign tags', () => {
    const cj = REDIRECTS.find((r) => r.from === '/cj');
    expect(cj?.query).toEqual({ promo_code: 'free14' });
    const gabb = REDIRECTS.find((r) => r.from === '/gabb');
    expect(Object.keys(gabb?.query ?? {})).toHaveLength(4);
  });
});
