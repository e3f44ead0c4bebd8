import { parseRegistry, registryProblems, siteRoutes, siteWidgets, type Registry, type RegistryRemote } from './registry';
import { route, routeKinds } from './route-def';
import { RouteTable } from './route-table';

const entry = (routes: RegistryRemote['routes'], redirects: RegistryRemote['redirects'] = []): RegistryRemote => ({
  version: '1.0.0-1',
  manifest: 'http://localhost:3001/1.0.0-1/mf-manifest.json',
  routes,
  redirects,
});

const registry = (remotes: Registry['remotes']): Registry => ({ api: 'http://localhost:4000/', remotes });

describe('the registry', () => {
  const good = registry({
    marketing: entry([route('landing', '/', 'Home', routeKinds.landing)], [{ from: '/cj', to: '/', query: { promo_code: 'free14' } }]),
    discovery: entry([route('movie', '/movie/:slug', 'Movie', routeKinds.browsing)], [{ from: '/my-library', to: '/watchlist' }]),
  });

  it('accepts routes and redirects from several remotes, and lists them with their owners', () => {
    expect(parseRegistry(good)).toEqual(good);
    expect(siteRoutes(good).map((r) => `${r.owner}:${r.name}`)).toEqual([
      'shell:profiles',
      'shell:logout',
      'marketing:landing',
      'discovery:movie',
    ]);
  });

  it('rejects a path claimed by two remotes, whatever the param is called', () => {
    const bad = registry({ ...good.remotes, player: entry([route('film', '/movie/:id', 'Film')]) });
    expect(registryProblems(bad)).toEqual([
      'Path /movie/:id is claimed by discovery (route movie) and by player (route film).',
    ]);
    expect(() => parseRegistry(bad)).toThrow(/claimed by discovery \(route movie\) and by player/);
  });

  it("rejects a remote claiming one of the shell's paths or a path another remote redirects", () => {
    const bad = registry({
      ...good.remotes,
      account: entry([route('profilesPage', '/profiles', 'Profiles'), route('library', '/my-library', 'Library')]),
    });
    expect(registryProblems(bad)).toEqual([
      'Path /profiles is claimed by shell (route profiles) and by account (route profilesPage).',
      'Path /my-library is claimed by account (route library) and by discovery (redirect /my-library).',
    ]);
  });

  it('rejects optional params that shadow another path', () => {
    const bad = registry({ player: entry([route('tvLink', '/link/:code?', 'Link')]), account: entry([route('link', '/link', 'Link')]) });
    expect(registryProblems(bad)).toHaveLength(1);
  });

  it('rejects a route name used twice', () => {
    const bad = registry({ ...good.remotes, player: entry([route('movie', '/watch/:slug', 'Theater')]) });
    expect(registryProblems(bad)).toEqual(['Route name "movie" is used by discovery and player.']);
  });

  it('counts former names as names: no two routes answer to one name', () => {
    const bad = registry({ ...good.remotes, marketing: entry([route('home', '/', 'Home', { formerNames: ['movie'] })]) });
    expect(registryProblems(bad)).toEqual(['Route name "movie" is used by marketing and discovery.']);
  });

  it('rejects redirect loops, across remotes and through params', () => {
    const bad = registry({
      marketing: entry([], [{ from: '/a', to: '/b' }]),
      discovery: entry([], [{ from: '/b', to: '/a' }]),
      player: entry([], [{ from: '/x/:id', to: '/y/:id' }, { from: '/y/:id', to: '/x/:id' }]),
    });
    expect(registryProblems(bad)).toEqual([
      'Redirect loop: /a -> /b -> /a.',
      'Redirect loop: /b -> /a -> /b.',
      'Redirect loop: /x/:id -> /y/:id -> /x/:id.',
      'Redirect loop: /y/:id -> /x/:id -> /y/:id.',
    ]);
  });

  it('follows a redirect chain that ends', () => {
    const ok = registry({ marketing: entry([route('terms', '/terms', 'Terms')], [{ from: '/a', to: '/b' }, { from: '/b', to: '/terms' }]) });
    expect(registryProblems(ok)).toEqual([]);
  });

  it("accepts pre-rendered documents of a remote's own concrete pages, and names any other", () => {
    const withDocuments = (documents: Record<string, string>) =>
      registry({ marketing: { ...good.remotes.marketing, documents }, discovery: good.remotes.discovery });
    expect(registryProblems(withDocuments({ '/': 'http://localhost:3001/1/documents/landing.html' }))).toEqual([]);
    expect(registryProblems(withDocuments({ '/movie/up': 'http://localhost:3001/1/documents/up.html', '/movie/:slug': 'http://x/y' }))).toEqual([
      'Document /movie/up of marketing is not a page marketing serves.',
      'Document /movie/:slug of marketing is not a page marketing serves.',
    ]);
  });

  it('rejects malformed entries with the field that is wrong', () => {
    expect(() => parseRegistry({ api: 'x', remotes: {} })).toThrow(/api: An http\(s\) URL/);
    expect(() => parseRegistry(null)).toThrow('The registry is not valid');
    const bad = registry({ shell: entry([]) });
    expect(() => parseRegistry(bad)).toThrow(/The shell is not a remote/);
    const badPath = registry({ marketing: entry([route('x', '/x/', 'X')]) });
    expect(() => parseRegistry(badPath)).toThrow(/without a trailing slash/);
    const external = registry({ marketing: entry([], [{ from: '/help', to: 'javascript:alert(1)', external: true }]) });
    expect(() => parseRegistry(external)).toThrow(/external one to an https URL/);
  });
});

describe('the route table', () => {
  it('answers to a former name (the first release of a rename) with the same route', () => {
    const table = new RouteTable(siteRoutes(registry({ marketing: entry([route('careers', '/jobs', 'Jobs', { formerNames: ['jobs'] })]) })));
    expect(table.href('jobs')).toBe('/jobs');
    expect(table.href('careers')).toBe('/jobs');
    expect(table.get('jobs').name).toBe('careers');
  });

  it('writes links by route name', () => {
    const table = new RouteTable(siteRoutes(registry({ discovery: entry([route('movie', '/movie/:slug', 'Movie')]) })));
    expect(table.href('movie', { slug: 'up' })).toBe('/movie/up');
    expect(table.href('profiles', undefined, { redirect: '/browse' })).toBe('/profiles?redirect=%2Fbrowse');
    expect(table.get('movie').owner).toBe('discovery');
    expect(() => table.href('nowhere')).toThrow('Unknown route name: nowhere');
  });
});

describe('widgets in slots', () => {
  it('are listed with their owners, and an exclusive slot takes one remote', () => {
    const withSearch = (remote: string) => ({ ...entry([]), widgets: [{ slot: 'navbar-search', name: `${remote}Search` }] });
    const one = registry({ discovery: withSearch('discovery'), account: { ...entry([]), widgets: [{ slot: 'site-banner', name: 'annualBanner' }] } });
    expect(siteWidgets(one)).toEqual([
      { slot: 'navbar-search', name: 'discoverySearch', owner: 'discovery' },
      { slot: 'site-banner', name: 'annualBanner', owner: 'account' },
    ]);
    expect(registryProblems(one)).toEqual([]);
    const two = registry({ discovery: withSearch('discovery'), player: withSearch('player') });
    expect(registryProblems(two)).toEqual(['Slot navbar-search takes one widget, and both discovery and player put one there.']);
  });

  it('go only into slots the shell has', () => {
    expect(() => parseRegistry(registry({ account: { ...entry([]), widgets: [{ slot: 'footer', name: 'x' }] } as never }))).toThrow(/widgets/);
  });
});
