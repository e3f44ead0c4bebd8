/** The account area's subscription calls (002 §7; docs/api-paths.md "Account"). */
import { z } from 'zod/mini';
import {
  annualPricingPreview,
  downgradeSubscriptionBody,
  pathId,
  redeemDiscountBody,
  subscription as subscriptionSchema,
} from '@sift/contracts';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { billingRoute, requireAccountAccess } from './access';
import {
  activateAnnualPricing,
  cancelSubscription,
  downgradeSubscription,
  previewAnnualPricing,
  reactivateSubscription,
  redeemDiscount,
} from './subscription-changes.service';

const subscriptionParams = z.object({ id: pathId });

const cancelMySubscriptionSchema = {
  summary:
    'Cancel the renewing card-billed subscription at the end of its paid period (it stays active until end_date). Plans bought in an app store answer 400.',
  tags: ['account'],
  response: { 200: subscriptionSchema },
};
async function cancelMySubscription(request: ZodRequest<typeof cancelMySubscriptionSchema>) {
  await requireAccountAccess(request);
  return cancelSubscription(ctxOf(request), userOf(request).id);
}

const reactivateMySubscriptionSchema = {
  summary:
    "Reactivate: a cancelled subscription that is still active renews again; a past-due one pays its open invoice with the default card (400 with action 'setup' when the card is refused).",
  tags: ['account'],
  response: { 200: subscriptionSchema },
};
async function reactivateMySubscription(request: ZodRequest<typeof reactivateMySubscriptionSchema>) {
  await requireAccountAccess(request);
  return reactivateSubscription(ctxOf(request), userOf(request).id);
}

const redeemSubscriptionDiscountSchema = {
  summary: "The cancel flow's discount (50% off for 3 months), once per discount-eligible subscription.",
  tags: ['account'],
  params: subscriptionParams,
  body: redeemDiscountBody,
  response: { 200: subscriptionSchema },
};
async function redeemSubscriptionDiscount(request: ZodRequest<typeof redeemSubscriptionDiscountSchema>) {
  await requireAccountAccess(request);
  return redeemDiscount(ctxOf(request), userOf(request).id, request.params.id, request.body.code);
}

const downgradeMySubscriptionSchema = {
  summary: 'Move to a cheaper paid plan now (e.g. yearly to monthly); the unused time becomes credit.',
  tags: ['account'],
  params: subscriptionParams,
  body: downgradeSubscriptionBody,
  response: { 200: subscriptionSchema },
};
async function downgradeMySubscription(request: ZodRequest<typeof downgradeMySubscriptionSchema>) {
  await requireAccountAccess(request);
  return downgradeSubscription(ctxOf(request), userOf(request).id, request.params.id, request.body.target_plan_id);
}

const previewAnnualPricingSchema = {
  summary: "What moving to the annual plan costs (cents), without changing anything. 400 with action 'setup' without a card.",
  tags: ['account'],
  params: subscriptionParams,
  response: { 200: annualPricingPreview },
};
async function getAnnualPricingPreview(request: ZodRequest<typeof previewAnnualPricingSchema>) {
  await requireAccountAccess(request);
  return previewAnnualPricing(ctxOf(request), userOf(request).id, request.params.id);
}

const activateAnnualPricingSchema = {
  summary: "Move to the annual plan now, charging the prorated difference. 400 with action 'setup' without a working card.",
  tags: ['account'],
  params: subscriptionParams,
  response: { 200: subscriptionSchema },
};
async function activateMyAnnualPricing(request: ZodRequest<typeof activateAnnualPricingSchema>) {
  await requireAccountAccess(request);
  return activateAnnualPricing(ctxOf(request), userOf(request).id, request.params.id);
}

export function subscriptionChangesRoutes(app: ZodApp) {
  app.post('/subscriptions/cancel/', { schema: cancelMySubscriptionSchema, config: billingRoute }, cancelMySubscription);
  app.post('/subscriptions/reactivate/', { schema: reactivateMySubscriptionSchema, config: billingRoute }, reactivateMySubscription);
  app.post('/subscriptions/:id/redeem-discount/', { schema: redeemSubscriptionDiscountSchema, config: billingRoute }, redeemSubscriptionDiscount);
  app.post('/subscriptions/:id/downgrade-subscription/', { schema: downgradeMySubscriptionSchema, config: billingRoute }, downgradeMySubscription);
  app.get('/subscriptions/:id/preview-annual-pricing/', { schema: previewAnnualPricingSchema, config: billingRoute }, getAnnualPricingPreview);
  app.post('/subscriptions/:id/activate-annual-pricing/', { schema: activateAnnualPricingSchema, config: billingRoute }, activateMyAnnualPricing);
}
