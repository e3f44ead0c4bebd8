import { href, setSiteRoutes, siteRoutes } from './site-routes';

describe('href', () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
    jest.restoreAllMocks();
  });

  it('writes the path of a route the site serves', () => {
    expect(href('movie', { slug: 'harbor-lights' })).toBe('/movie/harbor-lights');
    expect(href('login', undefined, { next: '/account' })).toBe('/login?next=%2Faccount');
  });

  it('takes only route names the site has: a misspelt one fails the type check', () => {
    // @ts-expect-error 'jbos' is not a RouteName
    expect(() => href('jbos')).toThrow('Unknown route name: jbos');
    // @ts-expect-error a path is not a route name either
    expect(() => href('/jobs')).toThrow('Unknown route name: /jobs');
  });

  it('throws on a name the live table lacks outside production, so tests and development show the mistake', () => {
    const before = siteRoutes().routes;
    setSiteRoutes(before.filter((r) => r.name !== 'jobs'));
    try {
      expect(() => href('jobs')).toThrow('Unknown route name: jobs');
    } finally {
      setSiteRoutes(before);
    }
  });

  it('in production, logs a name the live site does not serve and links to the landing page instead of throwing', () => {
    const before = siteRoutes().routes;
    setSiteRoutes(before.filter((r) => r.name !== 'jobs'));
    process.env.NODE_ENV = 'production';
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(href('jobs')).toBe('/');
      expect(href('jobs')).toBe('/');
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('A link to route "jobs" could not be made (Unknown route name: jobs)'));
      // A missing parameter is contained the same way.
      expect(href('movie')).toBe('/');
      expect(error).toHaveBeenLastCalledWith(expect.stringContaining('Missing route parameter slug'));
      expect(href('about')).toBe('/about');
    } finally {
      setSiteRoutes(before);
    }
  });
});
