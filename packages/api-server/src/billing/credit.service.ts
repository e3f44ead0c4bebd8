/**
 * Account credit (002 §2.3 "credits", §3 Gift card and Balance, §7), as Stripe's customer balance: the payment
 * provider holds it and spends it on an invoice only when the invoice is paid (PaymentProvider.addCredit /
 * creditBalance); `account_credits` keeps the history of what was added and makes each addition happen once. Gift
 * cards are redeemed here (while past due, the credit pays the open invoice at once); referral rewards (the sharing
 * programme) are credited here when the referred member first pays (docs/decisions/0056, 0064).
 */
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  GIFT_CARD_ALREADY_REDEEMED,
  GIFT_CARD_CODE_MAX_LENGTH,
  GIFT_CARD_INVALID,
  GIFT_CARD_PIN_MAX_LENGTH,
  giftCardRedeemed,
  LOGIN_THROTTLED,
  normaliseGiftCardCode,
  REFERRAL_REWARD_CENTS,
  type AccountBalance,
  type GiftCardRedeemResponse,
} from '@sift/contracts';
import { accountCredits, giftCards, referrals } from '../db/schema';
import type { AppContext } from '../http/context';
import { detailError } from '../http/errors';
import { hashSecret, verifySecret } from '../security/passwords';
import { clearAttempts, reserveAttempt } from '../security/throttle';
import { customerIdOf, ensureCustomer, withProvider } from './customers';
import { paymentProvider } from './provider/provider-of';
import { PaymentError } from './provider/payment-provider';
import { syncSubscription } from './subscription-state';
import { latestRow } from './subscription-view';

type CreditKind = (typeof accountCredits.$inferInsert)['kind'];

/** A claim older than this was left by a process that died mid-redemption: its redeemer may finish it. */
const STALE_CLAIM_MS = 2 * 60 * 1000;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the user's customer at the provider holds as credit (0 without a customer). */
export async function creditBalanceOf(ctx: AppContext, userId: number): Promise<number> {
  const provider = paymentProvider(ctx);
  const customerId = await customerIdOf(ctx, provider, userId);
  if (!customerId) return 0;
  return withProvider(() => provider.creditBalance(customerId));
}

/** GET transactions/balance/: the balance and the credits added, newest first. */
export async function accountBalance(ctx: AppContext, userId: number): Promise<AccountBalance> {
  const rows = await ctx.db.select().from(accountCredits).where(eq(accountCredits.userId, userId)).orderBy(desc(accountCredits.createdAt), desc(accountCredits.id)).limit(50);
  return {
    balance: await creditBalanceOf(ctx, userId),
    transactions: rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, description: r.description, created_at: r.createdAt.toISOString() })),
  };
}

/**
 * Adds credit at the provider once per key (its idempotency) and records it once (the ledger's unique key), so a
 * retry after any failure adds nothing twice. Answers the new balance.
 */
export async function addAccountCredit(ctx: AppContext, userId: number, credit: { kind: CreditKind; amount: number; description: string; key: string }): Promise<number> {
  const provider = paymentProvider(ctx);
  const customerId = await ensureCustomer(ctx, provider, userId, {});
  const balance = await withProvider(() => provider.addCredit(customerId, credit.amount, credit.description, credit.key));
  await ctx.db
    .insert(accountCredits)
    .values({ userId, kind: credit.kind, amount: credit.amount, description: credit.description, idempotencyKey: credit.key, createdAt: new Date(ctx.clock.now()) })
    .onConflictDoNothing();
  return (await payPastDueWithCredit(ctx, userId)) ?? balance;
}

/**
 * Credit added while the plan is past due pays the open invoice first (credit before the card, as always). A card
 * that is still refused leaves everything as it was: the credit stays, the invoice stays open. Answers the balance
 * after, or null when nothing was past due.
 */
