import { describeRemote } from '@sift/mount/testing';
import routes from './routes';
import { pages } from './pages';

// The pages only need to render their frame here: every call the theater makes stays pending.
jest.mock('./api', () => {
  const pending = () => new Promise(() => undefined);
  return { api: () => new Proxy({}, { get: () => new Proxy({}, { get: () => pending }) }) };
});

describeRemote('player', routes, pages);
