/**
 * @jest-environment node
 */
import { PRERENDERED_DOCUMENT, route, routeKinds, SHELL_ROUTES } from '@sift/contracts';
import { href } from '@sift/app-kit';
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

describe('a page that fails while rendering', () => {
  it('fails its release instead of being published with a hole', async () => {
    function Broken(): never {
      throw new Error('localStorage is not defined');
    }
    const documents = defineDocuments({ name: 'marketing', routes, pages: { landing: Broken }, documents: { landing: null } });
    await expect(documents.render(options)).rejects.toThrow('/ could not be rendered: localStorage is not defined');
  });
});
