import routes from './routes';

const byName = (name: string) => routes.routes.find((r) => r.name === name)!;

describe('mf-membership routes', () => {
  it('numbers the sign-up wizard steps as spec 002 §2.1 does', () => {
    expect(routes.routes.filter((r) => r.wizard === 'signup').map((r) => [r.path, r.step])).toEqual([
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
    expect(byName('membershipPlan').access).toBe('private');
    // 002 §2.1: payment sends a visitor to /membership/signup itself, so the login guard must not catch it first (0108).
    expect(byName('membershipPayment').access).toBe('public');
    // Only a profile with account access pays (002 §6).
    for (const name of ['membershipPlan', 'membershipPayment']) expect(byName(name)).toMatchObject({ needsProfile: true, needsAccountAccess: true });
    expect(byName('membershipEmail').access).toBe('public');
  });

  it('gives the activation pages a grey background and keeps signed-in users off auth pages', () => {
    expect(byName('externalWelcome').background).toBe('grey');
    expect(byName('externalWelcomeBack').background).toBe('grey');
    expect(byName('login').access).toBe('public-only');
    // 000 §2.5: the optional emailAs parameter beside the 'next' query.
    expect(byName('login').path).toBe('/login/:emailAs?');
  });

  it('adds the returning page external activation needs (000 §4.3), private and outside the numbered steps', () => {
    expect(byName('membershipReturning')).toMatchObject({ path: '/membership/returning', access: 'private' });
    expect(byName('membershipReturning').step).toBeUndefined();
  });

  it('numbers the setup steps over 6, and gives /setup/devices and /setup/v2/devices the black logo (light background)', () => {
    const setup = routes.routes.filter((r) => r.wizard === 'setup');
    expect(setup).toHaveLength(17);
    expect(setup.every((r) => r.access === 'private' && r.needsProfile && r.step! >= 1 && r.step! <= 6)).toBe(true);
    expect(byName('setupV2SimpleFilters').step).toBe(2);
    expect(byName('setupV3PlayTitle').step).toBe(6);
    expect(setup.filter((r) => r.background === 'white').map((r) => r.path)).toEqual(['/setup/devices', '/setup/v2/devices']);
  });
});
