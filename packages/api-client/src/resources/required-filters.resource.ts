import { type CategoryMap, type RequiredFilters, requiredFilters } from '@sift/contracts';
import type { ApiRequester } from '../request';

/** POST body: the filters a passcode protects, and the passcode itself (twice). */
export interface RequiredFiltersCreate {
  id_map: CategoryMap;
  passcode: string;
  passcode_confirm: string;
}

/** PATCH body: {passcode} verifies it, {passcode, passcode_new} changes it, {passcode, id_map} changes the filters. */
export type RequiredFiltersUpdate =
  | { passcode: string }
  | { passcode: string; passcode_new: string; passcode_confirm?: string }
  | { passcode: string; id_map: CategoryMap };

/** Parental controls (spec 002 §7). A wrong passcode throws an ApiError 403 'Invalid passcode'. */
export function requiredFiltersResource(http: ApiRequester) {
  return {
    /** GET required-filters/ */
    get: (): Promise<RequiredFilters> => http.get('required-filters/', { schema: requiredFilters }),
    /** POST required-filters/ */
    create: (body: RequiredFiltersCreate): Promise<RequiredFilters> =>
      http.post('required-filters/', { json: body, schema: requiredFilters }),
    /** PATCH required-filters/ */
    update: (body: RequiredFiltersUpdate): Promise<RequiredFilters> =>
      http.patch('required-filters/', { json: body, schema: requiredFilters }),
  };
}
export type RequiredFiltersResource = ReturnType<typeof requiredFiltersResource>;
