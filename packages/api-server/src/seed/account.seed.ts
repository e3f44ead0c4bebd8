/**
 * The account area's data. Reference data every installation has (the cancel reasons tree, 002 §3-§4), written on
 * every start when missing; and demo data, seeded once with the demo accounts: gift cards to redeem, a sharing offer
 * with an end date (so its terms show), and the past-due member whose renewal the sandbox refused (the billing
 * takeover, 002 §4).
 */
import { eq } from 'drizzle-orm';
import { REFERRAL_REWARD_CENTS, type Clock } from '@sift/contracts';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { createGiftCard } from '../account/credit.service';
import { SandboxPaymentProvider } from '../membership/payments/sandbox-provider';
import { demoAccount } from './demo-accounts';

const DAY_MS = 24 * 3600 * 1000;

interface ReasonSeed {
  id: number;
  text: string;
  ask?: string;
  children?: { id: number; text: string; ask?: string }[];
}

/**
 * The reasons (the flow shuffles them and keeps 4 last). The spec ties offers to 1 (personalization, e-mail support,
 * more services), 2 (price), 6 (a device); every other reason gets 'Get Help, Get Credit'.
 */
export const CANCEL_REASONS: ReasonSeed[] = [
  {
    id: 1,
    text: "I'm not finding enough to watch",
    children: [
      { id: 11, text: "The titles I want aren't filtered yet", ask: 'Which titles were you looking for?' },
      { id: 12, text: "My streaming services aren't supported" },
      { id: 13, text: "The filters don't fit my family" },
    ],
  },
  { id: 2, text: 'It costs too much' },
  {
    id: 3,
    text: "I'm having technical problems",
    children: [
      { id: 31, text: "Videos don't play or keep buffering" },
      { id: 32, text: 'Filters missed something or cut too much' },
      { id: 33, text: 'Something else went wrong', ask: 'What went wrong?' },
    ],
  },
  { id: 4, text: 'Other', ask: "Tell us why you're leaving" },
  { id: 5, text: "I'm not using it enough" },
  {
    id: 6,
    text: "My device isn't supported",
    children: [
      { id: 61, text: 'Roku' },
      { id: 62, text: 'My smart TV' },
      { id: 63, text: 'A game console' },
      { id: 64, text: 'Another device', ask: 'Which device do you watch on?' },
    ],
  },
  { id: 7, text: "I'm switching to another service" },
];

/** Writes the cancel reasons that are missing (every start: reference data, production included). */
export async function ensureCancelReasons(db: Db): Promise<void> {
  const rows = CANCEL_REASONS.flatMap((reason, i) => [
    { id: reason.id, parentId: null, text: reason.text, askForExplanation: Boolean(reason.ask), explanationPlaceholderText: reason.ask ?? null, ordering: i + 1 },
    ...(reason.children ?? []).map((child, j) => ({
      id: child.id,
      parentId: reason.id,
      text: child.text,
      askForExplanation: Boolean(child.ask),
      explanationPlaceholderText: child.ask ?? null,
      ordering: j + 1,
    })),
  ]);
  await db.insert(t.cancelReasons).values(rows).onConflictDoNothing();
}

/** Demo gift cards (docs/demo-accounts.md): each redeems once. e2e/core/account.ts names the ones its specs use. */
export const DEMO_GIFT_CARDS = [
  { code: 'SIFT25ALPHA', pin: '2501', amount: 2_500 },
  { code: 'SIFT25BRAVO', pin: '2502', amount: 2_500 },
  { code: 'SIFT25CHARLIE', pin: '2503', amount: 2_500 },
  { code: 'SIFT25DELTA', pin: '2504', amount: 2_500 },
  { code: 'SIFT50ECHO', pin: '5005', amount: 5_000 },
  { code: 'SIFT50FOXTROT', pin: '5006', amount: 5_000 },
  { code: 'SIFT50GOLF', pin: '5007', amount: 5_000 },
  { code: 'SIFT100HOTEL', pin: '1008', amount: 10_000 },
  { code: 'SIFT10INDIA', pin: '1009', amount: 1_000 },
  { code: 'SIFT10JULIET', pin: '1010', amount: 1_000 },
  { code: 'SIFT10KILO', pin: '1011', amount: 1_000 },
  { code: 'SIFT10LIMA', pin: '1012', amount: 1_000 },
] as const;

/** A card parent@ redeemed already, so the account's credits show a balance and its history. */
export const PARENT_REDEEMED_GIFT_CARD = { code: 'SIFT20PARENT', pin: '2020', amount: 2_000 } as const;

/**
 * Demo data, after the demo accounts and their sandbox customers exist (seedMembership): the gift cards, the
 * sharing offer's end dates, parent@'s credit (a gift card redeemed, and a referral reward: former@ joined with
 * parent@'s link and paid), and pastdue@'s renewal refused by a card that declines charges.
 */
