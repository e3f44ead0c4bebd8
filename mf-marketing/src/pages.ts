import { definePages, PageFrame } from '@sift/app-kit';

/** Every route the route table gives this remote, and its page. */
export const pages = definePages('marketing', {
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
});
