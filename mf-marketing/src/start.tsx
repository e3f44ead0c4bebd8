import { defineRemote } from '@sift/mount';
import '@sift/ui/components.css';
import './marketing.css';
import routes from './routes';
import { pages } from './pages';

/** What the shell mounts: single-spa-react lifecycles for every route this remote serves (the mount contract). */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'marketing', routes, pages, buildId: __SIFT_BUILD_ID__ });
