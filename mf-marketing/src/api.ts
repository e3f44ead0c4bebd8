import { lazyApiClient } from '@sift/api-client';
import { apiSettings } from '@sift/app-kit';

/** This remote's API client: its own build of @sift/api-client, with the settings the shell configured at start. */
export const api = lazyApiClient(() => ({ ...apiSettings(), appVersion: __SIFT_BUILD_ID__ }));
