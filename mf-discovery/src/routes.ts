/** What mf-discovery serves (001 §2): browsing, discover, title pages and the watchlist. */
import { defineRemoteRoutes, route, routeKinds } from '@sift/contracts';

const { browsing, privatePage } = routeKinds;

export default defineRemoteRoutes({
  routes: [
    route('discover', '/discover', 'Discover', browsing),
    route('browse', '/browse', 'Browse', browsing),
    route('browseMovies', '/browse/movies', 'Movies', browsing),
    route('browseShows', '/browse/shows', 'Shows', browsing),
    route('browseRecommendedTv', '/browse/recommended-tv', 'Recommended shows', browsing),
    route('movie', '/movie/:slug', 'Movie', browsing),
    route('show', '/show/:slug', 'Show', browsing),
    route('showSeason', '/show/:slug/season/:season_number', 'Show', browsing),
    route('showEpisode', '/show/:slug/season/:season_number/episode/:episode_number', 'Show', browsing),
    route('watchlist', '/watchlist', 'My Watchlist', privatePage),
  ],
  redirects: [
    // "A route exists that redirects to /discover?catalogs=15" (001 §2; docs/decisions/0003).
    { from: '/peacock', to: '/discover', query: { catalogs: '15' } },
    { from: '/my-library', to: '/watchlist' },
    { from: '/browse/watchlist', to: '/watchlist' },
  ],
  // The navbar's search panel (001 §2), mounted by the shell for members (docs/decisions/0025).
  widgets: [{ slot: 'navbar-search', name: 'search' }],
});
