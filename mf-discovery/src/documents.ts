/**
 * The pages this remote pre-renders when it is released (docs/decisions/0023, 0144), and those the shell's server
 * renders per request with this release's renderer (0159). Runs in Node, in the release tool and in the renderer
 * bundle (`dist/renderer/`); never part of the browser bundle. Browsing is a member's daily page: its hero (the same for every viewer, a
 * public answer) is rendered with the release, the rest of the page as it looks while the member's own data loads,
 * so a member's phone paints the hero from the HTML instead of after the app, its data and the image (issue 19).
 */
import { categoryList, createVisitorApiClient, hiddenWorkList, posterPage, workPage } from '@sift/api-client';
import { work, workParameters } from '@sift/contracts';
import { defineDocuments, type DocumentContext, type RequestContext } from '@sift/mount/documents';
import type { BrowsePageData } from './features/browse/hero-carousel';
import type { DiscoverPageData } from './features/discover/discover-page-data';
import type { TitlePageData } from './features/title/use-work';
import type { WatchlistPageData } from './features/watchlist/watchlist-data';
import routes, { DISCOVER_ANSWERS, TITLE_ANSWER, WATCHLIST_ANSWER } from './routes';
import { pages } from './pages';

/** The API as the release sees it: a visitor's view, public answers only. */
const releaseApi = (context: DocumentContext) => createVisitorApiClient({ prefixUrl: context.apiUrl, appVersion: context.buildId });

const browseData =
  (mediaType?: 'movie' | 'show') =>
  async (context: DocumentContext): Promise<BrowsePageData> => ({ hero: await releaseApi(context).discovery.hero(mediaType) });

/**
 * A title page for the member: the title's answer for their profile (the route's first answer) checked as the page's
 * own call checks it; without it the app renders the page as before.
 */
function titleData({ answer, params }: RequestContext): TitlePageData | null {
  const parsed = work.safeParse(answer(TITLE_ANSWER));
  return parsed.success && parsed.data.slug === params.slug ? { work: parsed.data } : null;
}

/**
 * /discover for the member, without filters (a query's own grid is the app's): the filter bar's parameters and
 * categories, the first batch of works and the profile's hidden works (the route's first answers), each checked by
 * the schema the page's own call checks it with; without any of them the app renders the page as before.
 */
function discoverData({ answer, search }: RequestContext): DiscoverPageData | null {
  if (search !== '') return null;
  try {
    return {
      parameters: workParameters.parse(answer(DISCOVER_ANSWERS.parameters)),
      categories: categoryList.parse(answer(DISCOVER_ANSWERS.categories)),
      works: posterPage.parse(answer(DISCOVER_ANSWERS.works)).results,
      hidden: hiddenWorkList.parse(answer(DISCOVER_ANSWERS.hidden)),
    };
  } catch {
    return null;
  }
}

/** /watchlist for the member: its first page for their profile (the route's first answer), checked as the page's call checks it. */
function watchlistData({ answer }: RequestContext): WatchlistPageData | null {
  try {
    return { firstPage: workPage.parse(answer(WATCHLIST_ANSWER)) };
  } catch {
    return null;
  }
}

/** The pages the shell's server renders per request (their routes say `renderedPerRequest`), and their data. */
export const requestDocuments = { discover: discoverData, movie: titleData, show: titleData, showSeason: titleData, showEpisode: titleData, watchlist: watchlistData };

export default defineDocuments({
  name: 'discovery',
  routes,
  pages,
  documents: {},
  memberDocuments: {
    browse: browseData(),
    browseMovies: browseData('movie'),
    browseShows: browseData('show'),
    browseRecommendedTv: browseData('show'),
  },
  requestDocuments,
});
