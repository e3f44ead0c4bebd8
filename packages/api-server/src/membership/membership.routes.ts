/**
 * Every call of the membership area (billing's are in billing/billing.routes.ts, social login's in
 * identity/social-login.routes.ts), registered with one line in server.ts.
 */
import type { ZodApp } from '../http/route-layer';
import { memberEventsRoutes } from './member-events.routes';
import { onboardingRoutes } from './onboarding.routes';
import { promosRoutes } from './promos.routes';

export function membershipRoutes(app: ZodApp) {
  promosRoutes(app);
  memberEventsRoutes(app);
  onboardingRoutes(app);
}
