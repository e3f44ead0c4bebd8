/** Every call of the account area (billing's are in billing/billing.routes.ts), registered with one line in server.ts. */
import type { ZodApp } from '../http/route-layer';
import { deviceCreditRoutes } from './device-credit.routes';
import { supportRoutes } from './support.routes';

export function accountRoutes(app: ZodApp) {
  supportRoutes(app);
  deviceCreditRoutes(app);
}
