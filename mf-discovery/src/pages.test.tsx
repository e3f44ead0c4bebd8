import { describeRemote } from '@sift/app-kit/testing';
import routes from './routes';
import { pages } from './pages';

describeRemote('discovery', routes, pages);
