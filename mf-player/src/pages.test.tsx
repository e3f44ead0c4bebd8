import { describeRemote } from '@sift/mount/testing';
import routes from './routes';
import { pages } from './pages';

describeRemote('player', routes, pages);