async function payPastDueWithCredit(ctx: AppContext, userId: number): Promise<number | null> {
  const provider = paymentProvider(ctx);
  const row = await latestRow(ctx, userId);
  if (!row?.provider || row.provider.provider !== provider.kind || row.provider.providerStatus !== 'past_due') return null;
  try {
    await provider.payOpenInvoice(row.provider.providerSubscriptionId, `credit:${row.provider.latestInvoiceId ?? row.sub.id}:${await provider.creditBalance(row.provider.customerId)}`);
    await syncSubscription(ctx, provider, row.provider.providerSubscriptionId);
  } catch (error) {
    if (!(error instanceof PaymentError) || error.status !== 402) throw error;
  }
  return provider.creditBalance(row.provider.customerId);
}

/** Gift card codes are compared as the contracts normalise them (002 §3 "sent uppercased"; the clients do the same). */
export { normaliseGiftCardCode };

export async function createGiftCard(ctx: Pick<AppContext, 'db'>, card: { code: string; pin: string; amount: number }) {
  await ctx.db.insert(giftCards).values({ code: normaliseGiftCardCode(card.code), pinHash: await hashSecret(card.pin), amount: card.amount });
}

/** A PIN checked against nothing takes as long as a real check, so a wrong code and a wrong PIN look alike. */
let decoyHash: Promise<string> | null = null;

/**
 * POST runa-gift-card/{code}/redeem/ {pin}: a wrong code or PIN answers 400 'Invalid Code or PIN' (the spec's text;
 * never a 5xx, docs/decisions/0056); guesses are throttled per account like passcodes. The card is claimed in one
 * statement, so of two requests at once only one redeems it; the credit is added with the card's code as the
 * provider's idempotency key; a card already redeemed answers 400.
 */
