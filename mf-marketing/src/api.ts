import {
  catalogueResource,
  newsletterResource,
  promosResource,
  timeResource,
  lazyApiClient,
} from '@sift/api-client';
import { apiSettings } from '@sift/app-kit';

/**
 * This remote's API client: its own build of @sift/api-client, with the settings the shell configured at start, and
 * the resources this remote calls (its bundle carries no other: docs/decisions/0150).
 */
const RESOURCES = {
  catalogue: catalogueResource,
  newsletter: newsletterResource,
  promos: promosResource,
  time: timeResource,
};
export const api = lazyApiClient(() => ({ ...apiSettings(), appVersion: __SIFT_BUILD_ID__ }), RESOURCES);
