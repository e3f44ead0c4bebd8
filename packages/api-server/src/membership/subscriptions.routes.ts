/** Subscriptions and the card payment provider's calls (002 §4, §7; docs/api-paths.md "Membership"). */
import { z } from 'zod';
import {
  confirmPaymentIntentBody,
  defaultPaymentMethodResponse,
  mySubscriptionQuery,
  NOT_FOUND,
  PAYMENT_NOT_PENDING,
  paymentClientConfig,
  paymentCustomerRequest,
  paymentCustomerResponse,
  paymentInfo,
  pathId,
  PLACEHOLDER_PAYMENT_TOKEN,
  sandboxAuthenticateBody,
  sandboxCardRequest,
  sandboxPaymentMethod,
  subscribeRequest,
  subscribeResponse,
  subscriptionSummary,
  text,
} from '@sift/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiError, detailError, notFound } from '../http/errors';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { PaymentError } from './payments/payment-provider';
import { retentionDiscountOf } from '../account/retention-discount';
import { paymentProvider, sandboxProvider } from './payments/payment-provider-of';
import {
  allPlans,
  billingCardView,
  ensureCustomer,
  isActive,
  latestRow,
  ownRow,
  paymentInfoView,
  planView,
  subscribe,
  subscribeAnswer,
  subscriptionView,
  syncFromProvider,
  upgradePaths,
} from './subscriptions.service';

/** A refused card or request keeps the provider's message (002 §8 "Card errors shown as returned by the provider"). */
async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Another account's object answers exactly like a missing one.
    if (error instanceof PaymentError && error.status === 404) throw notFound();
    if (error instanceof PaymentError) throw new ApiError(error.status, { detail: error.message, code: error.code });
    throw error;
  }
}

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
  if (row && row.sub.statusV2 === 'incomplete' && !row.sub.endDate) row = (await withProvider(() => syncFromProvider(ctx, row!))).row;
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
    upgrade_paths: upgradePaths(await allPlans(ctx), row, active).map(planView),
    subscription_discount_eligible: Boolean(
      subscription && active && subscription.is_renewing && row!.plan.price > 0 && !subscription.promo && !(await retentionDiscountOf(ctx, row!.sub.id)),
    ),
  };
}

const createSubscriptionSchema = {
  summary:
    'Subscribe to a plan with the default card (POST stripe/customer/ first). Idempotent by idempotency_key (or the Idempotency-Key header): a retry, a double click or a second tab answers the same subscription. 201 created (status_v2 active, or incomplete with latest_payment to confirm); 200 when the user already had it.',
  tags: ['membership'],
  body: subscribeRequest,
  response: { 200: subscribeResponse, 201: subscribeResponse },
};
async function createSubscription(request: ZodRequest<typeof createSubscriptionSchema>, reply: ZodReply<typeof createSubscriptionSchema>) {
  const ctx = ctxOf(request);
  const header = request.headers['idempotency-key'];
  const headerKey = typeof header === 'string' && header.length <= 100 ? header : undefined;
  const answer = await subscribe(ctx, userOf(request).id, request.body, headerKey);
  return reply.code(answer.status as 200 | 201).send(answer.body as z.infer<typeof subscribeResponse>);
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
  const ctx = ctxOf(request);
  const row = await ownRow(ctx, userOf(request).id, request.params.id);
  if (!row) throw notFound();
  if (!row.provider || row.provider.latestIntentId !== request.body.intent_id) throw detailError(400, PAYMENT_NOT_PENDING);
  return withProvider(() => subscribeAnswer(ctx, row));
}

const getLatestPaymentSchema = {
  summary: "The subscription's latest payment (the intent to confirm, or the provider's message for a failed card).",
  tags: ['membership'],
  params: subscriptionParams,
  response: { 200: paymentInfo },
};
async function getLatestPayment(request: ZodRequest<typeof getLatestPaymentSchema>) {
  const ctx = ctxOf(request);
  const row = await ownRow(ctx, userOf(request).id, request.params.id);
  if (!row) throw notFound();
  const { state } = await withProvider(() => syncFromProvider(ctx, row));
  if (!state?.latestPayment) throw notFound();
  return paymentInfoView(state.latestPayment);
}

const savePaymentCustomerSchema = {
  summary:
    "Create or update the user's customer at the payment provider with a card token from its client library; the card becomes the default. The token 'placeholder' makes the customer without a card (plans that need no billing info).",
  tags: ['membership'],
  body: paymentCustomerRequest,
  response: { 200: paymentCustomerResponse },
};
async function savePaymentCustomer(request: ZodRequest<typeof savePaymentCustomerSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { body } = request;
  const provider = paymentProvider(ctx);
  return withProvider(async () => {
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
  });
}

