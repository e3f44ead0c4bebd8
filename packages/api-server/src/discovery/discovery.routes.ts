/** Discovery's calls (001 §7), registered with one line in server.ts. */
import type { ZodApp } from '../http/route-layer';
import { browseRoutes } from './browse.routes';
import { profileListsRoutes } from './profile-lists.routes';
import { recommendationsRoutes } from './recommendations.routes';
import { requestsRoutes } from './requests.routes';
import { workLocationsRoutes } from './work-locations.routes';

export function discoveryRoutes(app: ZodApp) {
  browseRoutes(app);
  recommendationsRoutes(app);
  profileListsRoutes(app);
  requestsRoutes(app);
  workLocationsRoutes(app);
}
