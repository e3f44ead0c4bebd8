import { defineRemote } from '@sift/app-kit';
import { pages } from './pages';

/** What the shell mounts: single-spa-react lifecycles for every route this remote owns (the mount contract). */
export const { bootstrap, mount, unmount, update } = defineRemote({ name: 'player', pages, buildId: __SIFT_BUILD_ID__ });
