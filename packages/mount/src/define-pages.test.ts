import { route } from '@sift/contracts';
import { pagesMismatch } from './define-pages';

const Page = () => null;
const routes = { routes: [route('watchlist', '/watchlist', 'Watchlist'), route('browse', '/browse', 'Browse')], redirects: [] };

describe('pagesMismatch', () => {
  it('finds nothing when every route has a page', () => {
    expect(pagesMismatch(routes, { watchlist: Page, browse: Page })).toEqual({ missing: [], extra: [] });
  });

  it('names the routes without a page and the pages without a route', () => {
    expect(pagesMismatch(routes, { watchlist: Page, account: Page })).toEqual({ missing: ['browse'], extra: ['account'] });
  });
});
