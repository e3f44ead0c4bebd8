/**
 * The setup wizard's flows (002 §2.2): intro, then v2 (filters, review, devices, services), v3 (filters, review,
 * services, pick a title, its filter preview, play it) or v4 (intro, services, connecting them, devices); each ends
 * with the success screen ('Welcome' with two steps). /setup/devices is v2's devices step under its older path.
 */
import { LEAF_FILTER_CATEGORY_IDS } from '@sift/contracts';

export type SetupRoute =
  | 'setupIntro'
  | 'setupDevices'
  | 'setupV2SimpleFilters'
  | 'setupV2ReviewSimple'
  | 'setupV2Devices'
  | 'setupV2DeviceType'
  | 'setupV2Services'
  | 'setupV3SimpleFilters'
  | 'setupV3ReviewSimple'
  | 'setupV3Services'
  | 'setupV3PickTitle'
  | 'setupV3TitleFilters'
  | 'setupV3PlayTitle'
  | 'setupV4Intro'
  | 'setupV4Services'
  | 'setupV4Connections'
  | 'setupV4Devices';

/** The step after each one; 'success' ends the flow. */
export const SETUP_NEXT: Record<Exclude<SetupRoute, 'setupIntro'>, SetupRoute | 'success'> = {
  setupDevices: 'setupV2Services',
  setupV2SimpleFilters: 'setupV2ReviewSimple',
  setupV2ReviewSimple: 'setupV2Devices',
  setupV2Devices: 'setupV2Services',
  setupV2DeviceType: 'setupV2Services',
  setupV2Services: 'success',
  setupV3SimpleFilters: 'setupV3ReviewSimple',
  setupV3ReviewSimple: 'setupV3Services',
  setupV3Services: 'setupV3PickTitle',
  setupV3PickTitle: 'setupV3TitleFilters',
  setupV3TitleFilters: 'setupV3PlayTitle',
  setupV3PlayTitle: 'success',
  setupV4Intro: 'setupV4Services',
  setupV4Services: 'setupV4Connections',
  setupV4Connections: 'setupV4Devices',
  setupV4Devices: 'success',
};

/** Where 'Change Filters' on a review goes. */
export const FILTERS_OF_REVIEW: Partial<Record<SetupRoute, SetupRoute>> = {
  setupV2ReviewSimple: 'setupV2SimpleFilters',
  setupV3ReviewSimple: 'setupV3SimpleFilters',
};

/** Any of the profile's global filters is on (002 §4: the intro then goes to the review). */
export const anyFilterOn = (globalFilters: Record<string, boolean>) =>
  LEAF_FILTER_CATEGORY_IDS.some((id) => globalFilters[String(id)] === true);

/** 002 §4: intro -> review when a global filter is already on, else -> filter selection. */
export const afterIntro = (globalFilters: Record<string, boolean>): SetupRoute =>
  anyFilterOn(globalFilters) ? 'setupV2ReviewSimple' : 'setupV2SimpleFilters';
