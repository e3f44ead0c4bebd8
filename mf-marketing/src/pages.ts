import { lazyPage, type Pages } from '@sift/mount';
import { LandingPage } from './pages/landing.page';

/**
 * The page of each route in routes.ts. The landing page is in the remote's first chunk; the others load when they are
 * first shown (a visitor at / downloads none of their code), and before the first render when a visit starts there.
 */
export const pages: Pages = {
  landing: LandingPage,
  freeMovies: lazyPage(() => import('./pages/free-movies.page').then((m) => m.FreeMoviesPage)),
  firstEpisodeFree: lazyPage(() => import('./pages/first-episode-free.page').then((m) => m.FirstEpisodeFreePage)),
  movieguide: lazyPage(() => import('./pages/movieguide.page').then((m) => m.MovieguidePage)),
  affiliateSignup: lazyPage(() => import('./pages/affiliate-signup.page').then((m) => m.AffiliateSignupPage)),
  getStarted: lazyPage(() => import('./pages/get-started.page').then((m) => m.GetStartedPage)),
  google: lazyPage(() => import('./pages/google.page').then((m) => m.GooglePage)),
  about: lazyPage(() => import('./pages/about.page').then((m) => m.AboutPage)),
  terms: lazyPage(() => import('./pages/terms.page').then((m) => m.TermsPage)),
  privacy: lazyPage(() => import('./pages/privacy.page').then((m) => m.PrivacyPage)),
  californiaPrivacy: lazyPage(() => import('./pages/california-privacy.page').then((m) => m.CaliforniaPrivacyPage)),
  jobs: lazyPage(() => import('./pages/jobs.page').then((m) => m.JobsPage)),
};
