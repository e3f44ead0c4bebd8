import { describeRemotePages } from '@sift/app-kit/src/testing/describe-remote-pages';
import { pages } from './pages';

describeRemotePages('player', pages);
