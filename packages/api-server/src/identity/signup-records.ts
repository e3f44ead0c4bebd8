/**
 * What identity records about a new member: whether their e-mail address is proven (by the signup code, a password
 * reset link or a social provider), and, through billing's sharing programme, the referral code they joined with
 * (billing/referrals.ts). Signup, password reset and social login call these.
 */
import type { AppContext } from '../http/context';
import { emailConfirmations } from '../db/schema';
import { recordReferral } from '../billing/referrals';

export async function confirmEmail(ctx: AppContext, userId: number, email: string, method: 'code' | 'reset_link' | 'social'): Promise<void> {
  const confirmedAt = new Date(ctx.clock.now());
  await ctx.db
    .insert(emailConfirmations)
    .values({ userId, email, method, confirmedAt })
    .onConflictDoUpdate({ target: emailConfirmations.userId, set: { email, method, confirmedAt } });
}

/** Signup calls this once the account exists. */
export async function recordSignup(ctx: AppContext, userId: number, signup: { email: string; rupi?: string | null; confirmedByCode: boolean }) {
  await recordReferral(ctx, userId, signup.rupi);
  if (signup.confirmedByCode) await confirmEmail(ctx, userId, signup.email, 'code');
}
