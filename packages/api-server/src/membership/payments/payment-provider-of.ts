/**
 * The payment provider of a running server: Stripe when its keys are configured, the sandbox otherwise (outside
 * production, or with SIFT_PAYMENTS_SANDBOX=1), none in a production start without keys (payment calls answer 503).
 * One instance per server, made on first use; the account area reaches it the same way.
 */
import { PAYMENTS_UNAVAILABLE } from '@sift/contracts';
import type { AppContext } from '../../http/context';
import { detailError } from '../../http/errors';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

const providers = new WeakMap<AppContext, PaymentProvider | null>();

export function paymentProviderOrNull(ctx: AppContext): PaymentProvider | null {
  if (!providers.has(ctx)) {
    const { stripeSecretKey, stripePublishableKey, sandboxAllowed } = ctx.config.payments;
    const provider =
      stripeSecretKey && stripePublishableKey
        ? new StripePaymentProvider({ secretKey: stripeSecretKey, publishableKey: stripePublishableKey })
        : sandboxAllowed
          ? new SandboxPaymentProvider(ctx.db, ctx.clock)
          : null;
    providers.set(ctx, provider);
  }
  return providers.get(ctx) ?? null;
}

/** The provider, or a 503 in the product's words when payments are not configured. */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  const provider = paymentProviderOrNull(ctx);
  if (!provider) throw detailError(503, PAYMENTS_UNAVAILABLE);
  return provider;
}

/** The sandbox, when it is the provider (its own browser-facing calls exist only then). */
export function sandboxProvider(ctx: AppContext): SandboxPaymentProvider | null {
  const provider = paymentProviderOrNull(ctx);
  return provider instanceof SandboxPaymentProvider ? provider : null;
}
