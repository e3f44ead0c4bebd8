import routes from './routes';

const byName = (name: string) => routes.routes.find((r) => r.name === name)!;

describe('mf-player routes', () => {
  it('keeps default-filters open to profiles without account access, unlike linking services and devices (001 §2)', () => {
    expect(byName('defaultFilters').needsAccountAccess).toBe(false);
    expect(byName('services').needsAccountAccess).toBe(true);
    expect(byName('devices').needsAccountAccess).toBe(true);
  });

  it('sends the TV aliases to device registration (000 §2.3)', () => {
    expect(routes.redirects).toContainEqual({ from: '/firetv', to: '/devices/link/firetv' });
    expect(routes.redirects).toContainEqual({ from: '/devices/register/:type_id', to: '/devices/link/:type_id' });
  });
});
