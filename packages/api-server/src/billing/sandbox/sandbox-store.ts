/**
 * What every part of the sandbox provider shares (sandbox-provider.ts): the database and the server's clock, its
 * transactions (which tell the wiring when events were emitted) and its idempotency keys. Each operation that
 * creates or moves money runs in one transaction that first claims its idempotency key (or, for the clock's work,
 * the period or the retry it does with a conditional update), so a repeated key, a second worker or a replayed job
 * never charges twice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DUNNING_RETRY_DAYS, type Clock } from '@sift/contracts';
import type { Db } from '../../db/database';
import { sandboxIdempotencyKeys, sandboxInvoices, sandboxSubscriptions } from '../../db/schema';
import { PaymentError } from '../provider/payment-provider';

export type Tx = Db;
export type SubRow = typeof sandboxSubscriptions.$inferSelect;
export type InvoiceRow = typeof sandboxInvoices.$inferSelect;
export type BillingReason = InvoiceRow['billingReason'];
/** What one payment attempt of an invoice came to. */
export type Outcome = { result: 'paid' | 'requires_action' | 'failed'; intentId: string | null; errorCode?: string; errorMessage?: string };

export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
/** An intent's client secret, which the browser proves it holds (3-D Secure). */
export const clientSecretOf = (intentId: string) => `${intentId}_secret_${randomBytes(16).toString('base64url')}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
export const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : null);
const IDEMPOTENCY_MISMATCH = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';
/** Automatic attempts of a renewal before dunning ends: the renewal itself and one per retry day. */
export const DUNNING_ATTEMPTS = 1 + DUNNING_RETRY_DAYS.length;
/** Statuses a subscription renews in. */
export const RENEWING = ['active', 'trialing', 'past_due'];

export class SandboxStore {
  /** Transactions that emitted events, so their delivery is asked for once they commit. */
  private readonly emittedIn = new WeakSet<object>();

  constructor(
    readonly db: Db,
    readonly clock: Clock,
    /** Called after a transaction that emitted events commits. */
    private readonly eventsCommitted: () => void,
  ) {}

  now() {
    return new Date(this.clock.now());
  }

  /** Notes that `tx` emitted an event (sandbox-events.ts). */
  emitted(tx: Tx) {
    this.emittedIn.add(tx);
  }

  /** A transaction; after it commits, anyone waiting for its events hears of them. */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Tx;
      const out = await work(tx);
      emitted = this.emittedIn.has(tx);
      return out;
    });
    if (emitted) this.eventsCommitted();
    return result;
  }

  /** Runs `work` once per key: a repeated key with the same request answers the stored result. */
  async once<T>(operation: string, key: string, request: unknown, work: (tx: Tx) => Promise<T>): Promise<T> {
    const fullKey = `${operation}:${key}`;
    const requestHash = hashOf(request);
    return this.transaction(async (tx) => {
      // On PostgreSQL a second transaction with the same key waits here until the first commits, then finds its row.
      const claimed = await tx
        .insert(sandboxIdempotencyKeys)
        .values({ key: fullKey, operation, requestHash })
        .onConflictDoNothing()
        .returning({ key: sandboxIdempotencyKeys.key });
      if (!claimed.length) {
        const [row] = await tx.select().from(sandboxIdempotencyKeys).where(eq(sandboxIdempotencyKeys.key, fullKey));
        if (row.requestHash !== requestHash) throw new PaymentError(IDEMPOTENCY_MISMATCH, 'idempotency_error', 400);
        return row.result as T;
      }
      const result = await work(tx);
      await tx.update(sandboxIdempotencyKeys).set({ result: result as never }).where(eq(sandboxIdempotencyKeys.key, fullKey));
      return result;
    });
  }
}
