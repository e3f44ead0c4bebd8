import { apiKey, prefetchApiData, PUBLIC_SCOPE } from '@sift/data';
import { api } from '../../api';

/** The filter bar's options (001 §2): what the discover query is read against before any title loads. */
export const workParametersCall = { key: apiKey(PUBLIC_SCOPE, 'content/v2/work-parameters/'), fetch: () => api().discovery.workParameters() };
/** The categories the Category filter offers (001 §7 GET categories). */
export const categoriesCall = { key: apiKey(PUBLIC_SCOPE, 'categories/'), fetch: () => api().discovery.categories() };

/** /discover's first answers (the same for every viewer), asked for before the page renders (pages.ts). */
export function prefetchDiscover(): void {
  void prefetchApiData(workParametersCall.key, workParametersCall.fetch);
  void prefetchApiData(categoriesCall.key, categoriesCall.fetch);
}
