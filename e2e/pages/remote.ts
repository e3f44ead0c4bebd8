import type { Page } from '@playwright/test';
import type { RemoteName } from '@sift/build-config/ports';

/**
 * The element a remote's parcel renders into; its data-build names the build that served it. Inside the app's root:
 * a pre-rendered page carries the same markup until the app takes it over (docs/decisions/0023).
 */
export const remoteRoot = (page: Page, remote: RemoteName) => page.locator(`#root [data-remote="${remote}"]`);
