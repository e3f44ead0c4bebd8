import { definePages, PageFrame } from '@sift/app-kit';

/** Every route the route table gives this remote, and its page. */
export const pages = definePages('discovery', {
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
});
