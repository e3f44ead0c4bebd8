import routes from './routes';

const byName = (name: string) => routes.routes.find((r) => r.name === name)!;

describe('mf-account routes', () => {
  it('gives the cancel flow a white background and numbers its steps (002 §2.4)', () => {
    const cancel = routes.routes.filter((r) => r.wizard === 'cancel');
    expect(cancel.every((r) => r.background === 'white' && r.access === 'private' && r.needsAccountAccess)).toBe(true);
    expect(cancel.map((r) => r.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byName('cancelConfirmation').path).toBe('/membership/cancel/confirmation');
  });

  it('keeps profiles without account access out of every account screen (000 §6)', () => {
    const screens = routes.routes.filter((r) => r.name !== 'chat');
    expect(screens.every((r) => r.access === 'private' && r.needsAccountAccess && r.needsProfile)).toBe(true);
  });

  it("serves the site's chat/ path, open to anyone, as a page that keeps promobrand (002 §2.4, 0104)", () => {
    expect(byName('chat')).toMatchObject({ path: '/chat', access: 'public' });
    expect(routes.redirects.some((r) => r.from === '/chat')).toBe(false);
  });

  it('serves the profile screens the chooser links to, beside the shell’s /profiles', () => {
    expect(['manageProfiles', 'newProfile', 'editProfile'].map((name) => byName(name).path)).toEqual(['/profiles/manage', '/profiles/new', '/profiles/:id/edit']);
  });

  it('puts the annual banner above the page and the billing takeover over everything (0025)', () => {
    expect(routes.widgets).toEqual([
      { slot: 'site-banner', name: 'annualBanner' },
      { slot: 'site-overlay', name: 'billingTakeover' },
    ]);
  });
});
