/**
 * The demo members' billing, made the way it would have happened (docs/demo-accounts.md): each is a real customer of
 * the sandbox payment provider with a 4242 test card, subscribed at a date in the past and billed by the sandbox's
 * own engine at each period end since, on a clock stepped through those dates. So parent@ has two renewals and three
 * receipts in Billing history and $29.99 of credit added after the last one (a gift card and a referral reward: former@
 * joined with parent@'s link); staff@ pays yearly; pastdue@'s renewal an hour ago was declined by a card that declines
 * charges (4000 0000 0000 0341): past due, in dunning (retried on day 1, 3 and 5, then cancelled, by the real clock).
 * Our records are written from the provider's answers as the event handler would; the sandbox's events are delivered
 * when the server starts (the receipts then land in the outbox).
 */
import { eq } from 'drizzle-orm';
import { REFERRAL_REWARD_CENTS, type Clock } from '@sift/contracts';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import type { AppContext } from '../http/context';
import { daysAfter, monthsAfter } from '../billing/calendar';
import { priceOf } from '../billing/plans';
import { SandboxPaymentProvider } from '../billing/sandbox/sandbox-provider';
import { applyProviderState, recordInvoice } from '../billing/subscription-state';
import { rowOfProviderSubscription } from '../billing/subscription-view';
import { createGiftCard } from '../billing/credit.service';
import { PARENT_REDEEMED_GIFT_CARD } from './account.seed';
import { DEMO_ACCOUNTS, demoAccount, type DemoAccount } from './demo-accounts';

const HOUR_MS = 3600 * 1000;

/** When each demo member subscribed: parent@ two months and ten days ago, staff@ three months ago, pastdue@ a month and an hour ago. */
function subscribedAt(key: DemoAccount['key'], now: Date): Date | null {
  if (key === 'parent') return daysAfter(monthsAfter(now, -2), -10);
  if (key === 'staff') return monthsAfter(now, -3);
  if (key === 'pastdue') return new Date(monthsAfter(now, -1).getTime() - HOUR_MS);
  return null;
}

export async function seedBillingDemo(db: Db, clock: Clock): Promise<void> {
  const now = new Date(clock.now());
  let at = now;
  const sandbox = new SandboxPaymentProvider(db, { now: () => at.getTime() });
  const seeded: { account: DemoAccount; userId: number; subscriptionId: number; providerSubscriptionId: string; customerId: string }[] = [];

  for (const account of DEMO_ACCOUNTS) {
    const start = subscribedAt(account.key, now);
    const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, account.email));
    if (!start || !user) continue;
    const [row] = await db
      .select({ sub: t.subscriptions, plan: t.subscriptionPlans })
      .from(t.subscriptions)
      .innerJoin(t.subscriptionPlans, eq(t.subscriptionPlans.id, t.subscriptions.planId))
      .where(eq(t.subscriptions.userId, user.id));
    if (!row || row.sub.endDate) continue;
    at = start;
    const name = `${account.firstName} ${account.lastName}`;
    const customerId = await sandbox.createCustomer({ userId: user.id, email: account.email, name }, `seed-customer-${user.id}`);
    const card = await sandbox.tokenizeCard({ number: '4242424242424242', expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: '123' }, { name, zip: '84101', country: 'US' });
    await sandbox.attachDefaultPaymentMethod(customerId, card.id, {});
    const state = await sandbox.createSubscription(
      { customerId, price: priceOf(row.plan), trialDays: 0, discount: null, metadata: { sift_user_id: String(user.id) } },
      `seed-subscription-${user.id}`,
    );
    await db.update(t.users).set({ stripeCustomerId: customerId }).where(eq(t.users.id, user.id));
    await db.update(t.subscriptions).set({ startedAt: start }).where(eq(t.subscriptions.id, row.sub.id));
    await db.insert(t.providerSubscriptions).values({ subscriptionId: row.sub.id, provider: 'sandbox', providerSubscriptionId: state.id, customerId, providerStatus: state.status });
    seeded.push({ account, userId: user.id, subscriptionId: row.sub.id, providerSubscriptionId: state.id, customerId });
  }

  // pastdue@'s bank starts declining before the renewal: a card that attaches but declines every charge.
  const pastDue = seeded.find((s) => s.account.key === 'pastdue');
  if (pastDue) {
    at = new Date(now.getTime() - 2 * HOUR_MS);
    const name = `${pastDue.account.firstName} ${pastDue.account.lastName}`;
    const declining = await sandbox.tokenizeCard({ number: '4000000000000341', expMonth: 11, expYear: now.getUTCFullYear() + 2, cvc: '123' }, { name, zip: '80202', country: 'US' });
    await sandbox.attachDefaultPaymentMethod(pastDue.customerId, declining.id, { name });
  }

  // The sandbox bills every period that ended since, each at its own end.
  for (const member of seeded) {
    for (;;) {
      const sub = await sandbox.retrieveSubscription(member.providerSubscriptionId);
      if (!sub.currentPeriodEnd || sub.currentPeriodEnd.getTime() > now.getTime() || sub.status === 'canceled') break;
      at = sub.currentPeriodEnd;
      await sandbox.advance(member.providerSubscriptionId);
    }
  }

  await seedParentCredit(db, sandbox, now, (when) => (at = when));

  // Our side, as the event handler writes it from the provider's answers.
  at = now;
  const seedCtx = { db, clock: { now: () => now.getTime() } } as unknown as AppContext;
  for (const member of seeded) {
    const row = (await rowOfProviderSubscription(seedCtx, member.providerSubscriptionId))!;
    await applyProviderState(seedCtx, row, await sandbox.retrieveSubscription(member.providerSubscriptionId), new Date(0));
    const invoices = await db.select({ id: t.sandboxInvoices.id }).from(t.sandboxInvoices).where(eq(t.sandboxInvoices.subscriptionId, member.providerSubscriptionId));
    for (const invoice of invoices) await recordInvoice(seedCtx, row, await sandbox.retrieveInvoice(invoice.id), new Date(0), 'sandbox');
  }
}

