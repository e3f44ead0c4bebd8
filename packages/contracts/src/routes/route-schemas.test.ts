import { route, routeKinds } from './route-def';
import { paramNames, remoteRoutesSchema } from './route-schemas';

const released = (firstAnswers: string[], path = '/movie/:slug') =>
  remoteRoutesSchema.safeParse({ routes: [route('movie', path, 'Movie', { ...routeKinds.browsing, firstAnswers })], redirects: [] });

describe("a route's first answers (docs/decisions/0154)", () => {
  it('are API paths relative to the root, ending with a slash, with params of the route and a fixed query', () => {
    expect(released(['content/v2/works/:slug/']).success).toBe(true);
    expect(released(['watchlist/?limit=100'], '/watchlist').success).toBe(true);
    expect(released(['content/v2/works/?limit=100&offset=0&view=poster', 'categories/'], '/discover').success).toBe(true);
    // Kept through the release's parse: the shell's server reads them from the registry.
    expect(released(['content/v2/works/:slug/']).data?.routes[0].firstAnswers).toEqual(['content/v2/works/:slug/']);
  });

  it.each([
    ['an absolute URL', 'http://evil.test/x/'],
    ['a leading slash', '/content/v2/works/:slug/'],
    ['no trailing slash', 'content/v2/works/:slug'],
    ['a path that climbs', 'content/../users/'],
    ['a param the route does not have', 'content/v2/works/:id/'],
    ['a space', 'content/v2/works/:slug/?q=a b'],
  ])('refuse %s', (_, call) => {
    expect(released([call]).success).toBe(false);
  });

  it("refuse a param the route's path may lack, and more than four calls", () => {
    expect(released(['seasons/:season/'], '/show/:slug/season/:season?').success).toBe(false);
    expect(released(['a/', 'b/', 'c/', 'd/', 'e/']).success).toBe(false);
  });

  it('read their first image from one of them, by a dotted path', () => {
    const withImage = (answer: string, field: string) =>
      remoteRoutesSchema.safeParse({ routes: [route('movie', '/movie/:slug', 'Movie', { firstAnswers: ['content/v2/works/:slug/'], firstImage: { answer, field } })], redirects: [] });
    expect(withImage('content/v2/works/:slug/', 'backdrop_url').success).toBe(true);
    expect(withImage('content/v2/works/:slug/', 'results.0.poster_url').success).toBe(true);
    expect(withImage('watchlist/', 'backdrop_url').success).toBe(false);
    expect(withImage('content/v2/works/:slug/', 'a[0]').success).toBe(false);
  });

  it('are what a page rendered per request is rendered from: such a page names at least one (docs/decisions/0159)', () => {
    const rendered = (firstAnswers?: string[]) =>
      remoteRoutesSchema.safeParse({ routes: [route('movie', '/movie/:slug', 'Movie', { ...(firstAnswers && { firstAnswers }), renderedPerRequest: true })], redirects: [] });
    expect(rendered(['content/v2/works/:slug/']).success).toBe(true);
    expect(rendered(['content/v2/works/:slug/']).data?.routes[0].renderedPerRequest).toBe(true);
    expect(rendered([]).success).toBe(false);
    expect(rendered().success).toBe(false);
  });

  it('paramNames reads the required params of a route path and of an API path, not its query', () => {
    expect(paramNames('/show/:slug/season/:season_number?')).toEqual(['slug']);
    expect(paramNames('content/v2/works/:slug/seasons/:n/?x=:y')).toEqual(['slug', 'n']);
  });
});
