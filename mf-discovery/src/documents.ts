/**
 * The pages this remote pre-renders when it is released (docs/decisions/0023, 0144). Runs in Node, in the release
 * tool; never part of the browser bundle. Browsing is a member's daily page: its hero (the same for every viewer, a
 * public answer) is rendered with the release, the rest of the page as it looks while the member's own data loads,
 * so a member's phone paints the hero from the HTML instead of after the app, its data and the image (issue 19).
 */
import { createVisitorApiClient } from '@sift/api-client';
import { defineDocuments, type DocumentContext } from '@sift/mount/documents';
import type { BrowsePageData } from './features/browse/hero-carousel';
import routes from './routes';
import { pages } from './pages';

/** The API as the release sees it: a visitor's view, public answers only. */
const releaseApi = (context: DocumentContext) => createVisitorApiClient({ prefixUrl: context.apiUrl, appVersion: context.buildId });

const browseData =
  (mediaType?: 'movie' | 'show') =>
  async (context: DocumentContext): Promise<BrowsePageData> => ({ hero: await releaseApi(context).discovery.hero(mediaType) });

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
});
