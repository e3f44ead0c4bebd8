import { defineRemote } from '@sift/mount';
import '@sift/ui/components.css';
import '@sift/linking-ui/styles.css';
import './linking.css';
import '@sift/filter-ui/styles.css';
import './features/theater/theater.css';
import routes from './routes';
import { pages } from './pages';

/** What the shell mounts: single-spa-react lifecycles for every route this remote serves (the mount contract). */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'player', routes, pages, buildId: __SIFT_BUILD_ID__ });
