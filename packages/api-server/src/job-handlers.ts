/**
 * Which handler runs each job (docs/decisions/0061). The one place that knows every feature's jobs, so the queue
 * itself imports no feature: it sits at the composition root with app-context.ts, above the domains it names
 * (docs/decisions/0120); the sandbox provider's jobs are its own (billing's rules never import the sandbox).
 */
import { billingJobHandlers, billingTick } from './billing/billing-jobs';
import { deliverSandboxEvents, sandboxSubscriptionDue, sandboxTick } from './billing/sandbox/sandbox-jobs';
import { mailResetLink } from './identity/password.routes';
import { mailJobHandlers } from './mail/mail-jobs';
import type { JobHandlers } from './jobs/job-queue';

export const jobHandlers: JobHandlers = {
  ...mailJobHandlers,
  'mail.password-reset': (ctx, data) => mailResetLink(ctx, data.email),
  ...billingJobHandlers,
  'billing.tick': async (ctx) => {
    await sandboxTick(ctx);
    await billingTick(ctx);
  },
  'sandbox.subscription-due': (ctx, data) => sandboxSubscriptionDue(ctx, data.subscriptionId),
  'sandbox.deliver-events': (ctx) => deliverSandboxEvents(ctx),
};
