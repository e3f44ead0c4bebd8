import {
  accountResource,
  membershipResource,
  paymentSandboxResource,
  profilesResource,
  requiredFiltersResource,
  sharingResource,
  timeResource,
  usersResource,
  lazyApiClient,
} from '@sift/api-client';
import { apiSettings } from '@sift/app-kit';

/**
 * This remote's API client: its own build of @sift/api-client, with the settings the shell configured at start, and
 * the resources this remote calls (its bundle carries no other: docs/decisions/0150).
 */
const RESOURCES = {
  account: accountResource,
  membership: membershipResource,
  paymentSandbox: paymentSandboxResource,
  profiles: profilesResource,
  requiredFilters: requiredFiltersResource,
  sharing: sharingResource,
  time: timeResource,
  users: usersResource,
};
export const api = lazyApiClient(() => ({ ...apiSettings(), appVersion: __SIFT_BUILD_ID__ }), RESOURCES);
