/** Subscriptions and the card payment provider's calls (002 §4, §7; docs/api-paths.md "Membership"). */
import { z } from 'zod/mini';
import {
  confirmPaymentIntentBody,
  defaultPaymentMethodResponse,
  mySubscriptionQuery,
  PAYMENT_NOT_PENDING,
  paymentClientConfig,
  paymentCustomerRequest,
  paymentCustomerResponse,
  paymentInfo,
  pathId,
  PLACEHOLDER_PAYMENT_TOKEN,
  subscribePreview,
  subscribePreviewQuery,
  subscribeRequest,
  subscribeResponse,
  subscriptionSummary,
} from '@sift/contracts';
import { detailError, notFound } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { billingRoute, requireAccountAccess } from './access';
import { customerIdOf, ensureCustomer, withProvider } from './customers';
import { allPlans, planView, upgradePaths } from './plans';
import { paymentProvider } from './provider/provider-of';
import { retentionDiscountOf } from './retention-discount';
import { previewSubscribe, subscribe, subscribeAnswer, syncFromProvider } from './subscribe.service';
import { discountEligible, payPastDue } from './subscription-changes.service';
import { billingCardView, isActive, latestRow, ownRow, paymentInfoView, subscriptionView } from './subscription-view';

const getMySubscriptionSchema = {
  summary: "The signed-in user's subscription summary: the subscription (synced with the payment provider while incomplete), whether it is active, the plans they may move to, and discount eligibility.",
  tags: ['membership'],
  querystring: mySubscriptionQuery,
  response: { 200: subscriptionSummary },
};
async function getMySubscription(request: ZodRequest<typeof getMySubscriptionSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  let row = await latestRow(ctx, user.id);
  if (row && row.sub.statusV2 === 'incomplete' && !row.sub.endDate) row = (await withProvider(() => syncFromProvider(ctx, row!), { keepStatus: true })).row;
  const active = Boolean(row && isActive(ctx, row.sub));
  let card = null;
  if (row && active && row.sub.isRenewing && row.provider) {
    const provider = paymentProvider(ctx);
    if (provider.kind === row.provider.provider) card = await provider.defaultPaymentMethod(row.provider.customerId).catch(() => null);
  }
  const subscription = row ? await subscriptionView(ctx, row, card) : null;
  return {
    subscription,
    subscription_is_active: active,
    upgrade_paths: upgradePaths(await allPlans(ctx), row?.plan ?? null, active).map(planView),
    subscription_discount_eligible: Boolean(row && discountEligible(ctx, row) && !(await retentionDiscountOf(ctx, row.sub.id))),
  };
}

const createSubscriptionSchema = {
  summary:
    'Subscribe to a plan with the default card (POST stripe/customer/ first). Idempotent by idempotency_key (or the Idempotency-Key header): a retry, a double click or a second tab answers the same subscription. 201 created (status_v2 active, or incomplete with latest_payment to confirm); 200 the subscription the user has (the same plan resumes it, a higher one upgrades it, prorated). 403 for a profile without account access.',
  tags: ['membership'],
  body: subscribeRequest,
  response: { 200: subscribeResponse, 201: subscribeResponse },
};
async function createSubscription(request: ZodRequest<typeof createSubscriptionSchema>, reply: ZodReply<typeof createSubscriptionSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const header = request.headers['idempotency-key'];
  const headerKey = typeof header === 'string' && header.length <= 100 ? header : undefined;
  const answer = await subscribe(ctx, userOf(request).id, request.body, headerKey);
  return reply.code(answer.status as 200 | 201).send(answer.body as z.infer<typeof subscribeResponse>);
}

const previewSubscriptionSchema = {
  summary:
    "What subscribing to this plan (with this promo) would charge today, by the server's rules: a new plan's price minus the promo's discount (0 in a trial), an upgrade's prorated charge, the plan one has: nothing; credit first. The payment page's 'Due today'.",
  tags: ['membership'],
  querystring: subscribePreviewQuery,
  response: { 200: subscribePreview },
};
async function previewSubscription(request: ZodRequest<typeof previewSubscriptionSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  return withProvider(() => previewSubscribe(ctx, userOf(request).id, request.query.subscription_plan_id, request.query.subscription_promo_code));
}

const subscriptionParams = z.object({ id: pathId });

const confirmPaymentIntentSchema = {
  summary: "After the provider's client library confirmed a payment (3-D Secure): reads it back and answers the subscription.",
  tags: ['membership'],
  params: subscriptionParams,
  body: confirmPaymentIntentBody,
  response: { 200: subscribeResponse },
};
async function confirmPaymentIntent(request: ZodRequest<typeof confirmPaymentIntentSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const row = await ownRow(ctx, userOf(request).id, request.params.id);
  if (!row) throw notFound();
  if (!row.provider || row.provider.latestIntentId !== request.body.intent_id) {
    // A renewal that waited for 3-D Secure: its payment is the latest invoice's, read fresh.
    const fresh = (await withProvider(() => syncFromProvider(ctx, row), { keepStatus: true })).row;
    if (fresh.provider?.latestIntentId !== request.body.intent_id) throw detailError(400, PAYMENT_NOT_PENDING);
  }
  return withProvider(() => subscribeAnswer(ctx, row), { keepStatus: true });
}

