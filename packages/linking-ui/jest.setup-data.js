// The linking screens are a member's: a member is signed in (their answers are kept under the account's id), and
// every test starts with no answer kept in the site's one query client (a test file shares one client). Test set-up
// only: the package itself reads the account through @sift/data, never the session.
const { forgetAllData, sessionAtom, siftStore } = require('@sift/app-kit');

beforeEach(() => {
  siftStore.set(sessionAtom, { status: 'signed-in', user: { id: 1, profiles: [] }, token: 't', impersonating: false });
});
afterEach(() => forgetAllData());
