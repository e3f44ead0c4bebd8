import type { Page } from '@playwright/test';
import type { RemoteName } from '@sift/build-config/ports';

/** The element a remote's parcel renders into; its data-build names the build that served it. */
export const remoteRoot = (page: Page, remote: RemoteName) => page.locator(`[data-remote="${remote}"]`);
