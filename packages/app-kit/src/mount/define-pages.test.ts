import { routesOwnedBy } from '@sift/contracts';
import { definePages } from './define-pages';

const Page = () => null;

describe('definePages', () => {
  it('accepts exactly the routes the table gives the remote', () => {
    const pages = Object.fromEntries(routesOwnedBy('player').map((r) => [r.name, Page]));
    expect(definePages('player', pages)).toBe(pages);
  });

  it('names the missing and the foreign routes', () => {
    const pages = Object.fromEntries(routesOwnedBy('player').map((r) => [r.name, Page]));
    delete pages.theater;
    expect(() => definePages('player', { ...pages, account: Page })).toThrow(/Missing: theater; not owned: account/);
  });
});
