/**
 * What the membership area records about a new member: the referral code they joined with (for the sharing
 * programme: billing credits both sides once the referred member first pays, billing/credit.service.ts) and whether
 * their e-mail address is proven. Identity's signup and password reset, social login and subscribe call these.
 */
import { and, eq, ne } from 'drizzle-orm';
import { normaliseReferralCode } from '@sift/contracts';
import type { AppContext } from '../http/context';
import { emailConfirmations, referrals, users } from '../db/schema';

/** Referral codes are the sharing link's `rupi`, compared as the contracts normalise them (the clients do the same). */
export { normaliseReferralCode };

/** Records the code once per member (the first one wins); a code naming the member themself is ignored. */
export async function recordReferral(ctx: AppContext, userId: number, rawCode: string | null | undefined): Promise<void> {
  const code = normaliseReferralCode(rawCode);
  if (!code) return;
  const [referrer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), ne(users.id, userId)));
  const [self] = await ctx.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  if (!self || self.code === code) return;
  await ctx.db
    .insert(referrals)
    .values({ referredUserId: userId, code, referrerUserId: referrer?.id ?? null, recordedAt: new Date(ctx.clock.now()) })
    .onConflictDoNothing();
}

export async function confirmEmail(ctx: AppContext, userId: number, email: string, method: 'code' | 'reset_link' | 'social'): Promise<void> {
  const confirmedAt = new Date(ctx.clock.now());
  await ctx.db
    .insert(emailConfirmations)
    .values({ userId, email, method, confirmedAt })
    .onConflictDoUpdate({ target: emailConfirmations.userId, set: { email, method, confirmedAt } });
}

/** Identity's signup calls this once the account exists. */
export async function recordSignup(ctx: AppContext, userId: number, signup: { email: string; rupi?: string | null; confirmedByCode: boolean }) {
  await recordReferral(ctx, userId, signup.rupi);
  if (signup.confirmedByCode) await confirmEmail(ctx, userId, signup.email, 'code');
}