export async function seedAccountDemoData(db: Db, clock: Clock): Promise<void> {
  // PINs are hashed with Argon2id: in parallel, the seed waits for the slowest only.
  await Promise.all(DEMO_GIFT_CARDS.map((card) => createGiftCard({ db }, card)));
  const now = clock.now();
  await db
    .update(t.sharingProgram)
    .set({ endsAt: new Date(now + 60 * DAY_MS), endsRewardsAt: new Date(now + 90 * DAY_MS) })
    .where(eq(t.sharingProgram.id, 1));
  await seedParentCredit(db, clock);

  const pastDue = demoAccount('pastdue');
  const [user] = await db.select({ id: t.users.id, customerId: t.users.stripeCustomerId }).from(t.users).where(eq(t.users.email, pastDue.email));
  const [row] = user
    ? await db
        .select({ sub: t.subscriptions, provider: t.providerSubscriptions })
        .from(t.subscriptions)
        .innerJoin(t.providerSubscriptions, eq(t.providerSubscriptions.subscriptionId, t.subscriptions.id))
        .where(eq(t.subscriptions.userId, user.id))
    : [];
  if (!user?.customerId || !row) return;
  const sandbox = new SandboxPaymentProvider(db, clock);
  const name = `${pastDue.firstName} ${pastDue.lastName}`;
  // A card that attaches but declines every charge (4000 0000 0000 0341), so the renewal fails.
  const card = await sandbox.tokenizeCard(
    { number: '4000000000000341', expMonth: 11, expYear: new Date(now).getUTCFullYear() + 2, cvc: '123' },
    { name, zip: '80202', country: 'US' },
  );
  await sandbox.attachDefaultPaymentMethod(user.customerId, card.id, { name });
  const state = await sandbox.billRenewal(row.provider.providerSubscriptionId);
  await db
    .update(t.providerSubscriptions)
    .set({ providerStatus: state.status, latestIntentId: state.latestPayment?.intentId ?? null, currentPeriodEnd: state.currentPeriodEnd })
    .where(eq(t.providerSubscriptions.subscriptionId, row.sub.id));
  await db.update(t.subscriptions).set({ lastPaymentFailedAt: new Date(now) }).where(eq(t.subscriptions.id, row.sub.id));
}

async function userNamed(db: Db, key: Parameters<typeof demoAccount>[0]) {
  const [user] = await db.select({ id: t.users.id, customerId: t.users.stripeCustomerId, code: t.users.referralCode }).from(t.users).where(eq(t.users.email, demoAccount(key).email));
  return user;
}

/** Credit as the account area adds it (credit.service's addAccountCredit): at the provider once, then in the ledger. */
async function seedCredit(db: Db, sandbox: SandboxPaymentProvider, user: { id: number; customerId: string | null }, credit: { kind: 'gift_card' | 'referral_reward'; amount: number; description: string; key: string }, at: Date) {
  let customerId = user.customerId;
  if (!customerId) {
    // A member who never kept a card (former@) gets a customer at the provider to hold the credit, as on a redemption.
    const [row] = await db.select({ email: t.users.email, firstName: t.users.firstName, lastName: t.users.lastName }).from(t.users).where(eq(t.users.id, user.id));
    customerId = await sandbox.createCustomer({ userId: user.id, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() }, `seed-customer-${user.id}`);
    await db.update(t.users).set({ stripeCustomerId: customerId }).where(eq(t.users.id, user.id));
  }
  await sandbox.addCredit(customerId, credit.amount, credit.description, credit.key);
  await db.insert(t.accountCredits).values({ userId: user.id, kind: credit.kind, amount: credit.amount, description: credit.description, idempotencyKey: credit.key, createdAt: at }).onConflictDoNothing();
}

async function seedParentCredit(db: Db, clock: Clock): Promise<void> {
  const [parent, former] = [await userNamed(db, 'parent'), await userNamed(db, 'former')];
  if (!parent || !former) return;
  const now = clock.now();
  const sandbox = new SandboxPaymentProvider(db, clock);
  const card = PARENT_REDEEMED_GIFT_CARD;
  const redeemedAt = new Date(now - 20 * DAY_MS);
  await createGiftCard({ db }, card);
  await db.update(t.giftCards).set({ state: 'redeemed', redeemedBy: parent.id, claimedAt: redeemedAt, redeemedAt }).where(eq(t.giftCards.code, card.code));
  await seedCredit(db, sandbox, parent, { kind: 'gift_card', amount: card.amount, description: `Gift card ${card.code.slice(-4).padStart(card.code.length, '•')}`, key: `giftcard:${card.code}` }, redeemedAt);

  const paidAt = new Date(now - 40 * DAY_MS);
  await db
    .insert(t.referrals)
    .values({ referredUserId: former.id, code: parent.code, referrerUserId: parent.id, recordedAt: new Date(now - 45 * DAY_MS), firstPaidAt: paidAt, creditedAt: paidAt })
    .onConflictDoNothing();
  await seedCredit(db, sandbox, parent, { kind: 'referral_reward', amount: REFERRAL_REWARD_CENTS, description: 'Referral reward: a friend joined with your link', key: `referral:${former.id}:referrer` }, paidAt);
  await seedCredit(db, sandbox, former, { kind: 'referral_reward', amount: REFERRAL_REWARD_CENTS, description: 'Referral reward: you joined with a friend’s link', key: `referral:${former.id}:referred` }, paidAt);
}
