import { lazyPage, type Pages } from '@sift/mount';
import { prefetchDiscover } from './features/discover/discover-data';
import { prefetchWork } from './features/title/use-work';
import { prefetchWatchlist } from './features/watchlist/watchlist-data';

/**
 * Each page is its own chunk, loaded when its route is first visited: the search widget loads with this remote's
 * entry on every page, and must not pull the pages in with it (docs/decisions/0025). @sift/mount's lazyPage lets the
 * mount load the first page before it renders (decision 0032), so a member's first /browse shows the page's own
 * placeholders at once, never a generic skeleton that the page then replaces (issue 19). A page whose first answers
 * depend only on its address asks for them as soon as its code is asked for (`prefetch`, decision 0152): on a
 * member's first page, when this remote's start runs, beside the page's code instead of after it.
 */
const browse = lazyPage(() => import('./pages/browse.page').then((m) => m.BrowsePage));
const discover = lazyPage(() => import('./pages/discover.page').then((m) => m.DiscoverPage), { prefetch: prefetchDiscover });
const watchlist = lazyPage(() => import('./pages/watchlist.page').then((m) => m.WatchlistPage), { prefetch: prefetchWatchlist });
const movie = lazyPage(() => import('./pages/movie.page').then((m) => m.MoviePage), { prefetch: ({ slug }) => prefetchWork(slug) });
const show = lazyPage(() => import('./pages/show.page').then((m) => m.ShowPage), { prefetch: ({ slug }) => prefetchWork(slug) });

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
