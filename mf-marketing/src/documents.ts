/**
 * The pages this remote pre-renders when it is released, each with what it needs loaded at that moment
 * (docs/decisions/0023-prerendered-pages.md). Runs in Node, in the release tool; never part of the browser bundle.
 */
import { createVisitorApiClient } from '@sift/api-client';
import { defineDocuments, type DocumentContext } from '@sift/mount/documents';
import type { Section } from './features/landing-data/landing-data';
import { loadLandingData } from './features/landing-data/landing-data';
import { LANDING_DATA } from './pages/landing.page';
import { FREE_MOVIES_DATA } from './pages/free-movies.page';
import { FIRST_EPISODE_FREE_DATA } from './pages/first-episode-free.page';
import { PARTNER_DATA } from './pages/partner-page';
import { GET_STARTED_DATA } from './pages/get-started.page';
import { GOOGLE_DATA } from './pages/google.page';
import routes from './routes';
import { pages } from './pages';

/** The API as the release sees it: a visitor's view, public answers only. */
const releaseApi = (context: DocumentContext) => createVisitorApiClient({ prefixUrl: context.apiUrl, appVersion: context.buildId });

const landingData = (sections: readonly Section[]) => (context: DocumentContext) =>
  loadLandingData(releaseApi(context), { sections, promoCode: context.route.promoCode ?? null });

export default defineDocuments({
  name: 'marketing',
  routes,
  pages,
  documents: {
    landing: landingData(LANDING_DATA),
    freeMovies: landingData(FREE_MOVIES_DATA),
    firstEpisodeFree: landingData(FIRST_EPISODE_FREE_DATA),
    movieguide: landingData(PARTNER_DATA),
    affiliateSignup: landingData(PARTNER_DATA),
    getStarted: landingData(GET_STARTED_DATA),
    google: landingData(GOOGLE_DATA),
    about: null,
    terms: null,
    privacy: null,
    californiaPrivacy: null,
    jobs: null,
  },
});
