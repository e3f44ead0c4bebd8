import { renderStandalone } from '@sift/app-kit/standalone';
import '@sift/app-kit/theme.css';
import routes from './routes';
import { pages } from './pages';

renderStandalone('marketing', routes, pages);
