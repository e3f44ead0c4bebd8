/** Every call of the account area (002 §7), registered with one line in server.ts. */
import type { ZodApp } from '../http/route-layer';
import { creditRoutes } from './credit.routes';
import { sandboxRenewalsRoutes } from './sandbox-renewals.routes';
import { subscriptionChangesRoutes } from './subscription-changes.routes';
import { supportRoutes } from './support.routes';

export function accountRoutes(app: ZodApp) {
  subscriptionChangesRoutes(app);
  creditRoutes(app);
  supportRoutes(app);
  sandboxRenewalsRoutes(app);
}
