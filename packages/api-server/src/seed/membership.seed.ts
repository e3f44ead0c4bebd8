/**
 * Demo data of the membership area: the demo members with a live subscription are real customers of the sandbox
 * payment provider (a 4242 test card on file and the provider's subscription behind theirs), so the account pages
 * show a card and every provider call works for them; parent@ has a Google identity at the local OpenID Connect
 * provider (its demo identity `google-parent`), so "Sign in with Google" knows them.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '@sift/contracts';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { SandboxPaymentProvider } from '../membership/payments/sandbox-provider';
import { priceOf } from '../membership/subscriptions.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

export async function seedMembership(db: Db, clock: Clock): Promise<void> {
  const sandbox = new SandboxPaymentProvider(db, clock);
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, account.email));
    if (!user) continue;
    if (account.key === 'parent') {
      await db.insert(t.socialIdentities).values({ provider: 'google', subject: 'google-parent', userId: user.id, email: account.email });
    }
    await db.insert(t.emailConfirmations).values({ userId: user.id, email: account.email, method: 'code', confirmedAt: new Date(clock.now()) });
    const [row] = await db
      .select({ sub: t.subscriptions, plan: t.subscriptionPlans })
      .from(t.subscriptions)
      .innerJoin(t.subscriptionPlans, eq(t.subscriptionPlans.id, t.subscriptions.planId))
      .where(eq(t.subscriptions.userId, user.id));
    if (!row || row.sub.endDate) continue;
    const customerId = await sandbox.createCustomer({ userId: user.id, email: account.email, name: `${account.firstName} ${account.lastName}` }, `seed-customer-${user.id}`);
    const card = await sandbox.tokenizeCard(
      { number: '4242424242424242', expMonth: 12, expYear: new Date(clock.now()).getUTCFullYear() + 3, cvc: '123' },
      { name: `${account.firstName} ${account.lastName}`, zip: '84101', country: 'US' },
    );
    await sandbox.attachDefaultPaymentMethod(customerId, card.id, {});
    const state = await sandbox.createSubscription(
      { customerId, price: priceOf(row.plan), trialDays: 0, discount: null, metadata: { sift_user_id: String(user.id) } },
      `seed-subscription-${user.id}`,
    );
    await db.update(t.users).set({ stripeCustomerId: customerId }).where(eq(t.users.id, user.id));
    await db.insert(t.providerSubscriptions).values({
      subscriptionId: row.sub.id,
      provider: 'sandbox',
      providerSubscriptionId: state.id,
      customerId,
      providerStatus: state.status,
      latestIntentId: state.latestPayment?.intentId ?? null,
      currentPeriodEnd: state.currentPeriodEnd,
    });
  }
}
