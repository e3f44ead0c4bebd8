/**
 * Stripe's webhook (docs/decisions/0063): POST stripe/webhook/ verifies the Stripe-Signature header against the raw
 * body with STRIPE_WEBHOOK_SECRET (`Stripe.webhooks.constructEvent`, which also refuses a timestamp more than five
 * minutes off), stores the event id once and queues it for the one event handler, the same the sandbox's events go
 * to. A bad signature answers 400 and stores nothing; a replayed event answers 200 and changes nothing. Exists only
 * when Stripe is the provider and the secret is set (404 otherwise: the sandbox delivers its own events).
 */
import Stripe from 'stripe';
import { z } from 'zod/mini';
import { NOT_FOUND } from '@sift/contracts';
import { detailError } from '../../http/errors';
import { ctxOf, type ZodApp, type ZodRequest } from '../../http/route-layer';
import { receiveProviderEvent } from '../billing-events';
import type { ProviderEvent } from './payment-provider';
import { paymentProviderOrNull } from './provider-of';

export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is not valid.';

const receiveStripeWebhookSchema = {
  summary: "Stripe's events (invoice.paid, invoice.payment_failed, customer.subscription.updated/deleted/trial_will_end...), signed with the endpoint's secret. 400 for a bad signature; each event id is applied once.",
  tags: ['payments'],
  response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
};
async function receiveStripeWebhook(request: ZodRequest<typeof receiveStripeWebhookSchema>) {
  const ctx = ctxOf(request);
  const secret = ctx.config.payments.stripeWebhookSecret;
  if (!secret || paymentProviderOrNull(ctx)?.kind !== 'stripe') throw detailError(404, NOT_FOUND);
  const signature = request.headers['stripe-signature'];
  const raw = request.body as unknown;
  if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) throw detailError(400, WEBHOOK_SIGNATURE_INVALID);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    throw detailError(400, WEBHOOK_SIGNATURE_INVALID);
  }
  const object = (event.data?.object ?? {}) as { id?: unknown };
  if (typeof object.id !== 'string') return { received: true, duplicate: false };
  const stored = await receiveProviderEvent(ctx, 'stripe', event as unknown as ProviderEvent);
  return { received: true, duplicate: !stored };
}

/** Registered in its own context: the body stays the raw bytes Stripe signed (the site's JSON parser would change them). */
export function stripeWebhookRoutes(app: ZodApp) {
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    raw.post('/stripe/webhook/', { schema: receiveStripeWebhookSchema, config: { auth: 'none' } }, receiveStripeWebhook);
  });
}
