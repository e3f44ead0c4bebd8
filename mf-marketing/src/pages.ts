import type { Pages } from '@sift/mount';
import { PageFrame } from '@sift/ui';

/** The page of each route in routes.ts; a route whose feature is not built yet shows its titled frame. */
export const pages: Pages = {
  landing: PageFrame,
  freeMovies: PageFrame,
  firstEpisodeFree: PageFrame,
  movieguide: PageFrame,
  affiliateSignup: PageFrame,
  getStarted: PageFrame,
  google: PageFrame,
  about: PageFrame,
  terms: PageFrame,
  privacy: PageFrame,
  californiaPrivacy: PageFrame,
  jobs: PageFrame,
};
