import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { Pages } from '@sift/mount';
import { PageFrame, PageSkeleton } from '@sift/ui';

/**
 * Each page is its own chunk, loaded when its route is first visited: the search widget loads with this remote's
 * entry on every page, and must not pull the pages in with it (docs/decisions/0025).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>, variant: 'posters' | 'text' = 'posters'): ComponentType {
  const Page = lazy(load);
  function LazyPage() {
    return createElement(
      Suspense,
      { fallback: createElement(PageFrame, null, createElement(PageSkeleton, { variant, label: 'Loading the page' })) },
      createElement(Page),
    );
  }
  return LazyPage;
}

const browse = lazyPage(() => import('./pages/browse.page').then((m) => ({ default: m.BrowsePage })));
const discover = lazyPage(() => import('./pages/discover.page').then((m) => ({ default: m.DiscoverPage })));
const watchlist = lazyPage(() => import('./pages/watchlist.page').then((m) => ({ default: m.WatchlistPage })));
const movie = lazyPage(() => import('./pages/movie.page').then((m) => ({ default: m.MoviePage })), 'text');
const show = lazyPage(() => import('./pages/show.page').then((m) => ({ default: m.ShowPage })), 'text');

/** The page of each route in routes.ts. */
export const pages: Pages = {
  discover,
  browse,
  browseMovies: browse,
  browseShows: browse,
  browseRecommendedTv: browse,
  movie,
  show,
  showSeason: show,
  showEpisode: show,
  watchlist,
};
