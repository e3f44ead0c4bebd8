import { renderStandalone } from '@sift/mount/standalone';
import '@sift/ui/styles.css';
import '@sift/filter-ui/styles.css';
import routes from './routes';
import { pages } from './pages';

renderStandalone('discovery', routes, pages);
