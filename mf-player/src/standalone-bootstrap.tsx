import { renderStandalone } from '@sift/app-kit';
import '@sift/app-kit/src/ui/theme.css';
import { pages } from './pages';

renderStandalone('player', pages);
