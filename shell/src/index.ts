// The site's stylesheet is in the entry, so the production build links it from index.html: a pre-rendered page is
// styled before any script runs (docs/decisions/0023, 0031).
import '@sift/ui/styles.css';
import { requestSessionEarly } from './document/early-session';
import { whenToStart, yieldToBrowser } from './document/start-on-intent';

// A member's session is asked for now, while the app's code downloads (issue 19).
requestSessionEarly(__SIFT_BUILD_ID__);

// An async boundary so Module Federation can settle the shared singletons before any of them runs; behind a
// pre-rendered page, the app starts when the visitor reaches for it (docs/decisions/0060). react-dom is evaluated
// first, in a task of its own: with the shell's modules it was one task of 135-200 ms on a phone (0151); so are the
// router and zod, the next largest shared packages, which with the bootstrap's modules were one task of 80-110 ms
// (0161). A member's document preloads the bootstrap's files (start-files.json: 0153), so they download beside the
// entry; asking for the bootstrap here instead settled all its shared packages in this first task (about 100 ms more
// of a phone's).
void whenToStart()
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import('react-router'))
  .then(yieldToBrowser)
  .then(() => import('zod/mini'))
  .then(yieldToBrowser)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
