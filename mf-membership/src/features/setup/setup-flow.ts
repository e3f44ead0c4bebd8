/**
 * The setup wizard's flows (002 §2.2): intro, then v2 (filters, review, devices, services), v3 (filters, review,
 * services, pick a title, its filter preview, play it) or v4 (intro, services, connecting them, devices); each ends
 * with the success screen ('Welcome' with two steps). /setup/devices is v2's devices step under its older path.
 */
import { LEAF_FILTER_CATEGORY_IDS } from '@sift/contracts';
import { defaultCategoryTree, isCategoryFiltered, type CategoryFilterMap } from '@sift/filter-engine';

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

/**
 * The leaf categories the profile's global filters filter, in the spec's order, by the filter engine's rule (a
 * leaf inherits its nearest ancestor's entry: { "5": true } filters Profanity, Blasphemy, ...).
 */
export const filteredLeafIds = (globalFilters: CategoryFilterMap | null | undefined): number[] =>
  LEAF_FILTER_CATEGORY_IDS.filter((id) => isCategoryFiltered(defaultCategoryTree(), globalFilters, id));

/** Any of the profile's global filters is on (002 §4: the intro then goes to the review). */
export const anyFilterOn = (globalFilters: CategoryFilterMap | null | undefined) => filteredLeafIds(globalFilters).length > 0;

/** 002 §4: intro -> review when a global filter is already on, else -> filter selection. */
export const afterIntro = (globalFilters: CategoryFilterMap | null | undefined): SetupRoute =>
  anyFilterOn(globalFilters) ? 'setupV2ReviewSimple' : 'setupV2SimpleFilters';