const getDefaultPaymentMethodSchema = {
  summary: "The user's default card at the payment provider (null without one).",
  tags: ['membership'],
  response: { 200: defaultPaymentMethodResponse },
};
async function getDefaultPaymentMethod(request: ZodRequest<typeof getDefaultPaymentMethodSchema>) {
  const ctx = ctxOf(request);
  const provider = paymentProvider(ctx);
  const [user] = await ctx.db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userOf(request).id));
  if (!user?.customerId || !provider.ownsCustomerId(user.customerId)) return { card: null };
  const card = await withProvider(() => provider.defaultPaymentMethod(user.customerId!));
  return { card: card ? billingCardView(card) : null };
}

const getPaymentConfigSchema = {
  summary: "Which payment provider takes cards: Stripe (with its publishable key) or the sandbox.",
  tags: ['membership'],
  response: { 200: paymentClientConfig },
};
async function getPaymentConfig(request: ZodRequest<typeof getPaymentConfigSchema>) {
  return paymentProvider(ctxOf(request)).clientConfig();
}

// ---- the sandbox provider's own browser-facing calls (what js.stripe.com does for Stripe) ----

const createSandboxPaymentMethodSchema = {
  summary: "Sandbox provider only: tokenize a test card (Stripe's test numbers and behaviour). 402 with the provider's message for a refused card.",
  tags: ['payment-sandbox'],
  body: sandboxCardRequest,
  response: { 201: sandboxPaymentMethod },
};
async function createSandboxPaymentMethod(
  request: ZodRequest<typeof createSandboxPaymentMethodSchema>,
  reply: ZodReply<typeof createSandboxPaymentMethodSchema>,
) {
  const sandbox = sandboxProvider(ctxOf(request));
  if (!sandbox) throw detailError(404, NOT_FOUND);
  const { body } = request;
  const pm = await withProvider(() =>
    sandbox.tokenizeCard(
      { number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc },
      { name: body.name, zip: body.address_zip, country: body.address_country },
    ),
  );
  return reply.code(201).send({ id: pm.id, card: { brand: pm.brand, last4: pm.last4, exp_month: pm.expMonth, exp_year: pm.expYear } });
}

const authenticateSandboxIntentSchema = {
  summary: "Sandbox provider only: the 3-D Secure challenge's answer for a payment that requires action (proven by its client secret).",
  tags: ['payment-sandbox'],
  params: z.object({ id: text(100) }),
  body: sandboxAuthenticateBody,
  response: { 200: paymentInfo },
};
async function authenticateSandboxIntent(request: ZodRequest<typeof authenticateSandboxIntentSchema>) {
  const sandbox = sandboxProvider(ctxOf(request));
  if (!sandbox) throw detailError(404, NOT_FOUND);
  const attempt = await withProvider(() => sandbox.authenticateIntent(request.params.id, request.body.client_secret, request.body.outcome));
  return paymentInfoView(attempt);
}

export function subscriptionsRoutes(app: ZodApp) {
  app.get('/subscriptions/my-subscription/', { schema: getMySubscriptionSchema, config: { auth: 'user' } }, getMySubscription);
  app.post('/subscriptions/', { schema: createSubscriptionSchema, config: { auth: 'user' } }, createSubscription);
  app.post('/subscriptions/:id/confirm-payment-intent/', { schema: confirmPaymentIntentSchema, config: { auth: 'user' } }, confirmPaymentIntent);
  app.get('/subscriptions/:id/latest-payment/', { schema: getLatestPaymentSchema, config: { auth: 'user' } }, getLatestPayment);
  app.post('/stripe/customer/', { schema: savePaymentCustomerSchema, config: { auth: 'user' } }, savePaymentCustomer);
  app.get('/stripe/default-payment-method/', { schema: getDefaultPaymentMethodSchema, config: { auth: 'user' } }, getDefaultPaymentMethod);
  app.get('/payments/config/', { schema: getPaymentConfigSchema, config: { auth: 'none' } }, getPaymentConfig);
  app.post('/payments/sandbox/payment-methods/', { schema: createSandboxPaymentMethodSchema, config: { auth: 'none' } }, createSandboxPaymentMethod);
  app.post(
    '/payments/sandbox/intents/:id/authenticate/',
    { schema: authenticateSandboxIntentSchema, config: { auth: 'none' } },
    authenticateSandboxIntent,
  );
}
