import type { Page } from '@playwright/test';
import type { RemoteName } from '@sift/build-config/ports';

/**
 * The element a remote's page parcel renders into; its data-build names the build that served it. Only the page root:
 * a remote's widgets (the navbar search, decision 0025) carry data-remote too, on `.remote-widget`.
 */
export const remoteRoot = (page: Page, remote: RemoteName) => page.locator(`.remote-root[data-remote="${remote}"]`);