const getLatestPaymentSchema = {
  summary: "The subscription's latest payment (the intent to confirm, or the provider's message for a failed card).",
  tags: ['membership'],
  params: subscriptionParams,
  response: { 200: paymentInfo },
};
async function getLatestPayment(request: ZodRequest<typeof getLatestPaymentSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const row = await ownRow(ctx, userOf(request).id, request.params.id);
  if (!row) throw notFound();
  const { state } = await withProvider(() => syncFromProvider(ctx, row), { keepStatus: true });
  if (!state?.latestPayment) throw notFound();
  return paymentInfoView(state.latestPayment);
}

const savePaymentCustomerSchema = {
  summary:
    "Create or update the user's customer at the payment provider with a card token from its client library; the card becomes the default. The token 'placeholder' makes the customer without a card (plans that need no billing info). With a past-due plan the new card pays the open invoice at once (past_due_payment).",
  tags: ['membership'],
  body: paymentCustomerRequest,
  response: { 200: paymentCustomerResponse },
};
async function savePaymentCustomer(request: ZodRequest<typeof savePaymentCustomerSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { body } = request;
  const provider = paymentProvider(ctx);
  const saved = await withProvider(
    async () => {
      const customerId = await ensureCustomer(ctx, provider, user.id, { email: body.email, name: body.name });
      if (body.token === PLACEHOLDER_PAYMENT_TOKEN) return { customer_id: customerId, card: null };
      const card = await provider.attachDefaultPaymentMethod(customerId, body.token, {
        name: body.name,
        email: body.email,
        line1: body.address_line1,
        city: body.address_city,
        state: body.address_state,
        zip: body.address_zip,
        country: body.address_country,
      });
      return { customer_id: customerId, card: billingCardView(card) };
    },
    { keepStatus: true },
  );
  if (!saved.card) return saved;
  // A card updated while the plan is past due pays the open invoice at once (docs/decisions/0064).
  const row = await latestRow(ctx, user.id);
  if (!row || !isActive(ctx, row.sub) || row.provider?.providerStatus !== 'past_due') return { ...saved, past_due_payment: null };
  try {
    const paid = await payPastDue(ctx, row);
    return { ...saved, past_due_payment: paid?.payment ? paymentInfoView(paid.payment) : null };
  } catch (error) {
    // Saved, but the new card was refused too: the payment's failure, in the provider's words.
    const detail = (error as { body?: { detail?: string; code?: string } }).body;
    if (!detail?.detail) throw error;
    return {
      ...saved,
      past_due_payment: { intent_id: '', kind: 'payment' as const, status: 'requires_payment_method' as const, client_secret: null, amount: 0, error_message: detail.detail, error_code: detail.code ?? 'card_declined' },
    };
  }
}

const getDefaultPaymentMethodSchema = {
  summary: "The user's default card at the payment provider (null without one).",
  tags: ['membership'],
  response: { 200: defaultPaymentMethodResponse },
};
async function getDefaultPaymentMethod(request: ZodRequest<typeof getDefaultPaymentMethodSchema>) {
  await requireAccountAccess(request);
  const ctx = ctxOf(request);
  const provider = paymentProvider(ctx);
  const customerId = await customerIdOf(ctx, provider, userOf(request).id);
  if (!customerId) return { card: null };
  const card = await withProvider(() => provider.defaultPaymentMethod(customerId), { keepStatus: true });
  return { card: card ? billingCardView(card) : null };
}

const getPaymentConfigSchema = {
  summary: 'Which payment provider takes cards: Stripe (with its publishable key) or the sandbox.',
  tags: ['membership'],
  response: { 200: paymentClientConfig },
};
async function getPaymentConfig(request: ZodRequest<typeof getPaymentConfigSchema>) {
  return paymentProvider(ctxOf(request)).clientConfig();
}

export function subscriptionsRoutes(app: ZodApp) {
  app.get('/subscriptions/my-subscription/', { schema: getMySubscriptionSchema, config: { auth: 'user' } }, getMySubscription);
  app.post('/subscriptions/', { schema: createSubscriptionSchema, config: billingRoute }, createSubscription);
  app.get('/subscriptions/preview/', { schema: previewSubscriptionSchema, config: billingRoute }, previewSubscription);
  app.post('/subscriptions/:id/confirm-payment-intent/', { schema: confirmPaymentIntentSchema, config: billingRoute }, confirmPaymentIntent);
  app.get('/subscriptions/:id/latest-payment/', { schema: getLatestPaymentSchema, config: billingRoute }, getLatestPayment);
  app.post('/stripe/customer/', { schema: savePaymentCustomerSchema, config: billingRoute }, savePaymentCustomer);
  app.get('/stripe/default-payment-method/', { schema: getDefaultPaymentMethodSchema, config: billingRoute }, getDefaultPaymentMethod);
  app.get('/payments/config/', { schema: getPaymentConfigSchema, config: { auth: 'none' } }, getPaymentConfig);
}
