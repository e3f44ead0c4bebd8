import { describeRemote } from '@sift/mount/testing';
import routes from './routes';
import { pages } from './pages';
import { widgets } from './widgets';

describeRemote('discovery', routes, pages, { widgets });
