/**
 * The sandbox provider's own browser-facing calls (what js.stripe.com does for Stripe): tokenizing a test card and
 * answering a 3-D Secure challenge. They exist only while the sandbox is the provider (404 with Stripe).
 */
import { z } from 'zod/mini';
import { NOT_FOUND, paymentInfo, sandboxAuthenticateBody, sandboxCardRequest, sandboxPaymentMethod, text } from '@sift/contracts';
import { detailError } from '../../http/errors';
import { ctxOf, type ZodApp, type ZodReply, type ZodRequest } from '../../http/route-layer';
import { withProvider } from '../customers';
import { sandboxProvider } from '../provider/provider-of';
import { paymentInfoView } from '../subscription-view';

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
  const pm = await withProvider(
    () => sandbox.tokenizeCard({ number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc }, { name: body.name, zip: body.address_zip, country: body.address_country }),
    { keepStatus: true },
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
  const attempt = await withProvider(() => sandbox.authenticateIntent(request.params.id, request.body.client_secret, request.body.outcome), { keepStatus: true });
  return paymentInfoView(attempt);
}

export function sandboxRoutes(app: ZodApp) {
  app.post('/payments/sandbox/payment-methods/', { schema: createSandboxPaymentMethodSchema, config: { auth: 'none' } }, createSandboxPaymentMethod);
  app.post('/payments/sandbox/intents/:id/authenticate/', { schema: authenticateSandboxIntentSchema, config: { auth: 'none' } }, authenticateSandboxIntent);
}
