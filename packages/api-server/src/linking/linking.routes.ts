/** Every call of the linking area (001 §4, §7; 002 §7), registered with one line in server.ts. */
import type { AppContext } from '../http/context';
import type { ZodApp } from '../http/route-layer';
import { catalogAccessesRoutes } from './catalog-accesses.routes';
import { serviceCredentialsRoutes } from './service-credentials.routes';
import { tvDevicesRoutes } from './tv-devices.routes';
import { registerDevLinkingRoutes } from './dev-linking.routes';
import { registerTvSimulatorRoutes } from './tv-simulator.routes';

export function linkingRoutes(app: ZodApp) {
  serviceCredentialsRoutes(app);
  catalogAccessesRoutes(app);
  tvDevicesRoutes(app);
  // The TV simulator plays a TV app's part for development and e2e; production has real TVs. Expiring a
  // verification by hand is for development and e2e too.
  const ctx = (app as unknown as { sift: AppContext }).sift;
  if (!ctx.config.production) {
    registerTvSimulatorRoutes(app);
    registerDevLinkingRoutes(app, ctx);
  }
}
