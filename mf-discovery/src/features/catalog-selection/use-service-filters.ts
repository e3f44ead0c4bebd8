import { apiKey, useApiQuery } from '@sift/data';
import { api } from '../../api';
import { useViewer, viewerScopeOf } from '../viewer/use-viewer';

/**
 * The service overlay's catalogs and the viewer's choice (001 §2, §7 content/service-filters/): the answer carries the
 * active profile's selected_catalogs, so it is kept per profile (visitors share one).
 */
export function useServiceFilters() {
  const scope = viewerScopeOf(useViewer());
  return useApiQuery(scope && apiKey(scope, 'content/service-filters/'), () => api().discovery.serviceFilters());
}