async function userNamed(db: Db, key: DemoAccount['key']) {
  const [user] = await db
    .select({ id: t.users.id, customerId: t.users.stripeCustomerId, code: t.users.referralCode })
    .from(t.users)
    .where(eq(t.users.email, demoAccount(key).email));
  return user;
}

/** Credit as the account area adds it (credit.service's addAccountCredit): at the provider once, then in the ledger. */
async function seedCredit(
  db: Db,
  sandbox: SandboxPaymentProvider,
  user: { id: number; customerId: string | null },
  credit: { kind: 'gift_card' | 'referral_reward'; amount: number; description: string; key: string },
  at: Date,
) {
  let customerId = user.customerId;
  if (!customerId) {
    // A member who never kept a card (former@) gets a customer at the provider to hold the credit, as on a redemption.
    const [row] = await db.select({ email: t.users.email, firstName: t.users.firstName, lastName: t.users.lastName }).from(t.users).where(eq(t.users.id, user.id));
    customerId = await sandbox.createCustomer({ userId: user.id, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() }, `seed-customer-${user.id}`);
    await db.update(t.users).set({ stripeCustomerId: customerId }).where(eq(t.users.id, user.id));
  }
  await sandbox.addCredit(customerId, credit.amount, credit.description, credit.key);
  await db
    .insert(t.accountCredits)
    .values({ userId: user.id, kind: credit.kind, amount: credit.amount, description: credit.description, idempotencyKey: credit.key, createdAt: at })
    .onConflictDoNothing();
}

/** parent@'s credit, added after its last renewal: a referral reward eight days ago, a gift card five days ago. */
async function seedParentCredit(db: Db, sandbox: SandboxPaymentProvider, now: Date, setClock: (at: Date) => void): Promise<void> {
  const [parent, former] = [await userNamed(db, 'parent'), await userNamed(db, 'former')];
  if (!parent || !former) return;
  const paidAt = daysAfter(now, -8);
  setClock(paidAt);
  await db
    .insert(t.referrals)
    .values({ referredUserId: former.id, code: parent.code, referrerUserId: parent.id, recordedAt: daysAfter(now, -45), firstPaidAt: paidAt, creditedAt: paidAt })
    .onConflictDoNothing();
  await seedCredit(db, sandbox, parent, { kind: 'referral_reward', amount: REFERRAL_REWARD_CENTS, description: 'Referral reward: a friend joined with your link', key: `referral:${former.id}:referrer` }, paidAt);
  await seedCredit(db, sandbox, former, { kind: 'referral_reward', amount: REFERRAL_REWARD_CENTS, description: 'Referral reward: you joined with a friend’s link', key: `referral:${former.id}:referred` }, paidAt);
  const card = PARENT_REDEEMED_GIFT_CARD;
  const redeemedAt = daysAfter(now, -5);
  setClock(redeemedAt);
  await createGiftCard({ db }, card);
  await db.update(t.giftCards).set({ state: 'redeemed', redeemedBy: parent.id, claimedAt: redeemedAt, redeemedAt }).where(eq(t.giftCards.code, card.code));
  await seedCredit(db, sandbox, parent, { kind: 'gift_card', amount: card.amount, description: `Gift card ${card.code.slice(-4).padStart(card.code.length, '•')}`, key: `giftcard:${card.code}` }, redeemedAt);

}
