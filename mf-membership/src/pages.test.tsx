import { STORAGE_KEYS } from '@sift/contracts';
import { buildUser } from '@sift/contracts/testing';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { describeRemote } from '@sift/mount/testing';
import routes from './routes';
import { pages } from './pages';
import { setPendingSignup } from './features/signup/pending-signup';

// Every call stays pending: each page renders its frame and its loading state, as on a slow network.
jest.mock('./api', () => {
  const pending = () => new Promise(() => undefined);
  const resource = new Proxy({}, { get: () => pending });
  const client = new Proxy({}, { get: (_t, key) => (key === 'session' ? { browserId: () => 'b', sessionId: () => 's' } : resource) });
  return { api: () => client };
});

describeRemote('membership', routes, pages, {
  // The callback stays on its page only with the state the sign-in stored; the code step only after a sign-up.
  search: { oauth: '?state=s1&code=c1' },
  before: {
    oauth: () => sessionStorage.setItem(STORAGE_KEYS.socialLogin, JSON.stringify({ provider: 'google', state: 's1', redirect: null })),
    membershipConfirmEmail: () => setPendingSignup({ email: 'new@sift.example', password: 'watchtogether' }),
    // Payment is a signed-in user's page: a visitor is sent on to the sign-up (002 §2.1).
    membershipPayment: () => siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser(), token: 't', impersonating: false }),
  },
});

afterEach(() => siftStore.set(sessionAtom, { status: 'loading' }));