export async function redeemGiftCard(ctx: AppContext, userId: number, rawCode: string, pin: string): Promise<GiftCardRedeemResponse> {
  const code = normaliseGiftCardCode(rawCode);
  const wellFormed = code.length > 0 && code.length <= GIFT_CARD_CODE_MAX_LENGTH && /^[A-Z0-9]+$/.test(code) && new RegExp(`^\\d{1,${GIFT_CARD_PIN_MAX_LENGTH}}$`).test(pin);
  const key = `giftcard:user:${userId}`;
  const reserved = await reserveAttempt(ctx, key, ctx.limits.giftCardAttempts, ctx.limits.loginWindowMs);
  if (!reserved.allowed) throw detailError(429, LOGIN_THROTTLED);
  const [card] = wellFormed ? await ctx.db.select().from(giftCards).where(eq(giftCards.code, code)) : [];
  const pinOk = card ? await verifySecret(card.pinHash, pin) : await verifySecret(await (decoyHash ??= hashSecret('decoy-pin')), `${pin}x`);
  if (!card || !pinOk) throw detailError(400, GIFT_CARD_INVALID);
  await clearAttempts(ctx, [key]);

  const now = new Date(ctx.clock.now());
  const [claimed] = await ctx.db
    .update(giftCards)
    .set({ state: 'redeeming', redeemedBy: userId, claimedAt: now })
    .where(
      and(
        eq(giftCards.code, code),
        or(
          eq(giftCards.state, 'available'),
          and(eq(giftCards.state, 'redeeming'), eq(giftCards.redeemedBy, userId), lt(giftCards.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
        ),
      ),
    )
    .returning({ amount: giftCards.amount });
  if (!claimed) throw detailError(400, GIFT_CARD_ALREADY_REDEEMED);

  let balance: number;
  try {
    balance = await addAccountCredit(ctx, userId, { kind: 'gift_card', amount: claimed.amount, description: `Gift card ${code.slice(-4).padStart(code.length, '•')}`, key: `giftcard:${code}` });
  } catch (error) {
    // Not credited: the card stays redeemable.
    await ctx.db.update(giftCards).set({ state: 'available', redeemedBy: null, claimedAt: null }).where(and(eq(giftCards.code, code), eq(giftCards.state, 'redeeming')));
    throw error;
  }
  await ctx.db.update(giftCards).set({ state: 'redeemed', redeemedAt: new Date(ctx.clock.now()) }).where(eq(giftCards.code, code));
  return { message: giftCardRedeemed(dollars(claimed.amount)), amount: claimed.amount, balance };
}

/**
 * The sharing programme's rewards (002 §1, §9): when a referred member first pays, the referrer and the referred
 * member each get a month's credit, once. The referral is claimed in one statement (credited_at set), each side is
 * credited with its own idempotency key, and a failure un-claims it so the next read tries again.
 */
export async function creditReferralRewards(ctx: AppContext, referredUserId: number): Promise<void> {
  const [claimed] = await ctx.db
    .update(referrals)
    .set({ creditedAt: new Date(ctx.clock.now()) })
    .where(and(eq(referrals.referredUserId, referredUserId), isNotNull(referrals.firstPaidAt), isNull(referrals.creditedAt), isNotNull(referrals.referrerUserId)))
    .returning({ referrerUserId: referrals.referrerUserId });
  if (!claimed?.referrerUserId) return;
  try {
    await addAccountCredit(ctx, claimed.referrerUserId, {
      kind: 'referral_reward',
      amount: REFERRAL_REWARD_CENTS,
      description: 'Referral reward: a friend joined with your link',
      key: `referral:${referredUserId}:referrer`,
    });
    await addAccountCredit(ctx, referredUserId, {
      kind: 'referral_reward',
      amount: REFERRAL_REWARD_CENTS,
      description: 'Referral reward: you joined with a friend’s link',
      key: `referral:${referredUserId}:referred`,
    });
  } catch (error) {
    await ctx.db.update(referrals).set({ creditedAt: null }).where(eq(referrals.referredUserId, referredUserId));
    throw error;
  }
}

/**
 * The referred member's first payment (an invoice paid with money from the card, not only credit): set once, so
 * rewards are due exactly once; the rewards are a job (retried until credited).
 */
export async function markReferralFirstPaid(ctx: AppContext, userId: number, subscriptionId: number): Promise<void> {
  const marked = await ctx.db
    .update(referrals)
    .set({ firstPaidAt: new Date(ctx.clock.now()), firstPaidSubscriptionId: subscriptionId })
    .where(and(eq(referrals.referredUserId, userId), isNull(referrals.firstPaidAt)))
    .returning({ id: referrals.referredUserId });
  if (marked.length) await ctx.jobs.send('billing.referral-rewards', { referredUserId: userId }, { key: String(userId) });
}

/** Rewards due to or from this member that an earlier failure left uncredited: tried again (GET sharing/, the tick). */
export async function creditDueReferralRewards(ctx: AppContext, userId?: number): Promise<void> {
  const due = await ctx.db
    .select({ referredUserId: referrals.referredUserId })
    .from(referrals)
    .where(
      and(
        userId === undefined ? undefined : or(eq(referrals.referrerUserId, userId), eq(referrals.referredUserId, userId)),
        isNotNull(referrals.firstPaidAt),
        isNull(referrals.creditedAt),
        isNotNull(referrals.referrerUserId),
      ),
    );
  for (const { referredUserId } of due) await creditReferralRewards(ctx, referredUserId);
}

/** The member's referrals for the sharing page: joined, waiting for their first payment, rewarded; credit earned. */
export async function referralSummary(ctx: AppContext, userId: number) {
  const [counts] = await ctx.db
    .select({
      referred: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${referrals.firstPaidAt} is null)::int`,
      rewarded: sql<number>`count(*) filter (where ${referrals.creditedAt} is not null)::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, userId));
  const [earned] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${accountCredits.amount}), 0)::int` })
    .from(accountCredits)
    .where(and(eq(accountCredits.userId, userId), eq(accountCredits.kind, 'referral_reward')));
  return { referred: counts.referred, pending: counts.pending, rewarded: counts.rewarded, earned: earned.total };
}
