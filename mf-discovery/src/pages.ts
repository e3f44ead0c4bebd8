import { lazyPage, type Pages } from '@sift/mount';

/**
 * Each page is its own chunk, loaded when its route is first visited: the search widget loads with this remote's
 * entry on every page, and must not pull the pages in with it (docs/decisions/0025). @sift/mount's lazyPage lets the
 * mount load the first page before it renders (decision 0032), so a member's first /browse shows the page's own
 * placeholders at once, never a generic skeleton that the page then replaces (issue 19).
 */
const browse = lazyPage(() => import('./pages/browse.page').then((m) => m.BrowsePage));
const discover = lazyPage(() => import('./pages/discover.page').then((m) => m.DiscoverPage));
const watchlist = lazyPage(() => import('./pages/watchlist.page').then((m) => m.WatchlistPage));
const movie = lazyPage(() => import('./pages/movie.page').then((m) => m.MoviePage));
const show = lazyPage(() => import('./pages/show.page').then((m) => m.ShowPage));

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
