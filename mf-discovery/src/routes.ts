/** What mf-discovery serves (001 §2): browsing, discover, title pages and the watchlist. */
import { defineRemoteRoutes, route, routeKinds } from '@sift/contracts';

const { browsing, privatePage } = routeKinds;

/**
 * The API calls a page makes first, which the shell's server asks with a member's session and puts into the document
 * (docs/decisions/0154). Each must be the very URL the page's own call asks (first-answers.test.tsx checks it).
 */
export const TITLE_ANSWER = 'content/v2/works/:slug/';
/**
 * A title page's largest element is its backdrop (title-header.tsx). The shell's server renders the page for the
 * member from the title's answer (documents.ts, docs/decisions/0159), so the backdrop is in the document's HTML.
 */
const TITLE_FIRST = {
  firstAnswers: [TITLE_ANSWER],
  firstImage: { answer: TITLE_ANSWER, field: 'backdrop_url' },
  renderedPerRequest: true as const,
};
// The grid shows nothing until the profile's hidden works are known (profile-lists.ts): they come with the document too.
export const DISCOVER_ANSWERS = {
  parameters: 'content/v2/work-parameters/',
  categories: 'categories/',
  works: 'content/v2/works/?limit=100&offset=0&view=poster',
  hidden: 'hidden-works/',
} as const;
export const WATCHLIST_ANSWER = 'watchlist/?limit=100';

export default defineRemoteRoutes({
  routes: [
    // The grid's first posters are the page's largest element: the shell's server renders it for the member (0160).
    route('discover', '/discover', 'Discover', { ...browsing, firstAnswers: Object.values(DISCOVER_ANSWERS), renderedPerRequest: true }),
    route('browse', '/browse', 'Browse', browsing),
    route('browseMovies', '/browse/movies', 'Movies', browsing),
    route('browseShows', '/browse/shows', 'Shows', browsing),
    route('browseRecommendedTv', '/browse/recommended-tv', 'Recommended shows', browsing),
    route('movie', '/movie/:slug', 'Movie', { ...browsing, ...TITLE_FIRST }),
    route('show', '/show/:slug', 'Show', { ...browsing, ...TITLE_FIRST }),
    route('showSeason', '/show/:slug/season/:season_number', 'Show', { ...browsing, ...TITLE_FIRST }),
    route('showEpisode', '/show/:slug/season/:season_number/episode/:episode_number', 'Show', { ...browsing, ...TITLE_FIRST }),
    route('watchlist', '/watchlist', 'My Watchlist', { ...privatePage, firstAnswers: [WATCHLIST_ANSWER], renderedPerRequest: true }),
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
