/**
 * @jest-environment node
 */
import { PRERENDERED_DOCUMENT, route, routeKinds, SHELL_ROUTES } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { activeProfileAtom, href, sessionAtom, siftQueryClient, siftStore, useActiveProfile, useSession } from '@sift/app-kit';
import { PageFrame } from '@sift/ui';
import { usePrerenderedData } from '../page-data';
import { lazyPage } from '../lazy-page';
import { defineDocuments, documentFile } from './render-documents';

function Landing() {
  const data = usePrerenderedData<{ plans: string[] }>();
  return (
    <PageFrame>
      <ul>{data?.plans.map((plan) => <li key={plan}>{plan}</li>)}</ul>
      <p>{'A long page. '.repeat(3000)}</p>
      <a href={href('about')}>About</a>
    </PageFrame>
  );
}

const routes = {
  routes: [
    { ...route('landing', '/', 'Filters <your> way', routeKinds.landing), description: 'Watch "your" way.' },
    route('about', '/about', 'About us', routeKinds.info),
    route('movie', '/movie/:slug', 'Movie'),
    route('login', '/login/:emailAs?', 'Log in', routeKinds.auth),
  ],
  redirects: [],
};
const siteRoutes = [...SHELL_ROUTES, ...routes.routes.map((def) => ({ ...def, owner: 'marketing' }))];
const options = { buildId: 'v2', apiUrl: 'http://api.test/', siteRoutes, stylesheets: ['http://cdn.test/v2/start.css'] };

