/**
 * The pages this remote pre-renders when it is released (docs/decisions/0023): /login, the door every member comes
 * back through, so it paints from the HTML on a phone. What a visitor types before the app takes the page over is
 * carried into the app's form (docs/decisions/0137). Runs in Node, in the release tool; never part of the browser
 * bundle.
 */
import { defineDocuments } from '@sift/mount/documents';
import routes from './routes';
import { pages } from './pages';

export default defineDocuments({
  name: 'membership',
  routes,
  pages,
  documents: { login: null },
});
