import { renderStandalone } from '@sift/mount/standalone';
import '@sift/ui/styles.css';
import '@sift/linking-ui/styles.css';
import './linking.css';
import '@sift/filter-ui/styles.css';
import './features/theater/theater.css';
import routes from './routes';
import { pages } from './pages';

renderStandalone('player', routes, pages);
