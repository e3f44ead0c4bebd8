import { describeRemote } from '@sift/mount/testing';
import routes from './routes';
import { pages } from './pages';
import { widgets } from './widgets';
import { saveCancelSession } from './features/cancel/cancel-session';

// Every call stays pending: each page renders its frame and its loading state, as on a slow network.
jest.mock('./api', () => {
  const pending = () => new Promise(() => undefined);
  const resource = new Proxy({}, { get: () => pending });
  const client = new Proxy({}, { get: (_t, key) => (key === 'session' ? { browserId: () => 'b', sessionId: () => 's' } : resource) });
  return { api: () => client };
});

// The offers step needs the reason chosen on step 1 (else it goes back there).
const reasonChosen = () =>
  saveCancelSession({ reason: 2, reasonParent: null, reasonText: 'It costs too much', explanation: null, subscription: 1, offersShown: [], oneMonthFree: false, prioritySupport: false, recorded: false });

describeRemote('account', routes, pages, { widgets, before: { cancelOffers: reasonChosen } });
