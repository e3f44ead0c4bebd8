import type { Registry, RegistryRemote } from './registry';
import { linkProblems } from './route-links';
import { route } from './route-def';

const entry = (names: string[], links?: string[]): RegistryRemote => ({
  version: '1',
  manifest: 'http://localhost:3001/1/mf-manifest.json',
  routes: names.map((name) => route(name, `/${name}`, name)),
  redirects: [],
  ...(links && { links }),
});
const registry = (remotes: Registry['remotes']): Registry => ({ api: 'http://localhost:4000/', remotes });

describe('route-name links between apps', () => {
  const live = registry({ marketing: entry(['landing', 'jobs']), discovery: entry(['browse'], ['jobs', 'landing']) });
  const shell = { app: 'shell', links: { jobs: ['shell/src/layout/lowbar.tsx'], browse: ['shell/src/layout/navbar.tsx'], profiles: ['shell/src/routing/guards.ts'] } };

  it('are all served: nothing to say', () => {
    expect(linkProblems(live, [shell, { app: 'discovery', links: live.remotes.discovery.links }], live)).toEqual([]);
  });

  it('refuse a release that drops a name a live app links to, naming the name, the app and where', () => {
    const renamed = registry({ ...live.remotes, marketing: entry(['landing', 'careers'], ['careers']) });
    expect(linkProblems(renamed, [shell, { app: 'discovery', links: live.remotes.discovery.links }], live)).toEqual([
      'Route name "jobs" would no longer be served (marketing drops it), but the live shell links to it (shell/src/layout/lowbar.tsx). Rename in two releases: add the new name beside the old and move the links, then drop the old.',
      'Route name "jobs" would no longer be served (marketing drops it), but the live discovery links to it. Rename in two releases: add the new name beside the old and move the links, then drop the old.',
    ]);
  });

  it('refuse a release that links to a name nobody serves', () => {
    const candidate = { app: 'marketing', candidate: true, links: { carers: ['mf-marketing/src/footer.tsx'], landing: [] } };
    expect(linkProblems(live, [candidate], live)).toEqual([
      'The release links to route name "carers", which nobody would serve (mf-marketing/src/footer.tsx).',
    ]);
  });

  it('accept both steps of a rename, and skip apps whose links are not known', () => {
    const both = registry({
      ...live.remotes,
      marketing: { ...entry(['landing'], ['careers']), routes: [route('landing', '/', 'Home'), route('careers', '/jobs', 'Jobs', { formerNames: ['jobs'] })] },
    });
    expect(linkProblems(both, [shell, { app: 'marketing', candidate: true, links: ['careers'] }], live)).toEqual([]);
    const movedShell = { app: 'shell', links: { careers: ['shell/src/layout/lowbar.tsx'] } };
    const dropped = registry({ marketing: entry(['landing', 'careers'], ['careers']), discovery: entry(['browse'], ['careers']) });
    expect(linkProblems(dropped, [movedShell, { app: 'discovery', links: ['careers'] }, { app: 'player', links: undefined }], both)).toEqual([]);
  });
});
