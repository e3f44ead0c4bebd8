import { route, routeKinds, type Registry } from '@sift/contracts';
import { NO_SUCH_TITLE, paramsFor, visitPlan } from './visit-plan';
import { splitVisits, VISITS_PER_TAB } from './site-check';

const entry = (routes: Registry['remotes'][string]['routes']) => ({ version: '1', manifest: 'http://localhost:3001/1/mf-manifest.json', routes, redirects: [] });
const candidate: Registry = {
  api: 'http://localhost:4000/',
  remotes: {
    marketing: entry([route('landing', '/', 'Home', routeKinds.landing), route('jobs', '/jobs', 'Jobs', routeKinds.info)]),
    discovery: entry([route('browse', '/browse', 'Browse', routeKinds.browsing), route('movie', '/movie/:slug', 'Movie', routeKinds.browsing)]),
    player: entry([route('theater', '/watch/:slug', 'Theater', routeKinds.privatePage), route('tvLink', '/link/:code?', 'Link', routeKinds.accountPage)]),
    account: entry([route('editProfile', '/profiles/:id/edit', 'Edit', routeKinds.accountPage)]),
  },
};
const samples = { movieSlug: 'harbor-lights', profileId: '7' };
const plan = (remote: string, member = true) => visitPlan(candidate, remote, samples, member);
const summary = (remote: string, member = true) => plan(remote, member).visits.map((v) => `${v.role} ${v.path}`);

describe('the whole-site plan', () => {
  it("renders the releasing remote's pages in every role its guards let through, the others' once", () => {
    expect(summary('marketing')).toEqual([
      'visitor /',
      'visitor /jobs',
      'member /jobs',
      'visitor /browse',
      'visitor /movie/harbor-lights',
      `member /watch/${NO_SUCH_TITLE}`,
      'member /link',
      'member /profiles/7/edit',
    ]);
    expect(summary('discovery').filter((v) => v.includes('/browse') || v.includes('/movie'))).toEqual([
      'visitor /browse',
      'member /browse',
      'visitor /movie/harbor-lights',
      'member /movie/harbor-lights',
    ]);
  });

  it("leaves the shell's own pages to the shell, and members' pages out without a member", () => {
    expect(summary('account', false)).toEqual(['visitor /', 'visitor /jobs', 'visitor /browse', 'visitor /movie/harbor-lights']);
  });

  it('skips (and names) a route with a parameter it has no sample value for', () => {
    const { visits, skipped } = visitPlan(candidate, 'discovery', {}, true);
    expect(visits.some((v) => v.path.startsWith('/movie/'))).toBe(false);
    expect(skipped).toEqual(['discovery /movie/:slug', 'account /profiles/:id/edit']);
  });

  it('never opens the theater on a real title, and leaves optional parameters out', () => {
    expect(paramsFor({ ...route('theater', '/watch/:slug', 'Theater'), owner: 'player' }, samples)).toMatchObject({ slug: NO_SUCH_TITLE });
    expect(paramsFor({ ...route('tvLink', '/link/:code?', 'Link'), owner: 'player' }, samples)).not.toHaveProperty('code');
  });
});

describe("the plan's tabs", () => {
  const visits = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ ...plan('marketing').visits[0], role: 'member' as const, path: `/p${i}` }));

  it('keeps a role with few pages in one tab, in order', () => {
    expect(splitVisits(visits(VISITS_PER_TAB)).map((lane) => lane.map((v) => v.path))).toEqual([visits(VISITS_PER_TAB).map((v) => v.path)]);
  });

  it('deals a role with more pages to more tabs, every page once, the tabs within one page of each other', () => {
    const all = visits(VISITS_PER_TAB * 2 + 1);
    const lanes = splitVisits(all);
    expect(lanes).toHaveLength(3);
    expect(lanes.flat().map((v) => v.path).sort()).toEqual(all.map((v) => v.path).sort());
    expect(Math.max(...lanes.map((l) => l.length)) - Math.min(...lanes.map((l) => l.length))).toBeLessThanOrEqual(1);
    expect(splitVisits([])).toEqual([]);
  });
});
