/** Every call of the membership area, registered with one line in server.ts. */
import type { ZodApp } from '../http/route-layer';
import { memberEventsRoutes } from './member-events.routes';
import { promosRoutes } from './promos.routes';
import { socialLoginRoutes } from './social-login.routes';
import { subscriptionsRoutes } from './subscriptions.routes';

export function membershipRoutes(app: ZodApp) {
  subscriptionsRoutes(app);
  promosRoutes(app);
  memberEventsRoutes(app);
  socialLoginRoutes(app);
}
