/** The member's customer at the payment provider, and the provider's errors in the product's words. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { PaymentError, type PaymentProvider } from './provider/payment-provider';

/** The user's customer at the provider: the stored one if this provider issued it, else a new one. */
export async function ensureCustomer(ctx: AppContext, provider: PaymentProvider, userId: number, details: { email?: string; name?: string }): Promise<string> {
  const [user] = await ctx.db.select({ email: users.email, customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  if (user?.customerId && provider.ownsCustomerId(user.customerId)) return user.customerId;
  const customerId = await provider.createCustomer({ userId, email: details.email ?? user?.email, name: details.name }, `customer:${provider.kind}:${userId}`);
  await ctx.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
  return customerId;
}

/** The user's customer at this provider, or null when they have none there. */
export async function customerIdOf(ctx: AppContext, provider: PaymentProvider, userId: number): Promise<string | null> {
  const [user] = await ctx.db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return user?.customerId && provider.ownsCustomerId(user.customerId) ? user.customerId : null;
}

/** Whether a customer at the provider is one of our members' (an event about it may come before our records of it). */
export async function isMembersCustomer(ctx: AppContext, customerId: string): Promise<boolean> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return Boolean(user);
}

/**
 * A refused card or request answers in the provider's words (002 §8 "Card errors shown as returned by the
 * provider"); another account's object answers 404 like a missing one; `setupOnCardError`: a change that needs a
 * working card answers 400 with action 'setup' (the dialog then shows the billing form, 002 §4).
 */
export async function withProvider<T>(work: () => Promise<T>, { setupOnCardError = false, keepStatus = false } = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.status === 404) throw notFound();
    if (setupOnCardError && error.status === 402) throw new ApiError(400, { detail: error.message, code: error.code, action: 'setup' });
    throw new ApiError(keepStatus ? error.status : error.status === 503 ? 503 : 400, { detail: error.message, code: error.code });
  }
}
