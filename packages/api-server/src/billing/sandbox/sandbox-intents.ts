/** 3-D Secure in the sandbox: the card issuer's challenge page, answered by the browser for a waiting intent. */
import { eq } from 'drizzle-orm';
import { CARD_AUTHENTICATION_FAILED, NOT_FOUND, PAYMENT_NOT_PENDING } from '@sift/contracts';
import { sandboxIntents, sandboxInvoices, sandboxSubscriptions } from '../../db/schema';
import { PaymentError, type PaymentAttempt } from '../provider/payment-provider';
import { creditOf } from './sandbox-customers';
import { emitInvoice, emitSubscription } from './sandbox-events';
import { afterInvoicePaid, markPaid, readIntent, recordCharge } from './sandbox-invoices';
import type { SandboxStore } from './sandbox-store';

/**
 * 3-D Secure, as the card issuer's challenge page would answer it: the browser proves it holds the intent's client
 * secret and says whether the person completed the challenge. A completed payment pays its invoice (the first one,
 * or a renewal that waited for it); a completed card check starts the trial.
 */
export async function authenticateIntent(s: SandboxStore, intentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentAttempt> {
  await s.transaction(async (tx) => {
    const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentId)).for('update');
    if (!intent || intent.clientSecret !== clientSecret) throw new PaymentError(NOT_FOUND, 'resource_missing', 404);
    if (intent.status !== 'requires_action') throw new PaymentError(PAYMENT_NOT_PENDING, 'payment_intent_unexpected_state', 400);
    if (outcome === 'fail') {
      await tx
        .update(sandboxIntents)
        .set({ status: 'requires_payment_method', errorCode: 'payment_intent_authentication_failure', errorMessage: CARD_AUTHENTICATION_FAILED })
        .where(eq(sandboxIntents.id, intentId));
      if (intent.invoiceId) await emitInvoice(s, tx, 'invoice.payment_failed', intent.invoiceId);
      return;
    }
    await tx.update(sandboxIntents).set({ status: 'succeeded', errorCode: null, errorMessage: null }).where(eq(sandboxIntents.id, intentId));
    if (intent.kind === 'payment') await recordCharge(tx, intentId, intent.customerId, intent.amount, intent.invoiceId);
    if (intent.invoiceId) {
      const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, intent.invoiceId));
      if (invoice?.status === 'open') {
        // The credit the invoice was to use, as far as the balance still has it.
        const credit = Math.min(invoice.total - intent.amount, await creditOf(tx, intent.customerId));
        await markPaid(s, tx, invoice, Math.max(0, credit), intent.amount, intentId, intent.paymentMethodId);
        await emitInvoice(s, tx, 'invoice.paid', invoice.id);
        await afterInvoicePaid(s, tx, invoice.subscriptionId);
      }
    } else if (intent.subscriptionId) {
      const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, intent.subscriptionId));
      if (sub?.status === 'incomplete') {
        const trialing = sub.trialEnd !== null && sub.trialEnd.getTime() > s.clock.now();
        await tx.update(sandboxSubscriptions).set({ status: trialing ? 'trialing' : 'active' }).where(eq(sandboxSubscriptions.id, sub.id));
        await emitSubscription(s, tx, 'customer.subscription.updated', sub.id);
      }
    }
  });
  return (await readIntent(s.db, intentId))!;
}
