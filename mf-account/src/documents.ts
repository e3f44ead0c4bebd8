/**
 * The pages this remote pre-renders when it is released (docs/decisions/0023, 0144, 0146). Runs in Node, in the
 * release tool; never part of the browser bundle. /account is pre-rendered for members as it looks while its answers
 * load: every section in its place with its heading, so a member's phone paints the page from the HTML instead of
 * after the app and three answers (issue 19). It needs no data: nothing on it is the same for every member.
 */
import { defineDocuments } from '@sift/mount/documents';
import routes from './routes';
import { pages } from './pages';

export default defineDocuments({
  name: 'account',
  routes,
  pages,
  documents: {},
  memberDocuments: { account: null },
});
