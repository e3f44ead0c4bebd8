/**
 * The sandbox payment provider's stand-in for Stripe's test clocks (docs/decisions/0057): bills the signed-in member's
 * next renewal now, so a person or a test can see a renewal that a refused card leaves past due (the billing
 * takeover, 002 §4) without waiting a month. Exists only while the sandbox is the provider (404 otherwise).
 */
import { NOT_FOUND, subscription as subscriptionSchema, SUBSCRIPTION_NOT_ACTIVE } from '@sift/contracts';
import { detailError } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { sandboxProvider } from '../membership/payments/payment-provider-of';
import { applyProviderState, latestRow, ownRow, subscriptionView } from '../membership/subscriptions.service';
import { withProvider } from './subscription-changes.service';

const billSandboxRenewalSchema = {
  summary: "Sandbox provider only: bill the member's next renewal now (Stripe's test clocks); a refused card leaves it past due.",
  tags: ['payment-sandbox'],
  response: { 200: subscriptionSchema },
};
async function billSandboxRenewal(request: ZodRequest<typeof billSandboxRenewalSchema>) {
  const ctx = ctxOf(request);
  const sandbox = sandboxProvider(ctx);
  if (!sandbox) throw detailError(404, NOT_FOUND);
  const user = userOf(request);
  const row = await latestRow(ctx, user.id);
  if (!row?.provider || row.provider.provider !== 'sandbox') throw detailError(400, SUBSCRIPTION_NOT_ACTIVE);
  const state = await withProvider(() => sandbox.billRenewal(row.provider!.providerSubscriptionId));
  await applyProviderState(ctx, row.sub.id, user.id, state);
  return subscriptionView(ctx, (await ownRow(ctx, user.id, row.sub.id))!);
}

export function sandboxRenewalsRoutes(app: ZodApp) {
  app.post('/payments/sandbox/renewals/', { schema: billSandboxRenewalSchema, config: { auth: 'user' } }, billSandboxRenewal);
}
