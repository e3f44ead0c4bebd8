import { describeRemote } from '@sift/mount/testing';
import routes from './routes';
import { pages } from './pages';

// Every call stays pending: each page (theater, linking) renders its frame and its loading state, as on a slow network.
jest.mock('./api', () => {
  const pending = () => new Promise(() => undefined);
  const resource = new Proxy({}, { get: () => pending });
  const client = new Proxy({}, { get: (_t, key) => (key === 'session' ? { browserId: () => 'b', sessionId: () => 's' } : resource) });
  return { api: () => client };
});

describeRemote('player', routes, pages);
