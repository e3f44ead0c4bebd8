import { defineRemote } from '@sift/mount';
import '@sift/ui/components.css';
import '@sift/payment-ui/styles.css';
import '@sift/filter-ui/styles.css';
import './account.css';
import routes from './routes';
import { pages } from './pages';
import { widgets as widgetComponents } from './widgets';

/**
 * What the shell mounts: single-spa-react lifecycles for every route this remote serves (the mount contract), and its
 * widgets for the shell's slots (the annual banner, the billing takeover: docs/decisions/0055).
 */
export const { bootstrap, mount, unmount, update, widgets } = defineRemote({
  name: 'account',
  routes,
  pages,
  widgets: widgetComponents,
  buildId: __SIFT_BUILD_ID__,
});
