/** Every billing call (docs/api-paths.md "Membership", "Account", "Billing"), registered with one line in server.ts. */
import type { ZodApp } from '../http/route-layer';
import { creditRoutes } from './credit.routes';
import { invoicesRoutes } from './invoices.routes';
import { stripeWebhookRoutes } from './provider/stripe-webhook.routes';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { subscriptionChangesRoutes } from './subscription-changes.routes';
import { subscriptionsRoutes } from './subscriptions.routes';

export function billingRoutes(app: ZodApp) {
  subscriptionsRoutes(app);
  subscriptionChangesRoutes(app);
  creditRoutes(app);
  invoicesRoutes(app);
  sandboxRoutes(app);
  stripeWebhookRoutes(app);
}
