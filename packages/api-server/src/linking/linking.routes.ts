/** Every call of the linking area (001 §4, §7; 002 §7), registered with one line in server.ts. */
import type { AppContext } from '../http/context';
import type { ZodApp } from '../http/route-layer';
import { catalogAccessesRoutes } from './catalog-accesses.routes';
import { serviceCredentialsRoutes } from './service-credentials.routes';
import { tvDevicesRoutes } from './tv-devices.routes';
import { registerTvSimulatorRoutes } from './tv-simulator.routes';

export function linkingRoutes(app: ZodApp) {
  serviceCredentialsRoutes(app);
  catalogAccessesRoutes(app);
  tvDevicesRoutes(app);
  // The TV simulator plays a TV app's part for development and e2e; production has real TVs.
  if (!(app as unknown as { sift: AppContext }).sift.config.production) registerTvSimulatorRoutes(app);
}