describe('defineDocuments', () => {
  it('renders each named page with its data: head part, marker, the remote root, the data', async () => {
    const loader = jest.fn(async () => ({ plans: ['Monthly', 'Annual </script><script>alert(1)</script>'] }));
    const documents = defineDocuments({
      name: 'marketing',
      routes,
      pages: { landing: Landing, about: lazyPage(async () => ({ default: () => <PageFrame>Our mission</PageFrame> })) },
      documents: { landing: loader, about: null },
    });
    const [landing, about] = await documents.render(options);
    expect(loader).toHaveBeenCalledWith({ route: routes.routes[0], path: '/', apiUrl: 'http://api.test/', buildId: 'v2' });

    expect(landing.path).toBe('/');
    expect(landing.file).toBe('landing.html');
    const [head, body] = landing.html.split(PRERENDERED_DOCUMENT.bodyMarker);
    expect(head).toContain('<title>Filters &lt;your&gt; way | Sift</title>');
    expect(head).toContain('<meta name="description" content="Watch &quot;your&quot; way.">');
    expect(head).toContain('<link rel="stylesheet" href="http://cdn.test/v2/start.css">');
    expect(body).toContain('data-remote="marketing" data-build="v2"');
    expect(body).toContain('<li>Monthly</li>');
    // A page reads without scripts: nothing outlined for a script to reveal, whatever its size.
    expect(body.replace(/<script type="application\/json"[\s\S]*$/, '')).not.toMatch(/<script|<template|hidden id="S:/);
    expect(body).toContain('href="/about"');
    // The data rides along for the page's first render in the browser, and cannot close its script element.
    const json = body.slice(body.indexOf(`${PRERENDERED_DOCUMENT.dataAttribute}>`) + PRERENDERED_DOCUMENT.dataAttribute.length + 1, body.lastIndexOf('</script>'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ plans: ['Monthly', 'Annual </script><script>alert(1)</script>'] });

    // A lazy page is loaded before it is rendered: the document has the page, not its skeleton.
    expect(about.path).toBe('/about');
    expect(about.html).toContain('Our mission');
    expect(about.html).not.toContain('ui-skeleton');
  });

  it('refuses a page with path parameters and a name that is not a route', async () => {
    const withParams = defineDocuments({ name: 'marketing', routes, pages: {}, documents: { movie: null } });
    await expect(withParams.render(options)).rejects.toThrow('only fixed paths are pre-rendered');
    const unknown = defineDocuments({ name: 'marketing', routes, pages: {}, documents: { summer: null } });
    await expect(unknown.render(options)).rejects.toThrow('"summer", which is not one of its routes');
  });

  it('renders a page whose path parameters are all optional at its path without them', async () => {
    const documents = defineDocuments({ name: 'marketing', routes, pages: { login: () => <PageFrame>Log in here</PageFrame> }, documents: { login: null } });
    const [login] = await documents.render(options);
    expect(login.path).toBe('/login');
    expect(login.html).toContain('Log in here');
  });

  it("renders members' pages apart, marked as such, in files of their own (docs/decisions/0144)", async () => {
    const loader = jest.fn(async () => ({ plans: ['Featured'] }));
    const documents = defineDocuments({
      name: 'marketing',
      routes,
      pages: { landing: Landing, about: () => <PageFrame>Our mission</PageFrame> },
      documents: { about: null },
      memberDocuments: { landing: loader },
    });
    const [about, landing] = await documents.render(options);
    expect(about).toEqual(expect.objectContaining({ path: '/about', file: 'about.html' }));
    expect(about.member).toBeUndefined();
    expect(landing).toEqual(expect.objectContaining({ path: '/', file: 'member-landing.html', member: true }));
    expect(landing.html).toContain('<li>Featured</li>');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('names the files after the routes', () => {
    expect(documentFile('californiaPrivacy')).toBe('california-privacy.html');
  });
});

describe("a member's page rendered per request (docs/decisions/0159)", () => {
  const parker = buildProfile({ id: 7, name: 'Parker' });
  const member = buildUser({ first_name: 'Pat', profiles: [parker, buildProfile({ id: 8, name: 'Riley' })] });
  function Movie() {
    const data = usePrerenderedData<{ title: string }>();
    const session = useSession();
    const profile = useActiveProfile();
    // A query the page starts renders as it loads; it leaves nothing in the client after the render.
    siftQueryClient.getQueryCache().build(siftQueryClient, { queryKey: ['api', 'rendered'] });
    return (
      <PageFrame>
        <h1>{data?.title}</h1>
        <p>{session.status === 'signed-in' ? `For ${session.user.first_name} as ${profile?.name}` : 'No one'}</p>
        <a href={href('about')}>About</a>
      </PageFrame>
    );
  }
  const documents = defineDocuments({
    name: 'discovery',
    routes,
    pages: { movie: lazyPage(async () => ({ default: Movie })) },
    documents: {},
    requestDocuments: { movie: ({ answer, params }) => (answer('content/v2/works/:slug/') === undefined ? null : { title: `${params.slug}: ${String(answer('content/v2/works/:slug/'))}` }) },
  });
  const registry = { remotes: { discovery: { routes: routes.routes.map((def) => (def.name === 'about' ? { ...def, path: '/about-us' } : def)), redirects: [] } } };
  const request = {
    route: 'movie',
    path: '/movie/harbor-lights',
    answers: { 'content/v2/works/:slug/': 'Harbor Lights' },
    session: member,
    profileId: 7,
    buildId: 'd9',
    registry,
    stylesheets: ['http://cdn.test/d9/start.css'],
  };

  it("renders the route's page for the member and profile from its first answers, with the live routes, and leaves nothing behind", async () => {
    const html = await documents.renderRequest(request);
    const [head, body] = html!.split(PRERENDERED_DOCUMENT.bodyMarker);
    expect(head).toContain('<title>Movie | Sift</title>');
    expect(head).toContain('<link rel="stylesheet" href="http://cdn.test/d9/start.css">');
    expect(body).toContain('<h1>harbor-lights: Harbor Lights</h1>');
    expect(body).toContain('For Pat as Parker');
    expect(body).toContain('data-remote="discovery" data-build="d9"');
    // Links go where the live registry says.
    expect(body).toContain('href="/about-us"');
    expect(body).toContain(`${PRERENDERED_DOCUMENT.dataAttribute}>{"title":"harbor-lights: Harbor Lights"}</script>`);
    // The next request starts from nothing: no member, no profile, no answers.
    expect(siftStore.get(sessionAtom)).toEqual({ status: 'loading' });
    expect(siftStore.get(activeProfileAtom)).toBeNull();
    expect(siftQueryClient.getQueryCache().getAll()).toEqual([]);
    // Another member's request, another profile.
    const riley = await documents.renderRequest({ ...request, profileId: 8, session: buildUser({ first_name: 'Sam', profiles: [buildProfile({ id: 8, name: 'Riley' })] }) });
    expect(riley).toContain('For Sam as Riley');
  });

  it('renders one request at a time, each with its own member', async () => {
    const pages = await Promise.all([
      documents.renderRequest(request),
      documents.renderRequest({ ...request, path: '/movie/crooked-river', profileId: 8, session: buildUser({ first_name: 'Sam', profiles: [buildProfile({ id: 8, name: 'Riley' })] }) }),
    ]);
    expect(pages[0]).toContain('For Pat as Parker');
    expect(pages[0]).toContain('harbor-lights: Harbor Lights');
    expect(pages[1]).toContain('For Sam as Riley');
    expect(pages[1]).toContain('crooked-river: Harbor Lights');
  });

  it("makes nothing of a page that needs a profile for a member who has not chosen one of theirs", async () => {
    const needsProfile = defineDocuments({
      name: 'discovery',
      routes: { routes: [route('movie', '/movie/:slug', 'Movie', routeKinds.browsing)], redirects: [] },
      pages: { movie: Movie },
      documents: {},
      requestDocuments: { movie: () => ({ title: 'Harbor Lights' }) },
    });
    expect(await needsProfile.renderRequest(request)).toContain('For Pat as Parker');
    expect(await needsProfile.renderRequest({ ...request, profileId: null })).toBeNull();
    expect(await needsProfile.renderRequest({ ...request, profileId: 99 })).toBeNull();
  });

  it('makes nothing without a session, for another path or route, or when the answers do not make the page', async () => {
    expect(await documents.renderRequest({ ...request, session: { detail: 'Invalid token.' } })).toBeNull();
    expect(await documents.renderRequest({ ...request, path: '/about' })).toBeNull();
    expect(await documents.renderRequest({ ...request, route: 'about', path: '/about' })).toBeNull();
    expect(await documents.renderRequest({ ...request, answers: {} })).toBeNull();
  });

  it('throws when the page cannot be rendered, and the next request renders', async () => {
    function Broken(): never {
      throw new Error('window is not defined');
    }
    const broken = defineDocuments({ name: 'discovery', routes, pages: { movie: Broken }, documents: {}, requestDocuments: { movie: () => ({}) } });
    await expect(broken.renderRequest(request)).rejects.toThrow('window is not defined');
    expect(siftStore.get(sessionAtom)).toEqual({ status: 'loading' });
    expect(await documents.renderRequest(request)).toContain('For Pat as Parker');
  });
});

describe('a page that fails while rendering', () => {
  it('fails its release instead of being published with a hole', async () => {
    function Broken(): never {
      throw new Error('localStorage is not defined');
    }
    const documents = defineDocuments({ name: 'marketing', routes, pages: { landing: Broken }, documents: { landing: null } });
    await expect(documents.render(options)).rejects.toThrow('/ could not be rendered: localStorage is not defined');
  });
});
