import { defineRemote } from '@sift/mount';
import '@sift/ui/components.css';
import '@sift/payment-ui/styles.css';
import '@sift/linking-ui/styles.css';
import '@sift/filter-ui/styles.css';
import './membership.css';
import routes from './routes';
import { pages } from './pages';

/** What the shell mounts: single-spa-react lifecycles for every route this remote serves (the mount contract). */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'membership', routes, pages, buildId: __SIFT_BUILD_ID__ });
