import type { Pages } from '@sift/mount';
import { PageFrame } from '@sift/ui';

/** The page of each route in routes.ts; a route whose feature is not built yet shows its titled frame. */
export const pages: Pages = {
  discover: PageFrame,
  browse: PageFrame,
  browseMovies: PageFrame,
  browseShows: PageFrame,
  browseRecommendedTv: PageFrame,
  movie: PageFrame,
  show: PageFrame,
  showSeason: PageFrame,
  showEpisode: PageFrame,
  watchlist: PageFrame,
};
