/**
 * The payment provider of a running server: Stripe when its keys are configured, the sandbox otherwise (outside
 * production, or with SIFT_PAYMENTS_SANDBOX=1), none in a production start without keys (payment calls answer 503).
 * One instance per server (or worker), made on first use. This is the one place that knows the sandbox exists: the
 * billing rules only see the PaymentProvider interface.
 */
import { PAYMENTS_UNAVAILABLE } from '@sift/contracts';
import type { AppContext } from '../../http/context';
import { detailError } from '../../http/errors';
import { SandboxPaymentProvider } from '../sandbox/sandbox-provider';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

const providers = new WeakMap<AppContext, PaymentProvider | null>();

export function paymentProviderOrNull(ctx: AppContext): PaymentProvider | null {
  if (!providers.has(ctx)) {
    const { stripeSecretKey, stripePublishableKey, sandboxAllowed } = ctx.config.payments;
    let provider: PaymentProvider | null = null;
    if (stripeSecretKey && stripePublishableKey) {
      provider = new StripePaymentProvider({ secretKey: stripeSecretKey, publishableKey: stripePublishableKey });
    } else if (sandboxAllowed) {
      const sandbox = new SandboxPaymentProvider(ctx.db, ctx.clock);
      // The sandbox's webhook delivery: its events reach the event handler through the job queue. Asked for as
      // background work, so whoever waits for the server to settle waits for the request too (a drain that ran
      // before it reached the queue would leave the events to the next tick). If it fails, the next tick delivers.
      sandbox.onEvents = () =>
        ctx.background.run('sandbox event delivery', () =>
          ctx.jobs.send('sandbox.deliver-events', {}).catch((error: unknown) => ctx.log.warn({ err: error }, 'sandbox events will be delivered by the next tick')),
        );
      provider = sandbox;
    }
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

/** The sandbox, when it is the provider (its own browser-facing calls and its billing engine exist only then). */
export function sandboxProvider(ctx: AppContext): SandboxPaymentProvider | null {
  const provider = paymentProviderOrNull(ctx);
  return provider instanceof SandboxPaymentProvider ? provider : null;
}

/** Tests hand in a provider (Stripe against a fake of its API). */
export function useProvider(ctx: AppContext, provider: PaymentProvider): void {
  providers.set(ctx, provider);
}
