import { renderStandalone } from '@sift/mount/standalone';
import '@sift/ui/styles.css';
import '@sift/payment-ui/styles.css';
import '@sift/linking-ui/styles.css';
import '@sift/filter-ui/styles.css';
import './membership.css';
import routes from './routes';
import { pages } from './pages';

renderStandalone('membership', routes, pages);
