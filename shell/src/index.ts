// The site's stylesheet is in the entry, so the production build links it from index.html: a pre-rendered page is
// styled before any script runs (docs/decisions/0023, 0031).
import '@sift/ui/styles.css';
import { requestSessionEarly } from './document/early-session';
import { whenToStart, yieldToBrowser } from './document/start-on-intent';

// A member's session is asked for now, while the app's code downloads (issue 19).
requestSessionEarly(__SIFT_BUILD_ID__);

// An async boundary so Module Federation can settle the shared singletons before any of them runs; behind a
// pre-rendered page, the app starts when the visitor reaches for it (docs/decisions/0060). react-dom is evaluated
// first, in a task of its own: with the shell's modules it was one task of 135-200 ms on a phone (0151). The
// bootstrap's code (and the shared packages it uses) downloads beside react-dom's, and runs after it: asked for after
// react-dom had run, it was one more round trip before a member's page (decision 0152).
void whenToStart()
  .then(() => {
    require.ensure(['./bootstrap'], () => undefined, () => undefined, 'bootstrap');
    return import('react-dom/client');
  })
  .then(yieldToBrowser)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
