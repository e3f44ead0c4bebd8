import type { Page } from '@playwright/test';
import type { RemoteName } from '@sift/build-config/ports';

/**
 * The element a remote's page parcel renders into; its data-build names the build that served it. Only the page root
 * inside the app's root: a remote's widgets (the navbar search, decision 0025) carry data-remote too, on
 * `.remote-widget`, and a pre-rendered page carries the same markup until the app takes it over (decision 0023).
 */
export const remoteRoot = (page: Page, remote: RemoteName) => page.locator(`#root .remote-root[data-remote="${remote}"]`);
