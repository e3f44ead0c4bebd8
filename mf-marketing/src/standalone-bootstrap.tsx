import { renderStandalone } from '@sift/mount/standalone';
import '@sift/ui/styles.css';
import './marketing.css';
import routes from './routes';
import { pages } from './pages';

renderStandalone('marketing', routes, pages);
