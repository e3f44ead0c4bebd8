import type { ComponentType } from 'react';
import { route } from '@sift/contracts';
import { lazyPage } from './lazy-page';
import { preloadPagesOnIntent } from './preload-on-intent';

const routes = { routes: [route('browse', '/browse', 'Browse'), route('movie', '/movie/:slug', 'Movie'), route('show', '/show/:slug', 'Show')], redirects: [] };
const Page: ComponentType = () => null;

function remote() {
  const loads = { movie: jest.fn(() => Promise.resolve(Page)), show: jest.fn(() => Promise.resolve(Page)) };
  const pages = { browse: Page, movie: lazyPage(loads.movie), show: lazyPage(loads.show) };
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  return { loads, pages, root };
}

const link = (root: HTMLElement, href: string) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.append(document.createElement('img'));
  root.append(anchor);
  return anchor;
};

describe("a remote's own pages load ahead of the press (issue 19)", () => {
  it("loads a linked page's code when its link is pointed at, touched or focused, once", () => {
    const { loads, pages, root } = remote();
    const stop = preloadPagesOnIntent(root, routes, pages);
    const poster = link(root, '/movie/harbor-lights?category=drama');
    expect(loads.movie).not.toHaveBeenCalled();
    poster.firstElementChild!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    poster.dispatchEvent(new Event('pointerover', { bubbles: true }));
    poster.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loads.movie).toHaveBeenCalledTimes(1);
    expect(loads.show).not.toHaveBeenCalled();
    stop();
    link(root, '/show/night-shift').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads.show).not.toHaveBeenCalled();
  });

  it("leaves links to other sites and other remotes' paths alone, and links outside the root", () => {
    const { loads, pages, root } = remote();
    preloadPagesOnIntent(root, routes, pages);
    link(root, 'https://elsewhere.example/movie/harbor-lights').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link(root, '/account').dispatchEvent(new Event('pointerover', { bubbles: true }));
    const outside = document.createElement('a');
    outside.href = '/show/night-shift';
    document.body.append(outside);
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads.movie).not.toHaveBeenCalled();
    expect(loads.show).not.toHaveBeenCalled();
  });

  it('a load that failed is tried again on the next intent', async () => {
    const { pages, root } = remote();
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    preloadPagesOnIntent(root, routes, { ...pages, movie: lazyPage(load) });
    const poster = link(root, '/movie/harbor-lights');
    poster.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    poster.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
