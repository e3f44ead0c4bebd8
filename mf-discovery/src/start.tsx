import { defineRemote } from '@sift/mount';
import '@sift/ui/components.css';
import '@sift/filter-ui/styles.css';
import './discovery.css';
import routes from './routes';
import { pages } from './pages';
import { widgets as discoveryWidgets } from './widgets';

/**
 * What the shell mounts: single-spa-react lifecycles for every route this remote serves, and `widgets.search` for the
 * navbar's search slot (the mount contract, docs/decisions/0002 and 0025).
 */
export const { bootstrap, mount, unmount, update, widgets } = defineRemote({
  name: 'discovery',
  routes,
  pages,
  widgets: discoveryWidgets,
  buildId: __SIFT_BUILD_ID__,
});
