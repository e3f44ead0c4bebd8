/**
 * Settings of billing (read by config/index.ts): the card payment provider (docs/decisions/0035) and Stripe's webhook (0063).
 *
 * | env | meaning |
 * |---|---|
 * | `STRIPE_SECRET_KEY`, `STRIPE_PUBLISHABLE_KEY` | both set: Stripe takes the cards; otherwise the sandbox provider |
 * | `STRIPE_WEBHOOK_SECRET` | the signing secret of the webhook endpoint `POST stripe/webhook/` (without it the endpoint answers 503) |
 * | `SIFT_PAYMENTS_SANDBOX=1` | allow the sandbox in production (a demo site); without it a production start without Stripe keys answers payment calls 503 |
 */
export interface PaymentsConfig {
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  /** Whether the sandbox may run when Stripe keys are missing (always outside production). */
  sandboxAllowed: boolean;
}

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv): PaymentsConfig {
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    sandboxAllowed: env.NODE_ENV !== 'production' || env.SIFT_PAYMENTS_SANDBOX === '1',
  };
}
