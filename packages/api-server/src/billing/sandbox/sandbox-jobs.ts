/**
 * The sandbox provider's side of the job queue (docs/decisions/0062): what Stripe's own servers do for Stripe. The
 * billing tick asks it for the subscriptions with work due by the server's clock and queues one job per subscription
 * (keyed by it, so a subscription is queued once however often it is found); each job does that subscription's due
 * work (renewal, retries, trial end, discount end). Its events are delivered to billing's one event handler in the
 * order they were made, as a webhook would deliver them.
 */
import type { AppContext } from '../../http/context';
import { receiveProviderEvent } from '../billing-events';
import type { ProviderEvent } from '../provider/payment-provider';
import { sandboxProvider } from '../provider/provider-of';

/** Queues the due work of every subscription by the server's clock, and the delivery of any undelivered events. */
export async function sandboxTick(ctx: AppContext): Promise<void> {
  const sandbox = sandboxProvider(ctx);
  if (!sandbox) return;
  for (const subscriptionId of await sandbox.dueSubscriptionIds(new Date(ctx.clock.now()))) {
    await ctx.jobs.send('sandbox.subscription-due', { subscriptionId }, { key: subscriptionId });
  }
  if (await sandbox.hasUndeliveredEvents()) await ctx.jobs.send('sandbox.deliver-events', {});
}

/** One subscription's due work. */
export async function sandboxSubscriptionDue(ctx: AppContext, subscriptionId: string): Promise<void> {
  await sandboxProvider(ctx)?.advance(subscriptionId);
}

/** Hands undelivered events to the event handler: each stored (once) and marked delivered in one transaction. */
export async function deliverSandboxEvents(ctx: AppContext): Promise<void> {
  const sandbox = sandboxProvider(ctx);
  if (!sandbox) return;
  for (;;) {
    const delivered = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as AppContext['db'];
      const events = await sandbox.undeliveredEvents(tx);
      for (const event of events) await receiveProviderEvent(ctx, 'sandbox', event.payload as ProviderEvent, tx);
      await sandbox.markDelivered(tx, events.map((e) => e.id));
      return events.length;
    });
    if (!delivered) return;
  }
}
