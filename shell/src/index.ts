// The site's stylesheet is in the entry, so the production build links it from index.html: a pre-rendered page is
// styled before any script runs (docs/decisions/0023, 0031).
import '@sift/ui/styles.css';
import { whenToStart, yieldToBrowser } from './document/start-on-intent';

// An async boundary so Module Federation can settle the shared singletons before any of them runs; behind a
// pre-rendered page, the app starts when the visitor reaches for it (docs/decisions/0060). react-dom is evaluated
// first, in a task of its own: with the shell's modules it was one task of 135-200 ms on a phone (issue 19).
void whenToStart()
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import('./bootstrap'));
